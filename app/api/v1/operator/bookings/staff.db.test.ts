import { and, eq, like } from "drizzle-orm";
import { DELETE as dinerCancel, GET as dinerBooking, PATCH as dinerChange } from "@/app/api/v1/bookings/[id]/route";
import { POST as book } from "@/app/api/v1/bookings/route";
import { DELETE as dinerLeave, GET as dinerWaitlist } from "@/app/api/v1/waitlist/[id]/route";
import { POST as joinWaitlist } from "@/app/api/v1/waitlist/route";
import { GET as listWaitlist } from "@/app/api/v1/operator/waitlist/route";
import { POST as seat } from "@/app/api/v1/operator/waitlist/seat/route";
import { importBrand } from "@/lib/server/brands/import-brand";
import { bookings, outboxMessages, staffAudit, suppliers } from "@/lib/server/db/schema";
import { bogotaDate, brandWithBookings, DINER } from "@/tests/factories/bookings";
import { OPERATOR_SECRET, operatorKey } from "@/tests/helpers/operator-key";
import { brandRequest, params } from "@/tests/helpers/requests";
import { makeStaff, signInAs, staffRequest } from "@/tests/helpers/staff";
import { withTestDatabase } from "@/tests/helpers/test-database";
import { PATCH } from "./[id]/route";
import { GET } from "./route";

/*
 * Bookings and waitlist: the host stand of the console. A waiter of the branch reads its day's book
 * and its line (ETag-polled), approves, declines, marks a no-show and seats a party at a table, each audited;
 * the diner's own page shows it. A waiter of another branch, a kitchen account, a change without the page's
 * Origin and another brand's booking are refused; the operator key keeps working for integrations.
 */
const SLUG = "anfitrion";
const TOMORROW = bogotaDate(1);
const TABLES = [
  { code: "1", zone: "Salón", seats: 4 },
  { code: "2", zone: "Salón", seats: 2 },
];
const db = withTestDatabase();
let instanceId: number;

beforeAll(async () => {
  process.env.OPERATOR_API_KEY = OPERATOR_SECRET;
  const file = brandWithBookings(SLUG, { approval: "manual" }, TABLES);
  file.branches.push({ ...file.branches[0]!, slug: "norte", name: "Sede Norte" });
  ({ instanceId } = await importBrand(db.current.db, file));
  const vecina = await importBrand(db.current.db, brandWithBookings("vecina", { approval: "manual" }, TABLES));
  const branches = await db.current.db.select().from(suppliers).where(eq(suppliers.instanceId, instanceId));
  await makeStaff(instanceId, "host@anfitrion.co", "waiter", [branches.find((b) => b.slug === "centro")!.id]);
  await makeStaff(instanceId, "lejos@anfitrion.co", "waiter", [branches.find((b) => b.slug === "norte")!.id]);
  await makeStaff(instanceId, "cocina@anfitrion.co", "kitchen");
  expect(vecina.instanceId).not.toBe(instanceId);
});

let client = 0;
const address = () => ({ "x-forwarded-for": `10.2.${Math.floor(client / 250)}.${client++ % 250}` });

async function dinerBooks(slug = SLUG, name = DINER.name) {
  const body = { supplier: "centro", date: TOMORROW, time: "20:00", persons: 2, contact: { ...DINER, name }, terms_accepted: true };
  const answer = await book(brandRequest(slug, "/api/v1/bookings", { method: "POST", body: JSON.stringify(body), headers: address() }));
  expect(answer.status).toBe(201);
  const { booking, access_token } = (await answer.json()) as { booking: { id: number; status: string }; access_token: string };
  return { id: booking.id, token: access_token };
}

async function dinerJoins(persons: number, name: string) {
  const body = { supplier: "centro", persons, contact: { name, phone: "300 123 4567" } };
  const answer = await joinWaitlist(brandRequest(SLUG, "/api/v1/waitlist", { method: "POST", body: JSON.stringify(body), headers: address() }));
  expect(answer.status).toBe(201);
  const { entry, access_token } = (await answer.json()) as { entry: { id: number }; access_token: string };
  return { id: entry.id, token: access_token };
}

const dinerView = async (id: number, token: string) =>
  ((await (await dinerBooking(brandRequest(SLUG, `/api/v1/bookings/${id}?token=${token}`), params({ id: String(id) }))).json()) as { booking: { status: string; canceled_by: string | null; table: { code: string } | null } })
    .booking;
const dinerSees = async (id: number, token: string) => (await dinerView(id, token)).status;
const dinerLine = async (id: number, token: string) =>
  ((await (await dinerWaitlist(brandRequest(SLUG, `/api/v1/waitlist/${id}?token=${token}`), params({ id: String(id) }))).json()) as { entry: { status: string; table: { code: string } | null } }).entry;

const day = (token: string, branch = "centro", headers: Record<string, string> = {}) =>
  GET(staffRequest(SLUG, `/api/v1/operator/bookings?supplier=${branch}&date=${TOMORROW}`, { token, headers }));
const move = (token: string, id: number, status: string, origin?: string | null, place?: string) =>
  PATCH(staffRequest(SLUG, `/api/v1/operator/bookings/${id}`, { method: "PATCH", token, body: { status, place }, origin }), params({ id: String(id) }));
const line = (token: string, branch = "centro") => listWaitlist(staffRequest(SLUG, `/api/v1/operator/waitlist?supplier=${branch}`, { token }));
const seatAt = (token: string, place: string, entry_id?: number) => seat(staffRequest(SLUG, "/api/v1/operator/waitlist/seat", { method: "POST", token, body: { supplier: "centro", place, entry_id } }));
/** The party's day comes: the booking is moved to today on the branch's clock, as if made for tonight. */
const arrivesToday = (id: number) => db.current.db.update(bookings).set({ localDate: bogotaDate(0) }).where(eq(bookings.id, id));
const dinerLeaves = (id: number, token: string) => dinerLeave(brandRequest(SLUG, `/api/v1/waitlist/${id}?token=${token}`, { method: "DELETE" }), params({ id: String(id) }));
const codeOf = async (response: Response) => ({ status: response.status, code: ((await response.json()) as { error?: { code: string } }).error?.code });
const audited = (action: string) =>
  db.current.db.select().from(staffAudit).where(and(eq(staffAudit.instanceId, instanceId), eq(staffAudit.action, action)));

it("lets the branch's host read the day, approve a booking, then mark it a no-show, audited, while the diner's page follows", async () => {
  const { id, token } = await dinerBooks();
  const host = await signInAs(SLUG, "host@anfitrion.co");
  const read = await day(host);
  expect(read.status).toBe(200);
  const listed = ((await read.json()) as { bookings: { id: number; status: string; contact: { phone: string } }[] }).bookings.find((b) => b.id === id);
  expect(listed).toMatchObject({ status: "pending", contact: { phone: DINER.phone } });
  // an unchanged day answers 304 to the console's next poll
  expect((await day(host, "centro", { "if-none-match": read.headers.get("etag")! })).status).toBe(304);

  expect((await move(host, id, "approved")).status).toBe(200);
  expect(await dinerSees(id, token)).toBe("approved");
  expect((await move(host, id, "canceled")).status).toBe(200);
  expect(await dinerSees(id, token)).toBe("canceled");
  expect(await codeOf(await move(host, id, "approved"))).toEqual({ status: 409, code: "invalid_transition" });

  expect(await audited("booking.approved")).toEqual([expect.objectContaining({ subjectType: "booking", subjectId: String(id), detail: { from: "pending", via: "console" } })]);
  expect(await audited("booking.no_show")).toEqual([expect.objectContaining({ subjectId: String(id), detail: { from: "approved", via: "console" } })]);
});

it("seats an accepted booking at a table of its branch, which the diner's page shows, and keeps it off the no-show list", async () => {
  const { id, token } = await dinerBooks(SLUG, "Mesa Uno");
  const host = await signInAs(SLUG, "host@anfitrion.co");
  expect(await codeOf(await move(host, id, "seated", undefined, "1"))).toEqual({ status: 409, code: "invalid_transition" }); // approve first
  expect((await move(host, id, "approved")).status).toBe(200);
  // booked for tomorrow: the party is not at the door today
  expect(await codeOf(await move(host, id, "seated", undefined, "1"))).toEqual({ status: 409, code: "booking_not_today" });
  await arrivesToday(id);
  expect((await move(host, id, "seated")).status).toBe(400); // which table?
  expect(await codeOf(await move(host, id, "seated", undefined, "9"))).toEqual({ status: 422, code: "place_unknown" });
  expect(await dinerSees(id, token)).toBe("approved");

  expect((await move(host, id, "seated", undefined, "1")).status).toBe(200);
  expect(await dinerView(id, token)).toMatchObject({ status: "seated", table: { code: "1" } });
  expect(await codeOf(await move(host, id, "canceled"))).toEqual({ status: 409, code: "invalid_transition" });
  expect(await audited("booking.seated")).toEqual([expect.objectContaining({ subjectId: String(id), detail: { from: "approved", via: "console", place: "1" } })]);

  // one party per table: the next booking cannot sit at table 1 while the first party holds it
  const next = await dinerBooks(SLUG, "Mesa Dos");
  expect((await move(host, next.id, "approved")).status).toBe(200);
  await arrivesToday(next.id);
  expect(await codeOf(await move(host, next.id, "seated", undefined, "1"))).toEqual({ status: 409, code: "table_taken" });
  expect(await dinerSees(next.id, next.token)).toBe("approved");
  expect((await move(host, next.id, "canceled")).status).toBe(200); // its covers go back to tomorrow's 20:00
  const tables = ((await (await line(host)).json()) as { tables: { code: string; free: boolean }[] }).tables;
  expect(tables.map(({ code, free }) => [code, free])).toEqual([
    ["1", false],
    ["2", true],
  ]);
});

it("records a pending booking turned down as declined", async () => {
  const { id, token } = await dinerBooks(SLUG, "Luis Gómez");
  const host = await signInAs(SLUG, "host@anfitrion.co");
  expect((await move(host, id, "canceled")).status).toBe(200);
  expect(await dinerSees(id, token)).toBe("canceled");
  expect((await audited("booking.declined")).map((entry) => entry.subjectId)).toEqual([String(id)]);
});

it("tells the diner the restaurant's decision by e-mail and SMS, and the page says a refusal apart from the diner's own cancel", async () => {
  const messages = (id: number) =>
    db.current.db.select().from(outboxMessages).where(and(eq(outboxMessages.instanceId, instanceId), eq(outboxMessages.kind, "booking_decision"), like(outboxMessages.body, `%#${id}%`)));
  const host = await signInAs(SLUG, "host@anfitrion.co");
  const approved = await dinerBooks(SLUG, "Eva Ríos");
  expect((await move(host, approved.id, "approved")).status).toBe(200);
  const told = await messages(approved.id);
  expect(told.map((message) => [message.channel, message.recipient])).toEqual(
    expect.arrayContaining([
      ["email", DINER.email],
      ["sms", "+573001234567"],
    ]),
  );
  expect(told.find((message) => message.channel === "sms")!.body).toMatch(new RegExp(`Confirmada por el restaurante · #${approved.id} · ${TOMORROW} 20:00\. https?://.+/book_info/${approved.id}/${approved.token}$`));

  const declined = await dinerBooks(SLUG, "Iván Díaz");
  expect((await move(host, declined.id, "canceled")).status).toBe(200);
  expect((await messages(declined.id)).find((message) => message.channel === "email")!.body).toContain(`El restaurante no pudo aceptar tu reserva · #${declined.id}`);
  expect(await dinerView(declined.id, declined.token)).toMatchObject({ status: "canceled", canceled_by: "restaurant" });

  // the diner's own cancel reads as theirs, and sends no decision
  const mine = await dinerBooks(SLUG, "Sol Vega");
  expect((await dinerCancel(brandRequest(SLUG, `/api/v1/bookings/${mine.id}?token=${mine.token}`, { method: "DELETE", headers: address() }), params({ id: String(mine.id) }))).status).toBe(200);
  expect(await dinerView(mine.id, mine.token)).toMatchObject({ status: "canceled", canceled_by: "diner" });
  expect(await messages(mine.id)).toEqual([]);
});

it("returns an approved booking the diner changes to pending under manual approval, for staff to approve again, on record", async () => {
  const { id, token } = await dinerBooks(SLUG, "Ana Cambia");
  const host = await signInAs(SLUG, "host@anfitrion.co");
  expect((await move(host, id, "approved")).status).toBe(200);
  const change = (body: unknown) => dinerChange(brandRequest(SLUG, `/api/v1/bookings/${id}?token=${token}`, { method: "PATCH", body: JSON.stringify(body), headers: address() }), params({ id: String(id) }));
  // the same booking sent again is no change: it stays approved
  expect((await change({ persons: 2 })).status).toBe(200);
  expect(await dinerSees(id, token)).toBe("approved");
  expect((await change({ persons: 3 })).status).toBe(200);
  expect(await dinerSees(id, token)).toBe("pending");
  expect(await audited("booking.changed_by_diner")).toEqual([expect.objectContaining({ accountId: null, subjectId: String(id), detail: expect.objectContaining({ from: "approved", via: "diner" }) })]);
  expect((await move(host, id, "approved")).status).toBe(200);
});

it("refuses a change sent without the console's Origin (CSRF), and changes nothing", async () => {
  const { id, token } = await dinerBooks(SLUG, "Sin Origen");
  const host = await signInAs(SLUG, "host@anfitrion.co");
  expect(await codeOf(await move(host, id, "approved", null))).toEqual({ status: 403, code: "csrf" });
  expect(await codeOf(await move(host, id, "approved", "http://evil.localhost"))).toEqual({ status: 403, code: "csrf" });
  expect(await dinerSees(id, token)).toBe("pending");
});

it("keeps a waiter of another branch and a kitchen account away from the branch's book and line", async () => {
  const { id, token } = await dinerBooks(SLUG, "Marta Ruiz");
  const party = await dinerJoins(2, "Pedro Lejano");
  const away = await signInAs(SLUG, "lejos@anfitrion.co");
  expect(await codeOf(await day(away))).toEqual({ status: 403, code: "forbidden" });
  expect(await codeOf(await move(away, id, "approved"))).toEqual({ status: 403, code: "forbidden" });
  expect(await codeOf(await line(away))).toEqual({ status: 403, code: "forbidden" });
  expect(await codeOf(await seatAt(away, "2", party.id))).toEqual({ status: 403, code: "forbidden" });
  const kitchen = await signInAs(SLUG, "cocina@anfitrion.co");
  expect((await day(kitchen)).status).toBe(403);
  expect((await move(kitchen, id, "approved")).status).toBe(403);
  expect(await dinerSees(id, token)).toBe("pending");
  expect((await dinerLine(party.id, party.token)).status).toBe("waiting");
  // without a session there is no console at all
  expect((await day("")).status).toBe(401);
});

it("answers 404 for another brand's booking, as if it did not exist", async () => {
  const theirs = await dinerBooks("vecina");
  const host = await signInAs(SLUG, "host@anfitrion.co");
  expect(await codeOf(await move(host, theirs.id, "approved"))).toEqual({ status: 404, code: "not_found" });
});

it("shows the host the line and the tables, seats the party chosen at a table (audited), and the party's page says so", async () => {
  const first = await dinerJoins(4, "Grupo Cuatro");
  const second = await dinerJoins(2, "Pareja Dos");
  const host = await signInAs(SLUG, "host@anfitrion.co");
  const read = (await (await line(host)).json()) as { entries: { id: number; position: number; phone: string }[]; tables: { code: string; seats: number }[] };
  // table 1 holds the party the test above seated
  expect(read.tables).toEqual([
    { code: "1", zone: "Salón", seats: 4, free: false },
    { code: "2", zone: "Salón", seats: 2, free: true },
  ]);
  const positions = new Map(read.entries.map((entry) => [entry.id, entry.position]));
  expect(positions.get(second.id)! - positions.get(first.id)!).toBe(1);

  expect(await codeOf(await seatAt(host, "1", second.id))).toEqual({ status: 409, code: "table_taken" });
  expect(await codeOf(await seatAt(host, "2", first.id))).toEqual({ status: 422, code: "table_too_small" });
  const seated = await seatAt(host, "2", second.id);
  expect(seated.status).toBe(200);
  expect(await dinerLine(second.id, second.token)).toMatchObject({ status: "ready", table: { code: "2" } });
  expect(await codeOf(await seatAt(host, "9"))).toEqual({ status: 422, code: "place_unknown" });
  expect(await audited("waitlist.seated")).toEqual([
    expect.objectContaining({ subjectType: "waitlist_entry", subjectId: String(second.id), detail: { place: "2", via: "console" } }),
  ]);
  // the party called to table 2 leaves instead: the table is free again
  const left = await dinerLeaves(second.id, second.token);
  expect(left.status).toBe(200);
  expect(((await (await line(host)).json()) as { tables: { code: string; free: boolean }[] }).tables.find((table) => table.code === "2")).toMatchObject({ free: true });
});

it("still takes the brand's operator key (an integration), audited as the key's", async () => {
  const { id } = await dinerBooks(SLUG, "Integración");
  const answer = await PATCH(
    brandRequest(SLUG, `/api/v1/operator/bookings/${id}`, { method: "PATCH", body: JSON.stringify({ status: "approved" }), headers: { authorization: `Bearer ${operatorKey(SLUG)}` } }),
    params({ id: String(id) }),
  );
  expect(answer.status).toBe(200);
  const entries = await db.current.db.select().from(staffAudit).where(and(eq(staffAudit.instanceId, instanceId), eq(staffAudit.subjectId, String(id))));
  expect(entries).toEqual([expect.objectContaining({ action: "booking.approved", accountId: null, detail: { from: "pending", via: "operator_key" } })]);
});
