import { GET as staffList } from "@/app/api/v1/operator/waitlist/route";
import { POST as seat } from "@/app/api/v1/operator/waitlist/seat/route";
import { importBrand } from "@/lib/server/brands/import-brand";
import { brandWithBookings } from "@/tests/factories/bookings";
import { OPERATOR_SECRET, operatorKey } from "@/tests/helpers/operator-key";
import { brandRequest, params } from "@/tests/helpers/requests";
import { withTestDatabase } from "@/tests/helpers/test-database";
import { DELETE, GET } from "./[id]/route";
import { POST } from "./route";

const db = withTestDatabase();
const TABLES = [
  { code: "1", zone: "Salón", seats: 4 },
  { code: "2", zone: "Salón", seats: 2 },
];

beforeAll(async () => {
  process.env.OPERATOR_API_KEY = OPERATOR_SECRET;
  await importBrand(db.current.db, brandWithBookings("fila", { max_party: 6, waitlist_minutes: 15 }, TABLES));
  await importBrand(db.current.db, brandWithBookings("otra-fila", {}, TABLES));
  // a branch open one minute tomorrow (on Bogotá's clock, days 1–7 from Monday) is closed now: so is its waitlist
  const closed = brandWithBookings("cerrada", {}, TABLES);
  const today = ((new Date(Date.now() - 5 * 3_600_000).getUTCDay() + 6) % 7) + 1;
  closed.branches[0]!.opening_hours = [{ days: [(today % 7) + 1], open: "03:00", close: "03:01" }];
  await importBrand(db.current.db, closed);
});

let client = 0;
function join(slug: string, persons: number, name = "Ana Pérez", phone = "300 123 4567") {
  const body = { supplier: "centro", persons, contact: { name, phone } };
  return POST(brandRequest(slug, "/api/v1/waitlist", { method: "POST", body: JSON.stringify(body), headers: { "x-forwarded-for": `10.1.0.${client++}` } }));
}
const read = (slug: string, id: number, token: string) => GET(brandRequest(slug, `/api/v1/waitlist/${id}?token=${token}`), params({ id: String(id) }));
const leave = (slug: string, id: number, token: string) => DELETE(brandRequest(slug, `/api/v1/waitlist/${id}?token=${token}`, { method: "DELETE" }), params({ id: String(id) }));
const staff = { authorization: `Bearer ${operatorKey("fila")}` };
const seatAt = (place: string, entry_id?: number, slug = "fila") =>
  seat(brandRequest(slug, "/api/v1/operator/waitlist/seat", { method: "POST", body: JSON.stringify({ supplier: "centro", place, entry_id }), headers: { authorization: `Bearer ${operatorKey(slug)}` } }));
const entryOf = async (response: Response) => (await response.json()).entry;
const codeOf = async (response: Response) => ({ status: response.status, code: (await response.json()).error?.code });

describe("the walk-in waitlist", () => {
  it("lines parties up by arrival with an estimate, calls the next who fits a free table, and moves the line up", async () => {
    const six = await (await join("fila", 6, "Grupo Seis")).json();
    const two = await (await join("fila", 2, "Luis Gómez")).json();
    const three = await (await join("fila", 3, "Marta Ruiz")).json();
    expect(six.entry).toMatchObject({ status: "waiting", position: 1, estimate_minutes: 15, table: null, supplier: { slug: "centro" } });
    expect(three.entry).toMatchObject({ position: 3, estimate_minutes: 45 });
    expect(six.access_token).toMatch(/^[\w-]{32}$/);

    // table 2 seats two: the six are skipped, the couple behind them is called, with the table's menu
    const called = await seatAt("2");
    expect(called.status).toBe(200);
    expect(await entryOf(called)).toMatchObject({ id: two.entry.id, status: "ready", position: null, table: { code: "2", zone: "Salón" } });
    const ready = await entryOf(await read("fila", two.entry.id, two.access_token));
    expect(ready.table.menu_path).toMatch(/^\/centro\?service=on_table&table=[\w-]+$/);
    expect(await entryOf(await read("fila", three.entry.id, three.access_token))).toMatchObject({ position: 2, estimate_minutes: 30 });

    // the six leave the line: the three move to the front
    expect(await entryOf(await leave("fila", six.entry.id, six.access_token))).toMatchObject({ status: "left", position: null });
    expect(await codeOf(await leave("fila", six.entry.id, six.access_token))).toEqual({ status: 409, code: "waitlist_left" });
    expect(await entryOf(await read("fila", three.entry.id, three.access_token))).toMatchObject({ position: 1, estimate_minutes: 15 });

    // the host's list: the three waiting and the couple called, with phones to call them
    const list = (await (await staffList(brandRequest("fila", "/api/v1/operator/waitlist?supplier=centro", { headers: staff }))).json()).entries;
    expect(list.map((entry: { name: string; status: string }) => [entry.name, entry.status])).toEqual([
      ["Luis Gómez", "ready"],
      ["Marta Ruiz", "waiting"],
    ]);
    expect(list[1].phone).toBe("300 123 4567");

    // a named party is seated at table 1, which then holds it: one party per table
    expect(await entryOf(await seatAt("1", three.entry.id))).toMatchObject({ status: "ready", table: { code: "1" } });
    expect(await codeOf(await seatAt("1"))).toEqual({ status: 409, code: "table_taken" });
    // the couple called to table 2 leaves instead: the table is free again, and nobody is left to call
    await leave("fila", two.entry.id, two.access_token);
    expect(await codeOf(await seatAt("2"))).toEqual({ status: 409, code: "waitlist_empty" });
    expect(await codeOf(await seatAt("9"))).toEqual({ status: 422, code: "place_unknown" });
  });

  it("refuses a party larger than the branch seats, a closed branch, a bad phone, and strangers", async () => {
    expect(await codeOf(await join("fila", 7))).toEqual({ status: 422, code: "party_too_large" });
    expect(await codeOf(await join("cerrada", 2))).toEqual({ status: 422, code: "branch_closed" });
    expect(await codeOf(await join("fila", 2, "Ana", "123"))).toEqual({ status: 400, code: "bad_request" });
    expect(await codeOf(await join("fila", 0))).toEqual({ status: 400, code: "bad_request" });

    const { entry, access_token } = await (await join("fila", 2)).json();
    const wrong = access_token.replace(/^./, (c: string) => (c === "A" ? "B" : "A"));
    expect((await read("fila", entry.id, wrong)).status).toBe(404);
    expect((await leave("fila", entry.id, wrong)).status).toBe(404);
    expect((await read("otra-fila", entry.id, access_token)).status).toBe(404); // another brand's host
    expect((await seatAt("1", entry.id, "otra-fila")).status).toBe(409); // another brand's staff cannot call it
    expect((await staffList(brandRequest("fila", "/api/v1/operator/waitlist?supplier=centro"))).status).toBe(401);
  });

  it("answers 400 (never 5xx) to a malformed join, a bad id or token, a seat without its table", async () => {
    const notJson = await POST(brandRequest("fila", "/api/v1/waitlist", { method: "POST", body: "{persons:", headers: { "x-forwarded-for": "10.1.9.1" } }));
    expect(await codeOf(notJson)).toEqual({ status: 400, code: "bad_request" });
    expect((await GET(brandRequest("fila", "/api/v1/waitlist/abc?token=x"), params({ id: "abc" }))).status).toBe(400);
    expect((await GET(brandRequest("fila", "/api/v1/waitlist/1"), params({ id: "1" }))).status).toBe(400);
    const noPlace = await seat(brandRequest("fila", "/api/v1/operator/waitlist/seat", { method: "POST", body: JSON.stringify({ supplier: "centro" }), headers: staff }));
    expect(await codeOf(noPlace)).toEqual({ status: 400, code: "bad_request" });
    expect((await staffList(brandRequest("fila", "/api/v1/operator/waitlist", { headers: staff }))).status).toBe(400);
  });

  it("calls each party once when two hosts free two tables at the same moment", async () => {
    const [a, b] = [await (await join("otra-fila", 2)).json(), await (await join("otra-fila", 2)).json()];
    const answers = await Promise.all([seatAt("1", undefined, "otra-fila"), seatAt("2", undefined, "otra-fila")]);
    const called = await Promise.all(answers.map(entryOf));
    expect(called.map((entry) => entry.id).sort()).toEqual([a.entry.id, b.entry.id].sort());
    expect(new Set(called.map((entry) => entry.table.code))).toEqual(new Set(["1", "2"]));
  });
});
