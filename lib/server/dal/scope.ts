import "server-only";
import { and, eq, inArray, isNull, or } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import type { ServiceKey } from "@/lib/domain/brand/services";

/**
 * Brand-file rows scoped by `branch` and `service` (popups, banners, upselling, policies): a row applies at a
 * branch when it names that branch or none, and to a service when it names it (one of `services`) or none.
 */
export function appliesAt(table: { supplierId: PgColumn; service: PgColumn }, supplierId: number, services: ServiceKey | readonly ServiceKey[]) {
  const service = typeof services === "string" ? eq(table.service, services) : inArray(table.service, [...services]);
  return and(or(isNull(table.supplierId), eq(table.supplierId, supplierId)), or(isNull(table.service), service));
}
