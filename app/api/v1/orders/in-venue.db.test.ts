import { and, eq } from "drizzle-orm";
import { PATCH as moveOrder } from "@/app/api/v1/operator/orders/[id]/route";
import { GET as board } from "@/app/api/v1/operator/orders/route";
import type { BoardOrder } from "@/lib/domain/orders/order-board-wire";
import { importBrand } from "@/lib/server/brands/import-brand";
import * as t from "@/lib/server/db/schema";
import { brandWithCallingTables, placeToken } from "@/tests/factories/waiter-calls";
import { checkoutBody, placeOrder } from "@/tests/helpers/checkout";
import { OPERATOR_SECRET, operatorKey } from "@/tests/helpers/operator-key";
import { brandRequest, params } from "@/tests/helpers/requests";
import { withTestDatabase } from "@/tests/helpers/test-database";

const SLUG = "sala";
const db = withTestDatabase();
let instanceId: number;

/**
 * In-venue orders through POST /api/v1/orders: "centro" runs no_incremental here, "barra" basic,
 * "patio" checkout (rounds), "hotel" serves room service and the cinema.
 */
beforeAll(async () => {
  process.env.OPERATOR_API_KEY = OPERATOR_SECRET;
  const file = brandWithCallingTables(SLUG);
  file.branches[0]!.on_table_class = "checkout_no_incremental";
  file.branches[0]!.services.push("grab_and_go");
  for (const branch of file.branches) branch.services = [...new Set([...branch.services, "on_table" as const])];
  ({ instanceId } = await importBrand(db.current.db, file));
});

async function idOf(branch: string, key: string) {
  const [row] = await db.current.db
    .select({ id: t.productSuppliers.id })
    .from(t.productSuppliers)
    .innerJoin(t.products, eq(t.products.id, t.productSuppliers.productId))
    .innerJoin(t.suppliers, eq(t.suppliers.id, t.productSuppliers.supplierId))
    .where(and(eq(t.productSuppliers.instanceId, instanceId), eq(t.suppliers.slug, branch), eq(t.products.key, key)));
  return row!.id;
}

const order = async (branch: string, service: string, over: Record<string, unknown> = {}) =>
  placeOrder(SLUG, checkoutBody({}, { supplier: branch, service, lines: [{ product_supplier_id: await idOf(branch, "limonada"), quantity: 1 }], ...over }));
const token = (branch: string, code: string) => placeToken(db.current.db, instanceId, branch, code);

describe("orders at a table, a room, a seat or a counter (product §4 and §5)", () => {
  it("needs the table's QR in no_incremental mode, and goes to that table", async () => {
    expect((await order("centro", "on_table")).json.error.code).toBe("place_required");
    const placed = await order("centro", "on_table", { place_token: await token("centro", "2") });
    expect(placed.status).toBe(201);
    const [row] = await db.current.db.select({ placeId: t.orders.placeId }).from(t.orders).where(eq(t.orders.id, placed.json.order.id));
    const [table] = await db.current.db.select({ id: t.places.id }).from(t.places).where(eq(t.places.token, await token("centro", "2")));
    expect(row!.placeId).toBe(table!.id);
    // the diner's order page says where it goes
    expect(placed.json.order.place).toEqual({ kind: "table", code: "2" });
    expect((await order("centro", "take_away")).json.order.place).toBeNull();
  });

  it("takes no order from the phone in basic mode, and sends checkout mode to its rounds", async () => {
    expect((await order("barra", "on_table", { place_token: await token("barra", "1") })).json.error.code).toBe("ordering_unavailable");
    expect((await order("patio", "on_table", { place_token: await token("patio", "1") })).json.error.code).toBe("ordering_unavailable");
  });

  it("refuses another branch's table, a room's token for a table, and a forged token, all as not found", async () => {
    for (const place of [await token("patio", "1"), await token("hotel", "101"), "A".repeat(24)]) {
      expect((await order("centro", "on_table", { place_token: place })).status).toBe(404);
    }
  });

  it("charges room service to the room, which must come from its QR", async () => {
    expect((await order("hotel", "room_service", { payment_method: "room_charge" })).json.error.code).toBe("place_required");
    const placed = await order("hotel", "room_service", { payment_method: "room_charge", place_token: await token("hotel", "204") });
    expect(placed.status).toBe(201);
    expect(placed.json.order).toMatchObject({ payment_method: "room_charge", status: "pending" });
    expect((await order("centro", "on_table", { payment_method: "room_charge", place_token: await token("centro", "1") })).json.error.code).toBe("method_unavailable");
  });

  it("keeps a room charge from the kitchen until the hotel confirms it (pay before it is prepared)", async () => {
    const placed = await order("hotel", "room_service", { payment_method: "room_charge", place_token: await token("hotel", "101") });
    const id = placed.json.order.id;
    const move = (body: unknown) =>
      moveOrder(brandRequest(SLUG, `/api/v1/operator/orders/${id}`, { method: "PATCH", body: JSON.stringify(body), headers: { authorization: `Bearer ${operatorKey(SLUG)}` } }), params({ id: String(id) }));
    // the pass sees where it goes and that its payment comes first, with the one tap that confirms it
    const onBoard = async () =>
      ((await (await board(brandRequest(SLUG, "/api/v1/operator/orders?supplier=hotel", { headers: { authorization: `Bearer ${operatorKey(SLUG)}` } }))).json()) as { orders: BoardOrder[] }).orders.find((row) => row.id === id);
    expect(await onBoard()).toMatchObject({ place: { kind: "room", code: "101" }, service: "room_service", payment_method: "room_charge", pays_first: true, awaits_payment: true });
    const early = await move({ progress: "preparing" });
    expect(early.status).toBe(409);
    expect((await early.json()).error.code).toBe("unpaid_order");
    const confirmed = await move({ status: "approved", progress: "preparing" });
    expect(confirmed.status).toBe(200);
    expect((await confirmed.json()).order).toMatchObject({ status: "approved", progress: "preparing" });
    expect(await onBoard()).toMatchObject({ status: "approved", awaits_payment: false });
  });

  it("orders to a cinema seat only with the seat's QR", async () => {
    expect((await order("hotel", "cinema")).json.error.code).toBe("place_required");
    expect((await order("hotel", "cinema", { place_token: await token("hotel", "B2") })).status).toBe(201);
  });

  it("gives a grab-and-go order a pickup code to show at the counter", async () => {
    const placed = await order("centro", "grab_and_go");
    expect(placed.json.order.pickup_code).toMatch(/^[2-9A-HJ-NP-Z]{4}$/);
    expect((await order("centro", "take_away")).json.order.pickup_code).toBeNull();
  });
});
