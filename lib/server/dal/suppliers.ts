import "server-only";
import { and, asc, eq } from "drizzle-orm";
import type { ServiceKey } from "@/lib/domain/brand/services";
import { getDb } from "../db/client";
import { suppliers } from "../db/schema";

export interface Supplier {
  id: number;
  slug: string;
  name: string;
  locale: string;
  timezone: string;
  address: string;
  city: string;
  phone: string | null;
  whatsapp: string | null;
  location: { lat: number; lng: number };
  on_table_class: string;
  services: ServiceKey[];
  /** has_{service}_pay of product §3 */
  pay: Record<string, boolean>;
  opening_hours: { days: number[]; open: string; close: string }[];
  active: boolean;
  image: string | null;
  /** how long an order usually takes: until ready to pick up, until at the door (minutes; absent: not said) */
  wait_minutes: { pickup?: number; delivery?: number };
}

type Row = typeof suppliers.$inferSelect;

function toSupplier(row: Row): Supplier {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    locale: row.locale,
    timezone: row.timezone,
    address: row.address,
    city: row.city,
    phone: row.phone,
    whatsapp: row.whatsapp,
    location: { lat: row.lat, lng: row.lng },
    on_table_class: row.onTableClass,
    services: row.services as ServiceKey[],
    pay: row.pay,
    opening_hours: row.openingHours as Supplier["opening_hours"],
    active: row.active,
    image: row.image,
    wait_minutes: row.waitMinutes,
  };
}

/** A numeric reference is an id, anything else a slug. */
const isIdRef = (ref: string) => /^\d{1,9}$/.test(ref);

/** Whether a branch is the one a reference (its id or its slug) names. */
export function isSupplierRef(supplier: Pick<Supplier, "id" | "slug">, ref: string): boolean {
  return isIdRef(ref) ? supplier.id === Number(ref) : supplier.slug === ref;
}

/** The brand's branch a reference names: a numeric reference is an id, anything else a slug. */
export function supplierRef(instanceId: number, ref: string) {
  return and(eq(suppliers.instanceId, instanceId), isIdRef(ref) ? eq(suppliers.id, Number(ref)) : eq(suppliers.slug, ref));
}

/** A branch by its id or slug — looked up only within the brand. */
export async function findSupplier(instanceId: number, ref: string): Promise<Supplier | null> {
  const db = await getDb();
  const [row] = await db.select().from(suppliers).where(supplierRef(instanceId, ref));
  return row ? toSupplier(row) : null;
}

export async function listSuppliers(instanceId: number): Promise<Supplier[]> {
  const db = await getDb();
  const rows = await db.select().from(suppliers).where(eq(suppliers.instanceId, instanceId)).orderBy(asc(suppliers.position));
  return rows.map(toSupplier);
}
