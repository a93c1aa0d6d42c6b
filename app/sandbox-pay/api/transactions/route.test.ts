import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { NextRequest } from "next/server";
import { minor } from "@/lib/domain/money/minor";
import { verifyEvent, type WompiEvent } from "@/lib/domain/payments/wompi-signature";

/** What the app's events endpoint received: the parsed body and its X-Event-Checksum header. */
interface Received {
  event: WompiEvent & { data: { transaction: Record<string, unknown> } };
  checksum: string | undefined;
}

let server: Server;
let received: Received[] = [];
/** Status codes the fake events endpoint answers with, one per request; 200 once these run out. */
let answers: number[] = [];

async function readBody(request: IncomingMessage): Promise<string> {
  let text = "";
  for await (const chunk of request) text += chunk;
  return text;
}

let POST: typeof import("./route").POST;
let secrets: { publicKey: string; integrity: string; events: string };
let checkoutQuery: Record<string, string>;

beforeAll(async () => {
  server = createServer((request, response) => {
    void readBody(request).then((body) => {
      const status = answers.shift() ?? 200;
      if (status === 200) received.push({ event: JSON.parse(body), checksum: request.headers["x-event-checksum"] as string | undefined });
      response.writeHead(status).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  // env() reads these once, at the first import below.
  process.env.PAYMENT_EVENTS_URL = `http://127.0.0.1:${(server.address() as AddressInfo).port}/events`;
  process.env.PAYMENT_SANDBOX_PSE_SETTLE_MS = "30";

  ({ POST } = await import("./route"));
  const gateway = await import("@/lib/server/payments/sandbox-gateway");
  const { webCheckoutUrl } = await import("@/lib/server/payments/web-checkout");
  secrets = gateway.sandboxSecrets();
  const url = webCheckoutUrl(gateway.sandboxCheckoutBase("fogon-andino.localhost:3000", "http:"), secrets.publicKey, secrets.integrity, {
    reference: "ord_42_1",
    amountMinor: minor(24900),
    currency: "COP",
    method: "card",
    redirectUrl: "http://fogon-andino.localhost:3000/orders/42?token=abc",
    customer: { email: "ana@example.co", fullName: "Ana Pérez", phone: "3001234567", legalId: "1020304050", legalIdType: "cc" },
    locale: "es",
  });
  checkoutQuery = Object.fromEntries(new URL(url).searchParams);
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

beforeEach(() => {
  received = [];
  answers = [];
});

const card = { holder: "Ana Pérez", number: "4242 4242 4242 4242", cvc: "123", month: "12", year: String(new Date().getUTCFullYear() + 3), identification_type: "cc", identification: "1020304050" };
const pse = { bank: "1", person_type: "person", document_type: "cc", document_number: "1020304050" };

function pay(body: unknown) {
  return POST(
    new NextRequest("http://pay.localhost/sandbox-pay/api/transactions", {
      method: "POST",
      body: typeof body === "string" ? body : JSON.stringify(body),
      headers: { "content-type": "application/json" },
    }),
  );
}

async function eventually(count: number, timeoutMs = 2_000): Promise<Received[]> {
  const until = Date.now() + timeoutMs;
  while (received.length < count && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 10));
  return received;
}

describe("POST /api/transactions (sandbox gateway)", () => {
  it("refuses a checkout whose amount was changed after signing, and tells no one", async () => {
    const response = await pay({ checkout: { ...checkoutQuery, "amount-in-cents": "100" }, method: "card", data: card });
    expect(response.status).toBe(400);
    expect((await response.json()).error).toMatchObject({ code: "bad_request", fields: { "checkout.signature:integrity": "invalid" } });
    expect(received).toEqual([]);
  });

  it("names the missing checkout parameters and rejects a body that is not JSON", async () => {
    const { reference: _, ...withoutReference } = checkoutQuery;
    const missing = await pay({ checkout: withoutReference, method: "card", data: card });
    expect(missing.status).toBe(400);
    expect(Object.keys((await missing.json()).error.fields)).toEqual(["checkout.reference"]);
    expect((await pay("{not json")).status).toBe(400);
    expect((await pay([])).status).toBe(400);
  });

  it("checks the card again on the server: a number failing Luhn is a 400 naming the field", async () => {
    const response = await pay({ checkout: checkoutQuery, method: "card", data: { ...card, number: "4242 4242 4242 4241" } });
    expect(response.status).toBe(400);
    expect((await response.json()).error.fields).toEqual({ "data.number": "validation.invalidCard" });
    expect(received).toEqual([]);
  });

  it("approves 4242… and delivers the signed event before answering", async () => {
    const response = await pay({ checkout: checkoutQuery, method: "card", data: card });
    expect(response.status).toBe(201);
    const { redirect, transaction } = await response.json();
    expect(transaction).toEqual({ id: expect.stringMatching(/^sbx_[0-9a-f]{24}$/), status: "APPROVED" });
    // The redirect URL keeps its own query (the order's token) and gains Wompi's id and env.
    const back = new URL(redirect);
    expect(`${back.origin}${back.pathname}`).toBe("http://fogon-andino.localhost:3000/orders/42");
    expect(Object.fromEntries(back.searchParams)).toEqual({ token: "abc", id: transaction.id, env: "test" });

    expect(received).toHaveLength(1);
    const { event, checksum } = received[0]!;
    expect(verifyEvent(event, checksum, secrets.events)).toBe(true);
    expect(verifyEvent(event, checksum, "another-secret")).toBe(false);
    expect(event).toMatchObject({ event: "transaction.updated", environment: "test", signature: { properties: ["transaction.id", "transaction.status", "transaction.amount_in_cents"] } });
    expect(event.data.transaction).toEqual({
      id: transaction.id,
      status: "APPROVED",
      amount_in_cents: 2490000,
      reference: "ord_42_1",
      currency: "COP",
      customer_email: "ana@example.co",
      payment_method_type: "CARD",
      redirect_url: "http://fogon-andino.localhost:3000/orders/42?token=abc",
    });
    expect(event.timestamp).toBe(Math.floor(Date.parse(event.sent_at!) / 1000));
  });

  it("retries an event the app could not take (5xx), and gives up on a 4xx without failing the diner", async () => {
    answers = [503, 502];
    const retried = await pay({ checkout: checkoutQuery, method: "nequi", data: { phone: "3992222222" } });
    expect(retried.status).toBe(201);
    expect(received.map((r) => r.event.data.transaction)).toMatchObject([{ status: "DECLINED", payment_method_type: "NEQUI" }]);

    received = [];
    answers = [401];
    const warn = jest.spyOn(console, "warn").mockImplementation(() => {});
    const refused = await pay({ checkout: checkoutQuery, method: "card", data: { ...card, number: "4111111111111111" } });
    expect(refused.status).toBe(201);
    expect(answers).toEqual([]);
    expect(received).toEqual([]);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining("not delivered: HTTP 401"));
    warn.mockRestore();
  });

  it("answers PSE once PENDING is delivered, and the bank's verdict follows on its own", async () => {
    const response = await pay({ checkout: checkoutQuery, method: "pse", data: pse });
    expect(response.status).toBe(201);
    const { transaction } = await response.json();
    expect(transaction.status).toBe("PENDING");
    expect(received.map((r) => r.event.data.transaction.status)).toEqual(["PENDING"]);

    const events = await eventually(2);
    expect(events.map((r) => r.event.data.transaction)).toMatchObject([
      { id: transaction.id, status: "PENDING", payment_method_type: "PSE" },
      { id: transaction.id, status: "APPROVED", payment_method_type: "PSE", amount_in_cents: 2490000 },
    ]);
    expect(events.every(({ event, checksum }) => verifyEvent(event, checksum, secrets.events))).toBe(true);
  });

  it("declines PSE at the bank that declines", async () => {
    await pay({ checkout: checkoutQuery, method: "pse", data: { ...pse, bank: "2" } });
    expect((await eventually(2)).map((r) => r.event.data.transaction.status)).toEqual(["PENDING", "DECLINED"]);
  });
});
