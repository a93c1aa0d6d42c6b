import { and, eq } from "drizzle-orm";
import { brandFileSchema, type BrandFile } from "@/lib/domain/brand/brand-file";
import type { Db } from "@/lib/server/db/client";
import * as t from "@/lib/server/db/schema";
import { brandWithPlacesInput } from "./places";

/**
 * The brand with places, where "centro" runs checkout (its tables may call the waiter), plus "barra" in
 * basic mode and "patio" in checkout with call_waiter switched off, each with a table "1".
 */
export function brandWithCallingTables(slug: string): BrandFile {
  const input = brandWithPlacesInput(slug);
  const centro = input.branches[0]!;
  centro.on_table_class = "checkout";
  input.branches.push(
    { ...centro, slug: "barra", name: "Barra", on_table_class: "basic", tables: [{ code: "1" }] },
    { ...centro, slug: "patio", name: "Patio", call_waiter: false, tables: [{ code: "1" }] },
  );
  return brandFileSchema.parse(input);
}

/** The QR token of a place of the brand, by its branch and code. */
export async function placeToken(db: Db, instanceId: number, branch: string, code: string): Promise<string> {
  const [row] = await db
    .select({ token: t.places.token })
    .from(t.places)
    .innerJoin(t.suppliers, and(eq(t.suppliers.instanceId, t.places.instanceId), eq(t.suppliers.id, t.places.supplierId)))
    .where(and(eq(t.places.instanceId, instanceId), eq(t.suppliers.slug, branch), eq(t.places.code, code)));
  if (!row) throw new Error(`No place ${branch}/${code}`);
  return row.token;
}
