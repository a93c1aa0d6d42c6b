import { existsSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { PATCH } from "@/app/api/v1/operator/orders/[id]/route";
import { RATE_LIMITS } from "@/lib/domain/http/rate-limits";
import { MAX_RECEIPT_BYTES } from "@/lib/domain/payments/receipt-file";
import { importBrand } from "@/lib/server/brands/import-brand";
import { orders } from "@/lib/server/db/schema";
import { brand } from "@/tests/factories/brand";
import { checkoutBody, factoryIds, placeOrder } from "@/tests/helpers/checkout";
import { brandRequest, params } from "@/tests/helpers/requests";
import { withTestDatabase } from "@/tests/helpers/test-database";
import { OPERATOR_SECRET, operatorKey } from "@/tests/helpers/operator-key";
import { GET } from "../route";
import { POST } from "./route";

const OPERATOR = operatorKey("recibos");
const db = withTestDatabase();
let dataDir: string;
let ids: Awaited<ReturnType<typeof factoryIds>>;

type PlacedOrder = { id: number; access_token: string };

/** One lemonade to take away, paid with `paymentMethod`, through the real orders API. */
async function placeOrderPaidBy(paymentMethod: string): Promise<PlacedOrder> {
  const placed = await placeOrder("recibos", checkoutBody(ids, { lines: [{ product_supplier_id: ids.limonada, quantity: 1, options: {} }], payment_method: paymentMethod }));
  expect(placed.status).toBe(201);
  return placed.json.order;
}

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), "comanda-receipts-"));
  process.env.DATA_DIR = dataDir;
  process.env.OPERATOR_API_KEY = OPERATOR_SECRET;
  ids = await factoryIds(db.current.db, (await importBrand(db.current.db, brand("recibos"))).instanceId);
});

afterAll(() => rm(dataDir, { recursive: true, force: true }));

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d];
const file = (content: BlobPart[], name: string, type: string) => new File(content, name, { type });

function upload(order: PlacedOrder, sent: File, token = order.access_token) {
  const form = new FormData();
  form.set("file", sent);
  return POST(brandRequest("recibos", `/api/v1/orders/${order.id}/receipt?token=${token}`, { method: "POST", body: form }), params({ id: String(order.id) }));
}

const storedPath = async (id: number) => (await db.current.db.select().from(orders).where(eq(orders.id, id)))[0]!.receiptPath;
const errorCode = async (response: Response) => (await response.json()).error.code;

describe("uploading a payment receipt", () => {
  let order: PlacedOrder;
  beforeAll(async () => {
    order = await placeOrderPaidBy("payment_receipt");
  });

  it("stores a PNG under DATA_DIR with a name of its own, and the order shows the receipt but not its path", async () => {
    const response = await upload(order, file([Uint8Array.from(PNG)], "../../comprobante.png", "image/png"));
    expect(response.status).toBe(200);
    const { order: json } = await response.json();
    expect(json.receipt).toEqual({ type: "image/png", uploaded_at: expect.any(String) });
    expect(json.supplier).toBe("centro");
    expect(JSON.stringify(json)).not.toContain("receipts/");

    const stored = (await storedPath(order.id))!;
    expect(stored).toMatch(/^receipts\/\d+\/[0-9a-f]{32}\.png$/);
    expect(existsSync(path.join(dataDir, stored))).toBe(true);

    const read = await GET(brandRequest("recibos", `/api/v1/orders/${order.id}?token=${order.access_token}`), params({ id: String(order.id) }));
    expect((await read.json()).order.receipt).toMatchObject({ type: "image/png" });
  });

  it("accepts a PDF, which replaces the earlier file", async () => {
    const before = (await storedPath(order.id))!;
    const response = await upload(order, file(["%PDF-1.7\n%âãÏÓ\n"], "extracto.pdf", "application/pdf"));
    expect(response.status).toBe(200);
    expect((await response.json()).order.receipt.type).toBe("application/pdf");
    const after = (await storedPath(order.id))!;
    expect(after).toMatch(/\.pdf$/);
    expect(existsSync(path.join(dataDir, after))).toBe(true);
    expect(existsSync(path.join(dataDir, before))).toBe(false);
  });

  it("rejects a .png that is really text or HTML, whatever its declared type", async () => {
    for (const content of ["hola, esto es un comprobante", "<svg xmlns='http://www.w3.org/2000/svg'><script>alert(1)</script></svg>"]) {
      const response = await upload(order, file([content], "comprobante.png", "image/png"));
      expect(response.status).toBe(415);
      expect(await errorCode(response)).toBe("receipt_type");
    }
  });

  it("rejects a file over 5 MB", async () => {
    const big = new Uint8Array(MAX_RECEIPT_BYTES + 1);
    big.set(PNG);
    const response = await upload(order, file([big], "foto.png", "image/png"));
    expect(response.status).toBe(413);
    expect(await errorCode(response)).toBe("receipt_too_large");
  });

  it("answers 404 to a wrong token, as reading the order does", async () => {
    const response = await upload(order, file([Uint8Array.from(PNG)], "c.png", "image/png"), "x".repeat(order.access_token.length));
    expect(response.status).toBe(404);
    expect(await errorCode(response)).toBe("not_found");
  });

  it("answers 400 when the body has no file", async () => {
    const response = await POST(
      brandRequest("recibos", `/api/v1/orders/${order.id}/receipt?token=${order.access_token}`, { method: "POST", body: "not multipart" }),
      params({ id: String(order.id) }),
    );
    expect(response.status).toBe(400);
  });

  it("refuses a new receipt once the order is approved", async () => {
    const approve = await PATCH(
      brandRequest("recibos", `/api/v1/operator/orders/${order.id}`, { method: "PATCH", body: JSON.stringify({ status: "approved" }), headers: { authorization: `Bearer ${OPERATOR}` } }),
      params({ id: String(order.id) }),
    );
    expect(approve.status).toBe(200);
    const response = await upload(order, file([Uint8Array.from(PNG)], "c.png", "image/png"));
    expect(response.status).toBe(409);
    expect(await errorCode(response)).toBe("already_approved");
  });
});

describe("orders that take no receipt", () => {
  it("refuses one paid another way", async () => {
    const cash = await placeOrderPaidBy("cash_or_dataphone");
    const response = await upload(cash, file([Uint8Array.from(PNG)], "c.png", "image/png"));
    expect(response.status).toBe(409);
    expect(await errorCode(response)).toBe("receipt_not_accepted");
  });

  it("refuses one older than a day (product §5), which the order JSON reports as unpayable", async () => {
    const old = await placeOrderPaidBy("payment_receipt");
    await db.current.db.update(orders).set({ createdAt: new Date(Date.now() - 25 * 60 * 60 * 1000) }).where(eq(orders.id, old.id));
    const response = await upload(old, file([Uint8Array.from(PNG)], "c.png", "image/png"));
    expect(response.status).toBe(409);
    expect(await errorCode(response)).toBe("order_unpayable");
    const read = await GET(brandRequest("recibos", `/api/v1/orders/${old.id}?token=${old.access_token}`), params({ id: String(old.id) }));
    expect((await read.json()).order).toMatchObject({ unpayable: true, payable: false, receipt: null });
  });
});

describe("a flood of uploads from one client", () => {
  it("is refused past the receipt budget with 429 and Retry-After, before the file is read", async () => {
    const order = await placeOrderPaidBy("payment_receipt");
    const { points, seconds } = RATE_LIMITS.receipt_upload;
    const send = (client: string) => {
      const form = new FormData();
      form.set("file", file([Uint8Array.from(PNG)], "comprobante.png", "image/png"));
      const request = brandRequest("recibos", `/api/v1/orders/${order.id}/receipt?token=${order.access_token}`, { method: "POST", body: form, headers: { "x-forwarded-for": client } });
      return POST(request, params({ id: String(order.id) }));
    };
    for (let i = 0; i < points; i++) expect((await send("192.0.2.40")).status).toBe(200);
    const refused = await send("192.0.2.40");
    expect(refused.status).toBe(429);
    const retryAfter = Number(refused.headers.get("retry-after"));
    expect(retryAfter >= 1 && retryAfter <= seconds).toBe(true);
    expect(await refused.json()).toEqual({ error: { code: "rate_limited", message: expect.any(String), retry_after: retryAfter } });
    expect((await send("192.0.2.41")).status).toBe(200);
  });
});
