import { readFileSync } from "node:fs";
import path from "node:path";
import { and, asc, eq, sql } from "drizzle-orm";
import { importBrand } from "@/lib/server/brands/import-brand";
import * as t from "@/lib/server/db/schema";
import { brandWithCallingTables } from "@/tests/factories/waiter-calls";
import { factoryIds } from "@/tests/helpers/checkout";
import { withTestDatabase } from "@/tests/helpers/test-database";
import { MIGRATIONS_FOLDER } from "./migrate";

/*
 * Migration 0026 gives tab lines their options. Lines of rounds already on a tab when it runs take their order line's
 * option labels, matched by their place within the round (both were written from the same rows, in order); a line
 * staff entered keeps none. The backfill statement is run here as the migration has it, on lines written without.
 */
const db = withTestDatabase();
const backfill = readFileSync(path.join(MIGRATIONS_FOLDER, "0026_tab_line_options.sql"), "utf8").split("--> statement-breakpoint")[1]!;

it("copies each round line's option labels from its order line, in order, and leaves staff's lines without", async () => {
  const { instanceId } = await importBrand(db.current.db, brandWithCallingTables("relleno"));
  const ids = await factoryIds(db.current.db, instanceId);
  const [place] = await db.current.db.select().from(t.places).where(eq(t.places.instanceId, instanceId)).limit(1);
  const [tab] = await db.current.db.insert(t.tabs).values({ instanceId, supplierId: place!.supplierId, placeId: place!.id, currency: "COP" }).returning();
  const money = { status: "pending", progress: "received", service: "on_table", paymentMethod: "tab", currency: "COP", subtotal: 0, deliveryPrice: 0, discount: 0, tip: 0, consumptionTax: 0, total: 0 } as const;
  const [round] = await db.current.db
    .insert(t.orders)
    .values({ instanceId, supplierId: place!.supplierId, accessToken: "r".repeat(32), contact: {}, placeId: place!.id, tabId: tab!.id, ...money } as never)
    .returning();
  const line = (label: string, options: { label: string }[]) => ({ instanceId, orderId: round!.id, productSupplierId: ids["arepa-queso"]!, label, unitPrice: 0 as never, quantity: 1, lineTotal: 0 as never, options });
  await db.current.db.insert(t.orderLines).values([line("Arepa con queso", [{ label: "Piña" }, { label: "Extra queso" }]), line("Arepa con queso", [{ label: "Ajo" }]), line("Limonada", [])]);
  const tabLine = (label: string, orderId: number | null) => ({ instanceId, tabId: tab!.id, orderId, label, quantity: 1, unitPrice: 0 as never, total: 0 as never });
  await db.current.db.insert(t.tabLines).values([tabLine("Arepa con queso", round!.id), tabLine("Arepa con queso", round!.id), tabLine("Limonada", round!.id), tabLine("Descorche", null)]);

  await db.current.db.execute(sql.raw(backfill));

  const lines = await db.current.db.select({ label: t.tabLines.label, options: t.tabLines.options }).from(t.tabLines).where(and(eq(t.tabLines.instanceId, instanceId), eq(t.tabLines.tabId, tab!.id))).orderBy(asc(t.tabLines.id));
  expect(lines).toEqual([
    { label: "Arepa con queso", options: ["Piña", "Extra queso"] },
    { label: "Arepa con queso", options: ["Ajo"] },
    { label: "Limonada", options: [] },
    { label: "Descorche", options: [] },
  ]);
});
