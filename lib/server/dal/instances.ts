import "server-only";
import { asc, eq } from "drizzle-orm";
import type { InstanceConfig } from "@/lib/domain/brand/instance-config";
import type { ServiceKey } from "@/lib/domain/brand/services";
import { offersPayOnly } from "@/lib/domain/tabs/on-table";
import { getDb } from "../db/client";
import { instanceDomains, instances, suppliers } from "../db/schema";

type InstanceRow = typeof instances.$inferSelect;

async function toConfig(row: InstanceRow): Promise<InstanceConfig> {
  const db = await getDb();
  const [branches, domains] = await Promise.all([
    db
      .select({ id: suppliers.id, slug: suppliers.slug, name: suppliers.name, services: suppliers.services, active: suppliers.active, whatsapp: suppliers.whatsapp })
      .from(suppliers)
      .where(eq(suppliers.instanceId, row.id))
      .orderBy(asc(suppliers.position)),
    db.select({ domain: instanceDomains.domain }).from(instanceDomains).where(eq(instanceDomains.instanceId, row.id)),
  ]);
  const pixels = row.pixels as { google_analytics?: string; facebook?: string };
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    status: row.status,
    theme: row.theme as InstanceConfig["theme"],
    style_custom: row.styleCustom,
    logo: row.logo,
    language: row.language as InstanceConfig["language"],
    langs: row.langs as InstanceConfig["langs"],
    country_code: row.countryCode,
    currency: row.currency as InstanceConfig["currency"],
    timezone: row.timezone,
    comanda_add_ons: row.addOns,
    pixel_google_analytics: pixels.google_analytics ?? null,
    pixel_facebook_analytics: pixels.facebook ?? null,
    menu_cached: row.menuCached,
    rate_nps: row.rateNps,
    rate_digitalmenu: row.rateDigitalmenu,
    suppliers: branches.map(({ services, active, whatsapp, ...branch }) => ({ ...branch, pay_only: active && offersPayOnly(services as ServiceKey[]), whatsapp: !!whatsapp })),
    linktree: row.linktree as InstanceConfig["linktree"],
    linktree_logo: row.linktreeLogo,
    linktree_add_suppliers: row.linktreeAddSuppliers,
    labels_buttons: row.labels as InstanceConfig["labels_buttons"],
    category_establishment: row.categoryEstablishment,
    links: row.links as InstanceConfig["links"],
    new_menu_v3: row.newMenuV3,
    new_menu_url: row.newMenuUrl,
    flags: row.flags as InstanceConfig["flags"],
    contact: row.contact as InstanceConfig["contact"],
    inactive_message: row.inactiveMessage,
    embed_origins: row.embedOrigins,
    cuisines: row.cuisines as InstanceConfig["cuisines"],
    landing_shortcut: row.landingShortcut as InstanceConfig["landing_shortcut"],
    other_branch_cart: row.otherBranchCart as InstanceConfig["other_branch_cart"],
    updated_at: row.updatedAt.toISOString(),
    domains: domains.map((d) => d.domain),
  };
}

export async function findInstanceConfigBySlug(slug: string): Promise<InstanceConfig | null> {
  const db = await getDb();
  const [row] = await db.select().from(instances).where(eq(instances.slug, slug));
  return row ? toConfig(row) : null;
}

export async function findInstanceConfigByDomain(domain: string): Promise<InstanceConfig | null> {
  const db = await getDb();
  const [row] = await db
    .select({ instance: instances })
    .from(instanceDomains)
    .innerJoin(instances, eq(instances.id, instanceDomains.instanceId))
    .where(eq(instanceDomains.domain, domain));
  return row ? toConfig(row.instance) : null;
}

export async function listInstanceSlugs(): Promise<{ slug: string; status: string; domains: string[] }[]> {
  const db = await getDb();
  const rows = await db.select({ id: instances.id, slug: instances.slug, status: instances.status }).from(instances).orderBy(asc(instances.id));
  const domains = await db.select().from(instanceDomains);
  return rows.map((r) => ({
    slug: r.slug,
    status: r.status,
    domains: domains.filter((d) => d.instanceId === r.id).map((d) => d.domain),
  }));
}
