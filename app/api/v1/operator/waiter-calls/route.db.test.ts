import { POST } from "@/app/api/v1/places/[token]/waiter-call/route";
import { importBrand } from "@/lib/server/brands/import-brand";
import { brandWithCallingTables, placeToken } from "@/tests/factories/waiter-calls";
import { brandRequest, params } from "@/tests/helpers/requests";
import { withTestDatabase } from "@/tests/helpers/test-database";
import { OPERATOR_SECRET, operatorKey } from "@/tests/helpers/operator-key";
import { PATCH } from "./[id]/route";
import { GET } from "./route";

const OPERATOR = operatorKey("operador");
const bearer = { authorization: `Bearer ${OPERATOR}` };
const db = withTestDatabase();
let mine: number;
let theirs: number;

beforeAll(async () => {
  process.env.OPERATOR_API_KEY = OPERATOR_SECRET;
  mine = (await importBrand(db.current.db, brandWithCallingTables("operador"))).instanceId;
  theirs = (await importBrand(db.current.db, { ...brandWithCallingTables("ajena"), domains: [] })).instanceId;
});

async function tap(slug: string, instanceId: number, code: string, reason?: string) {
  const token = await placeToken(db.current.db, instanceId, "centro", code);
  const response = await POST(
    brandRequest(slug, `/api/v1/places/${token}/waiter-call`, { method: "POST", body: JSON.stringify(reason ? { reason } : {}) }),
    params({ token }),
  );
  return (await response.json()).call as { id: number };
}

const list = (query = "", headers: HeadersInit = bearer, slug = "operador") => GET(brandRequest(slug, `/api/v1/operator/waiter-calls${query}`, { headers }));

const acknowledge = (id: string | number, body: unknown = { status: "acknowledged" }, headers: HeadersInit = bearer, slug = "operador") =>
  PATCH(
    brandRequest(slug, `/api/v1/operator/waiter-calls/${id}`, { method: "PATCH", body: typeof body === "string" ? body : JSON.stringify(body), headers }),
    params({ id: String(id) }),
  );

describe("operator waiter calls", () => {
  let bill: { id: number };
  let help: { id: number };
  let foreign: { id: number };

  beforeAll(async () => {
    bill = await tap("operador", mine, "1", "bill");
    help = await tap("operador", mine, "T-1", "help");
    foreign = await tap("ajena", theirs, "1");
  });

  it("lists the brand's open calls, oldest first, with their table, zone, reason and age — never another brand's", async () => {
    const response = await list("?status=open");
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    const { calls } = await response.json();
    expect(calls).toEqual([
      expect.objectContaining({ id: bill.id, status: "open", reason: "bill", age_seconds: expect.any(Number), place: { kind: "table", code: "1", zone: "Salón", token: expect.any(String) } }),
      expect.objectContaining({ id: help.id, status: "open", reason: "help", place: { kind: "table", code: "T-1", zone: "Terraza", token: expect.any(String) } }),
    ]);
    expect(calls[0].supplier).toMatchObject({ slug: "centro" });
    expect((await (await list("?supplier_id=centro")).json()).calls).toHaveLength(2);
    expect((await (await list("?supplier_id=barra")).json()).calls).toEqual([]);
  });

  it("acknowledges an open call once: 200, then 409 call_already_acknowledged; it leaves the open list", async () => {
    const first = await acknowledge(bill.id);
    expect(first.status).toBe(200);
    expect((await first.json()).call).toMatchObject({ id: bill.id, status: "acknowledged", acknowledged_at: expect.any(String) });
    const second = await acknowledge(bill.id);
    expect(second.status).toBe(409);
    expect((await second.json()).error.code).toBe("call_already_acknowledged");
    expect((await (await list()).json()).calls.map((call: { id: number }) => call.id)).toEqual([help.id]);
    expect((await (await list("?status=acknowledged")).json()).calls.map((call: { id: number }) => call.id)).toEqual([bill.id]);
  });

  it("answers 404 for another brand's call or an unknown one, and for a branch the brand does not have; that brand's staff use their own key", async () => {
    for (const id of [foreign.id, 999999]) {
      const response = await acknowledge(id);
      expect(response.status).toBe(404);
      expect((await response.json()).error.code).toBe("not_found");
    }
    expect((await list("?supplier_id=nowhere")).status).toBe(404);
    expect((await acknowledge(foreign.id, { status: "acknowledged" }, bearer, "ajena")).status).toBe(401);
    expect((await acknowledge(foreign.id, { status: "acknowledged" }, { authorization: `Bearer ${operatorKey("ajena")}` }, "ajena")).status).toBe(200);
  });

  it("requires the operator key (401 unauthorized) or a staff session for reading and acknowledging", async () => {
    const wrong = { authorization: "Bearer wrong-key-0123456789" };
    for (const response of [await list("", wrong), await acknowledge(help.id, { status: "acknowledged" }, wrong)]) {
      expect(response.status).toBe(401);
      expect((await response.json()).error.code).toBe("unauthorized");
    }
    // no key: a console call, which needs a staff session (a change, first the brand's Origin)
    const read = await list("", {});
    expect(read.status).toBe(401);
    expect((await read.json()).error.code).toBe("staff_signed_out");
    expect((await acknowledge(help.id, { status: "acknowledged" }, {})).status).toBeGreaterThanOrEqual(401);
    expect((await (await list()).json()).calls.map((call: { id: number }) => call.id)).toEqual([help.id]);
  });

  it("answers 400 bad_request for a malformed id, status, body or query", async () => {
    const responses = [
      await acknowledge("abc"),
      await acknowledge(help.id, { status: "open" }),
      await acknowledge(help.id, { status: "acknowledged", reason: "bill" }),
      await acknowledge(help.id, "{"),
      await list("?status=closed"),
      await list("?supplier_id=Not%20A%20Slug"),
      await list("?table=5"),
    ];
    for (const response of responses) {
      expect(response.status).toBe(400);
      expect((await response.json()).error.code).toBe("bad_request");
    }
  });
});
