import "server-only";
import { and, asc, eq } from "drizzle-orm";
import { localize } from "@/lib/domain/brand/localize";
import type { Locale } from "@/lib/domain/routing/locales";
import type { ServiceKey } from "@/lib/domain/brand/services";
import { getDb } from "../db/client";
import { servicePolicies } from "../db/schema";
import { appliesAt } from "./scope";

/** A service policy as the policies page and `GET service_policies` show it, in one language. */
export interface ServicePolicy {
  id: number;
  key: string;
  title: string;
  body: string;
  /** the service it is about; null = every service */
  service: ServiceKey | null;
}

/**
 * The brand's service policies that apply at one branch (product §2 /{supplier_id}/politicas-servicio): the
 * brand-wide ones and the branch's own, for a service the branch offers (or for every service), in the
 * brand's order, each text in `locale` or else the brand's default language.
 */
export async function listServicePolicies(
  instanceId: number,
  branch: { id: number; services: readonly ServiceKey[] },
  locale: Locale,
  brandDefault: Locale,
): Promise<ServicePolicy[]> {
  const db = await getDb();
  const rows = await db
    .select()
    .from(servicePolicies)
    .where(
      and(
        eq(servicePolicies.instanceId, instanceId),
        appliesAt(servicePolicies, branch.id, branch.services),
      ),
    )
    .orderBy(asc(servicePolicies.position));
  return rows.map((row) => ({
    id: row.id,
    key: row.key,
    title: localize(row.title, locale, brandDefault),
    body: localize(row.body, locale, brandDefault),
    service: row.service as ServiceKey | null,
  }));
}
