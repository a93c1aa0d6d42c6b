import { and, eq } from "drizzle-orm";
import { GET as ratings } from "@/app/api/v1/operator/ratings/route";
import { POST as rate } from "@/app/api/v1/rates.json/route";
import { brandFileSchema } from "@/lib/domain/brand/brand-file";
import { importBrand } from "@/lib/server/brands/import-brand";
import * as t from "@/lib/server/db/schema";
import { brandInput } from "@/tests/factories/brand";
import { checkoutBody, factoryIds, markPaid, placeOrder } from "@/tests/helpers/checkout";
import { OPERATOR_SECRET, operatorKey } from "@/tests/helpers/operator-key";
import { brandRequest } from "@/tests/helpers/requests";
import { makeStaff, signInAs, staffRequest } from "@/tests/helpers/staff";
import { withTestDatabase } from "@/tests/helpers/test-database";
import { GET as sales } from "./route";

/*
 * The console's reports: staff with sales.export download the brand's sales of a period as CSV (one row per order line,
 * money in major units, safe to open in a spreadsheet), limited to their branches; staff with ratings.read read
 * the ratings summary of their branches. The brand's operator key keeps reading both.
 */
const SLUG = "ventas";
const db = withTestDatabase();
let instanceId: number;
let norte: number;
let orderId: number;
const tokens: Record<string, string> = {};

function salesBrand(slug: string) {
  const input = brandInput(slug, { rate_nps: true });
  input.branches.push({ ...input.branches[0]!, slug: "norte", name: "Sede Norte" });
  input.coupons = [{ code: "bienvenido", kind: "percent", value: 10, active: true }];
  const limonada = input.menu.products!.find((p) => p.key === "limonada")!;
  limonada.name = { es: "=HIPERVINCULO(\"x\") Limonada", en: "Lemonade" };
  return brandFileSchema.parse(input);
}

beforeAll(async () => {
  process.env.OPERATOR_API_KEY = OPERATOR_SECRET;
  ({ instanceId } = await importBrand(db.current.db, salesBrand(SLUG)));
  const vecina = await importBrand(db.current.db, { ...salesBrand("vecina"), domains: [] });
  norte = (await db.current.db.select().from(t.suppliers).where(and(eq(t.suppliers.instanceId, instanceId), eq(t.suppliers.slug, "norte"))))[0]!.id;
  const ids = await factoryIds(db.current.db, instanceId);
  const placed = await placeOrder(
    SLUG,
    checkoutBody(ids, {
      lines: [
        { product_supplier_id: ids["arepa-queso"], quantity: 2, options: { [ids.group!]: [ids.pina] } },
        { product_supplier_id: ids.limonada, quantity: 1, options: {} },
      ],
      coupon_code: "bienvenido",
      // a tip is only offered on a bill paid ahead (lib/domain/checkout/tip.ts)
      payment_method: "payment_receipt",
      tip: { include: "YES", percent: 10, customValue: null },
    }),
  );
  if (placed.status !== 201) throw new Error(JSON.stringify(placed.json));
  orderId = placed.json.order.id;
  await makeStaff(instanceId, "duena@ventas.co", "owner");
  await makeStaff(instanceId, "gerente-norte@ventas.co", "manager", [norte]);
  await makeStaff(instanceId, "mesero@ventas.co", "waiter");
  await makeStaff(vecina.instanceId, "duena@vecina.co", "owner");
  for (const email of ["duena@ventas.co", "gerente-norte@ventas.co", "mesero@ventas.co"]) tokens[email] = await signInAs(SLUG, email);
  tokens["duena@vecina.co"] = await signInAs("vecina", "duena@vecina.co");
});

const download = (token: string, query = "") => sales(staffRequest(SLUG, `/api/v1/operator/sales.csv${query}`, { token }));
const csvRows = async (response: Response) => (await response.text()).split("\r\n").filter(Boolean);

describe("GET /api/v1/operator/sales.csv", () => {
  it("gives an owner the week's order lines, with the tip, coupon and taxes in major units, and a formula-looking name made text", async () => {
    const response = await download(tokens["duena@ventas.co"]!);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("content-disposition")).toMatch(/^attachment; filename="ventas-sales-\d{4}-\d\d-\d\d-\d{4}-\d\d-\d\d\.csv"$/);
    const bytes = new Uint8Array(await response.arrayBuffer());
    // a byte order mark, for Excel to read UTF-8
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const [header, ...rows] = new TextDecoder().decode(bytes).split("\r\n").filter(Boolean);
    expect(header).toBe("order,date_time,branch,service,status,product,quantity,unit_price,line_total,tip,taxes,discount,coupon,order_total,payment_method,paid,refunded");
    const [order] = await db.current.db.select().from(t.orders).where(eq(t.orders.id, orderId));
    expect(order!.tip).toBeGreaterThan(0);
    expect(order!.discount).toBeGreaterThan(0);
    const mine = rows.filter((row) => row.startsWith(`${orderId},`));
    expect(mine).toHaveLength(2);
    // 2 arepas with piña at 13.000 COP (no decimals); the order's own figures on its first line only
    expect(mine[0]).toMatch(
      new RegExp(`^${orderId},\\d{4}-\\d\\d-\\d\\d \\d\\d:\\d\\d,centro,take_away,\\w+,[^,]+,2,13000,26000,${order!.tip},${order!.consumptionTax},${order!.discount},BIENVENIDO,${order!.total},payment_receipt,no,0$`, "i"),
    );
    expect(mine[1]).toMatch(new RegExp(`^${orderId},[^,]+,centro,take_away,\\w+,"'=HIPERVINCULO\\(""x""\\) Limonada",1,6000,6000,,,,,,payment_receipt,no,$`));
    const [entry] = await db.current.db.select().from(t.staffAudit).where(and(eq(t.staffAudit.instanceId, instanceId), eq(t.staffAudit.action, "sales.exported")));
    expect(entry).toMatchObject({ detail: expect.objectContaining({ supplier: null, orders: 1 }) });
  });

  it("limits a manager to its branches: the other branch is 403, its own has none of the other's orders", async () => {
    const manager = tokens["gerente-norte@ventas.co"]!;
    expect((await download(manager, "?supplier=centro")).status).toBe(403);
    for (const query of ["", "?supplier=norte"]) {
      const response = await download(manager, query);
      expect(response.status).toBe(200);
      expect(await csvRows(response)).toHaveLength(1);
    }
  });

  it("refuses an account without sales.export, another brand's account and another brand's key", async () => {
    expect((await download(tokens["mesero@ventas.co"]!)).status).toBe(403);
    expect((await download(tokens["duena@vecina.co"]!)).status).toBe(401);
    expect((await sales(brandRequest(SLUG, "/api/v1/operator/sales.csv", { headers: { authorization: `Bearer ${operatorKey("vecina")}` } }))).status).toBe(401);
    const byKey = await sales(brandRequest(SLUG, "/api/v1/operator/sales.csv", { headers: { authorization: `Bearer ${operatorKey(SLUG)}` } }));
    expect(byKey.status).toBe(200);
    expect((await csvRows(byKey)).filter((row) => row.startsWith(`${orderId},`))).toHaveLength(2);
  });

  it("answers 400 with a clear message for a bad, reversed or too long period", async () => {
    const owner = tokens["duena@ventas.co"]!;
    for (const [query, message] of [
      ["?from=2026-13-01", /from/],
      ["?from=2026-03-02&to=2026-03-01", /ends before it starts/],
      ["?from=2024-01-01&to=2025-01-01", /longer than 366 days/],
    ] as const) {
      const response = await download(owner, query);
      expect(response.status).toBe(400);
      expect(JSON.stringify(await response.json())).toMatch(message);
    }
    expect((await download(owner, "?from=2024-01-01&to=2024-12-31")).status).toBe(200);
  });
});

describe("GET /api/v1/operator/ratings for staff", () => {
  const summary = (token: string, query = "") => ratings(staffRequest(SLUG, `/api/v1/operator/ratings${query}`, { token }));

  beforeAll(async () => {
    const [order] = await db.current.db.select().from(t.orders).where(eq(t.orders.id, orderId));
    // paid first: product §5 rates a paid or finished order
    await markPaid(db.current.db, orderId);
    const response = await rate(
      brandRequest(SLUG, `/api/v1/rates.json?purchase_id=${orderId}&token=${order!.accessToken}`, { method: "POST", body: JSON.stringify({ rate: { rating: 9, nps: 10 } }) }),
    );
    expect(response.status).toBe(201);
  });

  it("shows an owner every branch's ratings, a manager only its branches', and refuses the rest", async () => {
    const owner = await summary(tokens["duena@ventas.co"]!);
    expect(owner.status).toBe(200);
    expect((await owner.json()).overall).toMatchObject({ ratings: 1, average: 9, nps: 100, nps_split: { promoters: 1, passives: 0, detractors: 0 } });
    const manager = await summary(tokens["gerente-norte@ventas.co"]!);
    expect((await manager.json()).overall).toMatchObject({ ratings: 0 });
    expect((await summary(tokens["gerente-norte@ventas.co"]!, "?supplier=centro")).status).toBe(403);
    expect((await summary(tokens["mesero@ventas.co"]!)).status).toBe(403);
  });
});
