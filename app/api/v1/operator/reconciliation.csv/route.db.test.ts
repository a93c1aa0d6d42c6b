import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { and, eq } from "drizzle-orm";
import { GET as payCover } from "@/app/[instance]/[locale]/(site)/[supplier_id]/webcheckout/booking/[booking_id]/route";
import { POST as book } from "@/app/api/v1/bookings/route";
import { POST as refund } from "@/app/api/staff/payments/[id]/refunds/route";
import { importBrand } from "@/lib/server/brands/import-brand";
import * as t from "@/lib/server/db/schema";
import { bogotaDate, brandWithBookings, DINER } from "@/tests/factories/bookings";
import { brand } from "@/tests/factories/brand";
import { checkoutBody, factoryIds, placeOrder } from "@/tests/helpers/checkout";
import { postGatewayEvent, sandboxEvent } from "@/tests/helpers/gateway-events";
import { OPERATOR_SECRET, operatorKey } from "@/tests/helpers/operator-key";
import { brandRequest, params } from "@/tests/helpers/requests";
import { makeStaff, signInAs, staffRequest } from "@/tests/helpers/staff";
import { withTestDatabase } from "@/tests/helpers/test-database";
import { GET } from "./route";

/*
 * The day's reconciliation of a brand that takes card orders, covers paid in advance and tables' parts: each online
 * payment beside what it paid for, with its refunds, and a flag where the two disagree — read from the database the
 * real flows wrote (orders placed, gateway events, refunds through the staff API), and only the brand's own.
 */
const db = withTestDatabase();
let instanceId: number;
const tokens: Record<string, string> = {};
let client = 0;

beforeAll(async () => {
  process.env.DATA_DIR = mkdtempSync(path.join(tmpdir(), "comanda-reconciliation-"));
  process.env.OPERATOR_API_KEY = OPERATOR_SECRET;
  const file = brandWithBookings("conciliacion", { cover: { amount: 40_000, prepaid: true } }, [{ code: "4", zone: "Salón", seats: 4 }]);
  file.branches[0]!.pay = { take_away: true };
  ({ instanceId } = await importBrand(db.current.db, file));
  const other = brand("vecina");
  other.branches[0]!.pay = { take_away: true };
  await importBrand(db.current.db, other);
  for (const role of ["owner", "waiter"] as const) {
    await makeStaff(instanceId, `${role}@conciliacion.co`, role);
    tokens[role] = await signInAs("conciliacion", `${role}@conciliacion.co`);
  }
});

let references = 0;
/** A card order of `slug` and its payment at the sandbox, told by the gateway's event: the order's and the payment's ids. */
async function cardOrder(slug: string, outcome: "APPROVED" | "DECLINED" = "APPROVED") {
  const brandId = slug === "conciliacion" ? instanceId : (await db.current.db.select().from(t.instances).where(eq(t.instances.slug, slug)))[0]!.id;
  const placed = await placeOrder(slug, checkoutBody(await factoryIds(db.current.db, brandId), { payment_method: "card" }));
  expect(placed.status).toBe(201);
  const orderId: number = placed.json.order.id;
  const [order] = await db.current.db.select().from(t.orders).where(eq(t.orders.id, orderId));
  const reference = `${orderId}-rec-${(references += 1)}`;
  const [payment] = await db.current.db
    .insert(t.payments)
    .values({ instanceId: brandId, orderId, gateway: "sandbox", reference, method: "card", amount: order!.total, currency: "COP", status: "pending" })
    .returning();
  await db.current.db.update(t.orders).set({ status: "pending" }).where(eq(t.orders.id, orderId));
  expect((await postGatewayEvent(sandboxEvent(reference, outcome, { amount: order!.total * 100 }))).status).toBe(200);
  return { orderId, paymentId: payment!.id, total: order!.total };
}

const csv = async (query = "", token = tokens.owner) => {
  const response = await GET(staffRequest("conciliacion", `/api/v1/operator/reconciliation.csv${query}`, { token }));
  return { status: response.status, text: await response.text(), headers: response.headers };
};
const rowsOf = (text: string) =>
  text
    .replace(/^\uFEFF/, "")
    .trim()
    .split("\r\n")
    .slice(1)
    .map((line) => line.split(","));

it("lists the day's online payments with their refunds, flags where they disagree with what they paid for, and keeps other brands and days out", async () => {
  // an order paid, then refunded in part through the staff API
  const paid = await cardOrder("conciliacion");
  const refunded = await refund(
    staffRequest("conciliacion", `/api/staff/payments/${paid.paymentId}/refunds`, { method: "POST", token: tokens.owner, body: { amount: 5_000, reason: "Faltó un plato" }, headers: { "idempotency-key": "rec-refund-1" } }),
    params({ id: String(paid.paymentId) }),
  );
  expect(refunded.status).toBe(201);
  // the same order charged a second time: a second approved attempt
  const [twice] = await db.current.db
    .insert(t.payments)
    .values({ instanceId, orderId: paid.orderId, gateway: "sandbox", reference: `${paid.orderId}-twice`, method: "card", amount: paid.total, currency: "COP", status: "approved", transactionId: "tx-twice" })
    .returning();
  // an attempt the gateway refused: listed, nothing taken
  const declined = await cardOrder("conciliacion", "DECLINED");
  // an order the records call paid by card with no payment behind it
  const unbacked = await placeOrder("conciliacion", checkoutBody(await factoryIds(db.current.db, instanceId), { payment_method: "card" }));
  await db.current.db.update(t.orders).set({ status: "approved" }).where(eq(t.orders.id, unbacked.json.order.id));

  // a booking's cover paid in advance through the real flow
  const booked = await (
    await book(brandRequest("conciliacion", "/api/v1/bookings", { method: "POST", body: JSON.stringify({ supplier: "centro", date: bogotaDate(2), time: "20:00", persons: 2, contact: DINER, terms_accepted: true }), headers: { "x-forwarded-for": `10.9.0.${client++}` } }))
  ).json();
  const checkout = await payCover(
    new Request(`http://conciliacion.localhost:3100/centro/webcheckout/booking/${booked.booking.id}?token=${booked.access_token}`, { headers: { host: "conciliacion.localhost:3100", "x-forwarded-for": `10.9.1.${client++}` } }),
    params({ instance: "conciliacion", locale: "es", supplier_id: "centro", booking_id: String(booked.booking.id) }),
  );
  const coverReference = new URL(checkout.headers.get("location")!).searchParams.get("reference")!;
  expect((await postGatewayEvent(sandboxEvent(coverReference, "APPROVED", { amount: 4_000_000 }))).status).toBe(200);

  // table 4's part, taken by the gateway while the part still reads held
  const [place] = await db.current.db.select().from(t.places).where(and(eq(t.places.instanceId, instanceId), eq(t.places.code, "4")));
  const [tab] = await db.current.db.insert(t.tabs).values({ instanceId, supplierId: place!.supplierId, placeId: place!.id, currency: "COP" }).returning();
  const [part] = await db.current.db
    .insert(t.tabParts)
    .values({ instanceId, tabId: tab!.id, way: "full", amount: 20_000 as never, tip: 2_000 as never, method: "card", payer: "Laura", claims: [], accessToken: "a".repeat(32) })
    .returning();
  await db.current.db.insert(t.payments).values({ instanceId, tabPartId: part!.id, gateway: "sandbox", reference: `t${part!.id}-rec`, method: "card", amount: 22_000 as never, currency: "COP", status: "approved", transactionId: "tx-part" });

  // yesterday's payment and another brand's stay out
  const old = await cardOrder("conciliacion");
  await db.current.db.update(t.payments).set({ createdAt: new Date(Date.now() - 3 * 86_400_000) }).where(eq(t.payments.id, old.paymentId));
  await cardOrder("vecina");

  const { status, text, headers } = await csv();
  expect(status).toBe(200);
  expect(headers.get("content-disposition")).toMatch(/^attachment; filename="conciliacion-reconciliation-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.csv"$/);
  expect(headers.get("cache-control")).toContain("no-store");
  const rows = rowsOf(text);
  const byPayment = (id: number) => rows.find((row) => row[4] === String(id));
  // date_time, branch, paid_for, paid_for_id, payment, gateway, method, paid_with, reference, gateway_transaction, status, amount, refunded, net, flags
  expect(byPayment(paid.paymentId)!.slice(1, 4)).toEqual(["centro", "order", String(paid.orderId)]);
  // how the money was paid, as the gateway's event said; a payment no gateway described says nothing
  expect(byPayment(paid.paymentId)![7]).toBe("card");
  expect(rows.find((row) => row[2] === "tab_part")![7]).toBe("");
  expect(byPayment(paid.paymentId)!.slice(10)).toEqual(["approved", String(paid.total), "5000", String(paid.total - 5_000), ""]);
  expect(byPayment(twice!.id)!.slice(10)).toEqual(["approved", String(paid.total), "0", String(paid.total), "charged_twice"]);
  expect(byPayment(declined.paymentId)!.slice(10)).toEqual(["declined", String(declined.total), "0", "0", ""]);
  const cover = rows.find((row) => row[2] === "booking")!;
  expect(cover.slice(3, 4).concat(cover.slice(10))).toEqual([String(booked.booking.id), "approved", "40000", "0", "40000", ""]);
  const tabRow = rows.find((row) => row[2] === "tab_part")!;
  expect(tabRow.slice(10)).toEqual(["approved", "22000", "0", "22000", "paid_not_recorded"]);
  expect(rows.find((row) => row[3] === String(unbacked.json.order.id))!.slice(10)).toEqual(["", String(unbacked.json.order.total), "0", "0", "recorded_not_paid"]);
  expect(byPayment(old.paymentId)).toBeUndefined();
  expect(rows).toHaveLength(6);

  // the day of the old payment alone, and a branch the brand does not have
  const threeDaysAgo = bogotaDate(-3);
  expect(rowsOf((await csv(`?from=${threeDaysAgo}`)).text).map((row) => row[4])).toEqual([String(old.paymentId)]);
  expect((await csv("?supplier=nowhere")).status).toBe(404);
});

it("is for owners and managers (sales.export) and the brand's operator key, not waiters; each download is audited", async () => {
  expect((await csv("", tokens.waiter)).status).toBe(403);
  const withKey = await GET(brandRequest("conciliacion", "/api/v1/operator/reconciliation.csv", { headers: { authorization: `Bearer ${operatorKey("conciliacion")}` } }));
  expect(withKey.status).toBe(200);
  expect((await csv("?from=2026-12-09&to=2026-12-01")).status).toBe(400);
  const log = await db.current.db.select().from(t.staffAudit).where(and(eq(t.staffAudit.instanceId, instanceId), eq(t.staffAudit.action, "reconciliation.exported")));
  expect(log.length).toBeGreaterThanOrEqual(2);
});
