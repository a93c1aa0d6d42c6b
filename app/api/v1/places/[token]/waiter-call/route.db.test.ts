import { and, eq, sql } from "drizzle-orm";
import { PATCH } from "@/app/api/v1/operator/waiter-calls/[id]/route";
import { WAITER_CALL_COOLDOWN_SECONDS } from "@/lib/domain/tabs/waiter-call";
import { importBrand } from "@/lib/server/brands/import-brand";
import * as t from "@/lib/server/db/schema";
import { brandWithCallingTables, placeToken } from "@/tests/factories/waiter-calls";
import { brandRequest, params } from "@/tests/helpers/requests";
import { withTestDatabase } from "@/tests/helpers/test-database";
import { OPERATOR_SECRET, operatorKey } from "@/tests/helpers/operator-key";
import { GET, POST } from "./route";

const OPERATOR = operatorKey("llamados");
const db = withTestDatabase();
let mine: number;
let theirs: number;

beforeAll(async () => {
  process.env.OPERATOR_API_KEY = OPERATOR_SECRET;
  mine = (await importBrand(db.current.db, brandWithCallingTables("llamados"))).instanceId;
  theirs = (await importBrand(db.current.db, { ...brandWithCallingTables("ajena"), domains: [] })).instanceId;
});

const token = (branch: string, code: string, instanceId = mine) => placeToken(db.current.db, instanceId, branch, code);
const path = (value: string) => `/api/v1/places/${encodeURIComponent(value)}/waiter-call`;

function call(value: string, body: unknown = {}, slug = "llamados") {
  return POST(brandRequest(slug, path(value), { method: "POST", body: typeof body === "string" ? body : JSON.stringify(body) }), params({ token: value }));
}

function state(value: string, headers: HeadersInit = {}, slug = "llamados") {
  return GET(brandRequest(slug, path(value), { headers }), params({ token: value }));
}

function acknowledge(id: number) {
  return PATCH(
    brandRequest("llamados", `/api/v1/operator/waiter-calls/${id}`, {
      method: "PATCH",
      body: JSON.stringify({ status: "acknowledged" }),
      headers: { authorization: `Bearer ${OPERATOR}` },
    }),
    params({ id: String(id) }),
  );
}

async function openCallsAt(instanceId: number, placeToken: string) {
  const [place] = await db.current.db.select({ id: t.places.id }).from(t.places).where(eq(t.places.token, placeToken));
  return db.current.db
    .select()
    .from(t.waiterCalls)
    .where(and(eq(t.waiterCalls.instanceId, instanceId), eq(t.waiterCalls.placeId, place!.id), eq(t.waiterCalls.status, "open")));
}

describe("POST /api/v1/places/{token}/waiter-call", () => {
  it("opens a call with its reason (201), then answers every further tap with that same call (200)", async () => {
    const table = await token("centro", "1");
    const first = await call(table, { reason: "bill" });
    expect(first.status).toBe(201);
    expect(first.headers.get("cache-control")).toBe("private, no-store");
    const { call: opened } = await first.json();
    expect(opened).toEqual({ id: expect.any(Number), status: "open", reason: "bill", created_at: expect.any(String), acknowledged_at: null });

    const again = await call(table, { reason: "help" });
    expect(again.status).toBe(200);
    expect((await again.json()).call).toEqual(opened);
    expect(await openCallsAt(mine, table)).toHaveLength(1);
  });

  it("makes exactly one call when ten phones tap at once", async () => {
    const table = await token("centro", "2");
    const answers = await Promise.all(Array.from({ length: 10 }, () => call(table)));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 200, 200, 200, 200, 200, 200, 200, 200, 201]);
    const ids = new Set(await Promise.all(answers.map(async (answer) => (await answer.json()).call.id)));
    expect(ids.size).toBe(1);
    expect(await openCallsAt(mine, table)).toHaveLength(1);
  });

  it("keeps the acknowledged call during the cooldown (200, retry-after), then takes a new call", async () => {
    const table = await token("centro", "T-1");
    const { call: opened } = await (await call(table)).json();
    expect((await acknowledge(opened.id)).status).toBe(200);

    const held = await call(table, { reason: "cutlery" });
    expect(held.status).toBe(200);
    expect(Number(held.headers.get("retry-after"))).toBeGreaterThan(WAITER_CALL_COOLDOWN_SECONDS - 5);
    expect((await held.json()).call).toMatchObject({ id: opened.id, status: "acknowledged", acknowledged_at: expect.any(String) });
    expect(await openCallsAt(mine, table)).toHaveLength(0);

    // The cooldown has passed.
    await db.current.db
      .update(t.waiterCalls)
      .set({ acknowledgedAt: sql`now() - make_interval(secs => ${WAITER_CALL_COOLDOWN_SECONDS + 1})` })
      .where(eq(t.waiterCalls.id, opened.id));
    const next = await call(table, { reason: "cutlery" });
    expect(next.status).toBe(201);
    expect((await next.json()).call).toMatchObject({ status: "open", reason: "cutlery" });
  });

  it("answers 404 not_found for a forged token and for another brand's token on this host", async () => {
    for (const value of ["AAAAAAAAAAAAAAAAAAAAAAAA", await token("centro", "1", theirs)]) {
      const response = await call(value);
      expect(response.status).toBe(404);
      expect((await response.json()).error.code).toBe("not_found");
      expect((await state(value)).status).toBe(404);
    }
    expect((await call(await token("centro", "1", theirs), {}, "ajena")).status).toBe(201);
  });

  it("answers 409 call_waiter_unavailable in basic mode, for a hotel room or a cinema seat, and where the brand switched it off", async () => {
    const stored = () => db.current.db.select().from(t.waiterCalls).where(eq(t.waiterCalls.instanceId, mine)).then((rows) => rows.length);
    const before = await stored();
    for (const [branch, code] of [["barra", "1"], ["hotel", "101"], ["hotel", "B3"], ["patio", "1"]] as const) {
      const value = await token(branch, code);
      for (const response of [await call(value), await state(value)]) {
        expect({ branch, code, status: response.status }).toEqual({ branch, code, status: 409 });
        expect((await response.json()).error.code).toBe("call_waiter_unavailable");
      }
    }
    expect(await stored()).toBe(before);
  });

  it("answers 400 bad_request for a malformed token, an unknown reason, extra fields or a body that is not JSON", async () => {
    const table = await token("centro", "1");
    for (const response of [await call("mesa-5"), await call(table, { reason: "dessert" }), await call(table, { reason: "bill", table: 5 }), await call(table, "not json"), await state("12")]) {
      expect(response.status).toBe(400);
      expect((await response.json()).error.code).toBe("bad_request");
    }
  });
});

describe("GET /api/v1/places/{token}/waiter-call", () => {
  it("answers no call for a table that never called, then the call's state, with an ETag that turns polls into 304s until it changes", async () => {
    const table = await token("centro", "2", theirs);
    const none = await state(table, {}, "ajena");
    expect(none.status).toBe(200);
    expect(none.headers.get("cache-control")).toBe("private, no-store");
    expect(await none.json()).toEqual({ call: null });
    const noneTag = none.headers.get("etag")!;
    expect((await state(table, { "if-none-match": noneTag }, "ajena")).status).toBe(304);

    const { call: opened } = await (await call(table, {}, "ajena")).json();
    const open = await state(table, { "if-none-match": noneTag }, "ajena");
    expect(open.status).toBe(200);
    expect((await open.json()).call).toEqual(opened);
    const openTag = open.headers.get("etag")!;
    expect(openTag).not.toBe(noneTag);
    const unchanged = await state(table, { "if-none-match": openTag }, "ajena");
    expect(unchanged.status).toBe(304);
    expect(await unchanged.text()).toBe("");

    await db.current.db.update(t.waiterCalls).set({ status: "acknowledged", acknowledgedAt: new Date() }).where(eq(t.waiterCalls.id, opened.id));
    const taken = await state(table, { "if-none-match": openTag }, "ajena");
    expect(taken.status).toBe(200);
    expect((await taken.json()).call).toMatchObject({ id: opened.id, status: "acknowledged", acknowledged_at: expect.any(String) });
  });
});
