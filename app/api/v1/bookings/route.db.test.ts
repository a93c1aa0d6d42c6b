import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { PATCH as staffPatch } from "@/app/api/v1/operator/bookings/[id]/route";
import { GET as staffList } from "@/app/api/v1/operator/bookings/route";
import { importBrand } from "@/lib/server/brands/import-brand";
import { OPERATOR_SECRET, operatorKey } from "@/tests/helpers/operator-key";
import { bogotaDate, brandWithBookings, DINER } from "@/tests/factories/bookings";
import { brandRequest, params } from "@/tests/helpers/requests";
import { withTestDatabase } from "@/tests/helpers/test-database";
import { GET as getCalendar } from "./[id]/calendar.ics/route";
import { POST as postRating } from "./[id]/rating/route";
import { GET as getMoveSlots } from "./[id]/slots/route";
import { DELETE, GET as getBooking, PATCH } from "./[id]/route";
import { POST } from "./route";
import { GET as getSlots } from "./slots/route";

const db = withTestDatabase();
const TOMORROW = bogotaDate(1);

beforeAll(async () => {
  process.env.OPERATOR_API_KEY = OPERATOR_SECRET;
  // each booking's confirmation lands in a mailbox of this run's own
  process.env.DATA_DIR = mkdtempSync(path.join(tmpdir(), "comanda-bookings-"));
  await importBrand(db.current.db, brandWithBookings("mesas"));
  await importBrand(db.current.db, brandWithBookings("ultimas", { zones: [{ key: "barra", name: "Barra", covers: 5 }] }));
  // changes close two days before the slot: a booking for tomorrow is locked from the start
  await importBrand(db.current.db, brandWithBookings("manual", { approval: "manual", cutoff_minutes: 48 * 60 }));
  // open only on Friday nights, into Saturday morning, on Bogotá's clock
  const nocturno = brandWithBookings("nocturno", { lead_minutes: 0 });
  nocturno.branches[0]!.opening_hours = [{ days: [5], open: "20:00", close: "02:00" }];
  await importBrand(db.current.db, nocturno);
  await importBrand(db.current.db, brandWithBookings("cubierto", { cover: { amount: 15000, per_person: true } }));
  await importBrand(db.current.db, brandWithBookings("anticipo", { cover: { amount: 40000, prepaid: true } }));
});

let client = 0;
/** Each call from its own address, so the booking budget of one client is tested where it is meant. */
function book(slug: string, body: Record<string, unknown>) {
  const request = { supplier: "centro", date: TOMORROW, time: "20:00", persons: 2, contact: DINER, terms_accepted: true, ...body };
  return POST(brandRequest(slug, "/api/v1/bookings", { method: "POST", body: JSON.stringify(request), headers: { "x-forwarded-for": `10.0.${Math.floor(client / 250)}.${client++ % 250}` } }));
}

const slots = (slug: string, query: string) => getSlots(brandRequest(slug, `/api/v1/bookings/slots?${query}`));
const detail = (slug: string, id: number, token: string) => getBooking(brandRequest(slug, `/api/v1/bookings/${id}?token=${token}`), params({ id: String(id) }));
const change = (slug: string, id: number, token: string, body: unknown) =>
  PATCH(brandRequest(slug, `/api/v1/bookings/${id}?token=${token}`, { method: "PATCH", body: JSON.stringify(body) }), params({ id: String(id) }));
const cancel = (slug: string, id: number, token: string) => DELETE(brandRequest(slug, `/api/v1/bookings/${id}?token=${token}`, { method: "DELETE" }), params({ id: String(id) }));

async function codeOf(response: Response) {
  return { status: response.status, code: ((await response.json()) as { error?: { code: string } }).error?.code };
}

describe("POST /api/v1/bookings", () => {
  it("books a slot (201): approved at once, with the token of its detail link", async () => {
    const answer = await book("mesas", { persons: 4, zone: "terraza", health: "alergia al maní" });
    expect(answer.status).toBe(201);
    const { booking, access_token } = await answer.json();
    expect(booking).toMatchObject({ status: "approved", date: TOMORROW, time: "20:00", persons: 4, zone: { key: "terraza" }, health: "alergia al maní", can_change: true });
    expect(booking.contact).toEqual({ name: "Ana Pérez", phone: "300 123 4567", email: "ana@example.co" });
    expect(access_token).toMatch(/^[\w-]{32}$/);

    const read = await detail("mesas", booking.id, access_token);
    expect(read.status).toBe(200);
    expect((await read.json()).booking).toEqual(booking);
  });

  it("waits for the restaurant's approval where the brand approves by hand", async () => {
    const { booking } = await (await book("manual", {})).json();
    expect(booking.status).toBe("pending");
  });

  it("prices the cover for the party, and holds a booking whose cover is paid in advance as pending", async () => {
    const { booking } = await (await book("cubierto", { persons: 4 })).json();
    expect(booking).toMatchObject({ status: "approved", cover: { total: 60_000, per_person: true, prepaid: false, currency: "COP" } });
    const { booking: prepaid } = await (await book("anticipo", { persons: 4 })).json();
    expect(prepaid).toMatchObject({ status: "pending", cover: { total: 40_000, per_person: false, prepaid: true } });
    expect((await (await book("mesas", {})).json()).booking.cover).toBeNull();
  });

  it("says what to change: too many people, a past or too close hour, a closed hour, too far ahead, an unknown zone", async () => {
    const tooMany = await book("mesas", { persons: 9 });
    expect(tooMany.status).toBe(422);
    expect((await tooMany.json()).error).toMatchObject({ code: "party_too_large", max: 8 });
    expect(await codeOf(await book("mesas", { date: bogotaDate(-1) }))).toEqual({ status: 422, code: "slot_in_past" });
    expect(await codeOf(await book("mesas", { time: "20:10" }))).toEqual({ status: 422, code: "slot_outside_hours" });
    expect(await codeOf(await book("mesas", { date: bogotaDate(14) }))).toEqual({ status: 422, code: "slot_too_far" });
    expect(await codeOf(await book("mesas", { zone: "azotea" }))).toEqual({ status: 422, code: "booking_zone_unknown" });
    expect(await codeOf(await book("mesas", { supplier: "no-existe" }))).toEqual({ status: 422, code: "booking_unavailable" });
    expect(await codeOf(await book("mesas", { persons: 0, terms_accepted: false }))).toEqual({ status: 400, code: "bad_request" });
  });

  it("gives the last 5 covers to exactly 5 of 100 diners booking at once; the rest hear the slot is full", async () => {
    const answers = await Promise.all(Array.from({ length: 100 }, () => book("ultimas", { persons: 1, time: "21:00" })));
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(5);
    expect(statuses.filter((status) => status === 409)).toHaveLength(95);
    expect(new Set(await Promise.all(answers.filter((a) => a.status === 409).map(async (a) => (await a.json()).error.code)))).toEqual(new Set(["slot_full"]));
  });
});

describe("a night past midnight, on the branch's clock", () => {
  it("lists Friday's evening slots and Saturday's small hours, and books one after midnight at its real instant", async () => {
    // the next Friday at least a day away, so every slot of that night is ahead
    const friday = Array.from({ length: 9 }, (_, i) => bogotaDate(i + 1)).find((date) => new Date(`${date}T12:00:00Z`).getUTCDay() === 5)!;
    const saturday = new Date(Date.parse(`${friday}T12:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    const times = async (date: string) => (await (await slots("nocturno", `supplier=centro&date=${date}&persons=2`)).json()).slots.map((slot: { time: string }) => slot.time);
    expect(await times(friday)).toEqual(["20:00", "20:30", "21:00", "21:30", "22:00", "22:30", "23:00", "23:30"]);
    expect(await times(saturday)).toEqual(["00:00", "00:30", "01:00", "01:30"]);

    const late = await book("nocturno", { date: saturday, time: "00:30" });
    expect(late.status).toBe(201);
    expect((await late.json()).booking).toMatchObject({ date: saturday, time: "00:30", starts_at: `${saturday}T05:30:00.000Z` });
    expect(await codeOf(await book("nocturno", { date: friday, time: "02:00" }))).toEqual({ status: 422, code: "slot_outside_hours" });
  });
});

describe("GET /api/v1/bookings/slots", () => {
  it("lists the day's slots with room for the party, in the zones where it fits", async () => {
    // The salon seats 10: a party of 8 at 12:00 leaves room for 2 until 13:30.
    expect((await book("mesas", { persons: 8, time: "12:00", zone: "salon" })).status).toBe(201);
    const answer = await slots("mesas", `supplier=centro&date=${TOMORROW}&persons=4`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get("cache-control")).toBe("private, no-store");
    const body = await answer.json();
    const at = (time: string) => body.slots.find((slot: { time: string }) => slot.time === time)?.zones;
    expect(at("11:00")).toEqual(["terraza"]); // its turn reaches 12:00
    expect(at("12:30")).toEqual(["terraza"]);
    expect(at("13:30")).toEqual(["salon", "terraza"]);
    expect(body.zones.map((zone: { key: string }) => zone.key)).toEqual(["salon", "terraza"]);
    expect(body.rules).toMatchObject({ max_party: 8, days_ahead: 14 });
  });

  it("answers 422 for a branch without bookings and 400 for a bad query", async () => {
    expect((await slots("mesas", `supplier=otra&date=${TOMORROW}&persons=2`)).status).toBe(422);
    expect((await slots("mesas", `supplier=centro&date=mañana&persons=2`)).status).toBe(400);
  });
});

describe("a booking through its link", () => {
  it("moves to another hour and party size, then cancels, freeing its covers at once", async () => {
    const { booking, access_token } = await (await book("ultimas", { persons: 5, time: "13:00" })).json();
    // the zone is full at 13:00 for anyone else
    expect(await codeOf(await book("ultimas", { persons: 1, time: "13:00" }))).toEqual({ status: 409, code: "slot_full" });

    // where it could move: its own covers do not count against it, for anyone else 13:00 is full
    const moveDay = (token: string) => getMoveSlots(brandRequest("ultimas", `/api/v1/bookings/${booking.id}/slots?token=${token}&date=${TOMORROW}&persons=5`), params({ id: String(booking.id) }));
    const zonesAt = async (response: Response, time: string) => (await response.json()).slots.find((slot: { time: string }) => slot.time === time).zones;
    expect(await zonesAt(await moveDay(access_token), "13:00")).toEqual(["barra"]);
    expect(await zonesAt(await slots("ultimas", `supplier=centro&date=${TOMORROW}&persons=5`), "13:00")).toEqual([]);
    expect((await moveDay("x".repeat(32))).status).toBe(404);

    const moved = await change("ultimas", booking.id, access_token, { time: "14:30", persons: 4 });
    expect(moved.status).toBe(200);
    expect((await moved.json()).booking).toMatchObject({ time: "14:30", persons: 4 });
    // moving it freed 13:00 (its old turn no longer counts); its own covers do not block its move
    expect((await book("ultimas", { persons: 1, time: "13:00" })).status).toBe(201);

    const canceled = await cancel("ultimas", booking.id, access_token);
    expect((await canceled.json()).booking).toMatchObject({ status: "canceled", can_change: false });
    expect((await book("ultimas", { persons: 5, time: "14:30" })).status).toBe(201);
    expect(await codeOf(await cancel("ultimas", booking.id, access_token))).toEqual({ status: 409, code: "booking_canceled" });
  });

  it("is a 404 with a wrong token and on another brand's host, and refuses changes after the cut-off", async () => {
    const { booking, access_token } = await (await book("mesas", { time: "22:00" })).json();
    const wrong = access_token.replace(/^./, (c: string) => (c === "A" ? "B" : "A"));
    expect((await detail("mesas", booking.id, wrong)).status).toBe(404);
    expect((await change("mesas", booking.id, wrong, { persons: 3 })).status).toBe(404);
    expect((await cancel("mesas", booking.id, wrong)).status).toBe(404);
    expect((await detail("ultimas", booking.id, access_token)).status).toBe(404);

    const { booking: locked, access_token: key } = await (await book("manual", {})).json();
    expect(locked.can_change).toBe(false);
    expect(await codeOf(await cancel("manual", locked.id, key))).toEqual({ status: 409, code: "booking_locked" });
    expect(await codeOf(await change("manual", locked.id, key, { persons: 3 }))).toEqual({ status: 409, code: "booking_locked" });
  });
});

describe("the waitlist of a full slot", () => {
  const status = async (slug: string, id: number, token: string) => (await (await detail(slug, id, token)).json()).booking.status;
  const staff = (id: number, to: string) =>
    staffPatch(brandRequest("ultimas", `/api/v1/operator/bookings/${id}`, { method: "PATCH", body: JSON.stringify({ status: to }), headers: { authorization: `Bearer ${operatorKey("ultimas")}` } }), params({ id: String(id) }));

  it("lists a full slot without zones, waitlists whoever asks, and hands freed covers to the waitlist first come first served", async () => {
    const full = await (await book("ultimas", { persons: 5, time: "18:00" })).json();
    const day = await (await slots("ultimas", `supplier=centro&date=${TOMORROW}&persons=1`)).json();
    expect(day.slots.find((slot: { time: string }) => slot.time === "18:00").zones).toEqual([]);
    expect(await codeOf(await book("ultimas", { persons: 2, time: "18:00" }))).toEqual({ status: 409, code: "slot_full" });

    const wait = async (persons: number) => {
      const answer = await book("ultimas", { persons, time: "18:00", waitlist: true });
      expect(answer.status).toBe(201);
      return answer.json();
    };
    const [two, four, other] = [await wait(2), await wait(4), await wait(2)];
    expect([two, four, other].map((w) => w.booking.status)).toEqual(["waiting_list", "waiting_list", "waiting_list"]);
    // asking for the waitlist where there is room books normally
    expect((await (await book("ultimas", { persons: 2, time: "16:30", waitlist: true })).json()).booking.status).toBe("approved");

    // the diner of the 5 cancels: the first 2 and, past the 4 who do not fit yet, the other 2 get the table
    await cancel("ultimas", full.booking.id, full.access_token);
    expect(await status("ultimas", two.booking.id, two.access_token)).toBe("approved");
    expect(await status("ultimas", four.booking.id, four.access_token)).toBe("waiting_list");
    expect(await status("ultimas", other.booking.id, other.access_token)).toBe("approved");

    // both parties of 2 are no-shows the restaurant cancels: now the 4 fit
    expect((await staff(two.booking.id, "canceled")).status).toBe(200);
    expect(await status("ultimas", four.booking.id, four.access_token)).toBe("waiting_list");
    expect((await staff(other.booking.id, "canceled")).status).toBe(200);
    expect(await status("ultimas", four.booking.id, four.access_token)).toBe("approved");
    expect(await codeOf(await book("ultimas", { persons: 2, time: "18:00" }))).toEqual({ status: 409, code: "slot_full" });
  });
});

describe("re-importing the brand file", () => {
  it("keeps every booking as it was; a zone the file drops stops taking bookings, its bookings stay readable", async () => {
    await importBrand(db.current.db, brandWithBookings("reimporta"));
    const { booking, access_token } = await (await book("reimporta", { zone: "terraza", time: "19:00" })).json();
    await importBrand(db.current.db, brandWithBookings("reimporta", { zones: [{ key: "salon", name: "Salón", covers: 12 }] }));

    const read = await detail("reimporta", booking.id, access_token);
    expect((await read.json()).booking).toEqual(booking);
    const day = await (await slots("reimporta", `supplier=centro&date=${TOMORROW}&persons=2`)).json();
    expect(day.zones.map((zone: { key: string }) => zone.key)).toEqual(["salon"]);
    expect(await codeOf(await book("reimporta", { zone: "terraza" }))).toEqual({ status: 422, code: "booking_zone_unknown" });
  });
});

describe("GET /api/v1/bookings/{id}/calendar.ics", () => {
  it("gives the booking as a calendar event, the turn as its length; a wrong token finds nothing", async () => {
    const { booking, access_token } = await (await book("mesas", { time: "18:00", persons: 3 })).json();
    const ics = (token: string) => getCalendar(brandRequest("mesas", `/api/v1/bookings/${booking.id}/calendar.ics?token=${token}`), params({ id: String(booking.id) }));
    const answer = await ics(access_token);
    expect(answer.status).toBe(200);
    expect(answer.headers.get("content-type")).toBe("text/calendar; charset=utf-8");
    const text = (await answer.text()).replace(/\r\n /g, "");
    const start = new Date(booking.starts_at);
    const utc = (at: Date) => at.toISOString().replace(/[-:]/g, "").replace(/\.\d{3}/, "");
    expect(text).toContain(`DTSTART:${utc(start)}`);
    expect(text).toContain(`DTEND:${utc(new Date(start.getTime() + 90 * 60_000))}`);
    expect(text).toContain("SUMMARY:Reserva en Sede Centro · mesa para 3");
    expect(text).toContain("LOCATION:Carrera 7 # 12-34\\, Bogotá");
    expect(text).toContain(`URL:http://mesas.localhost/book_info/${booking.id}/${access_token}`);
    expect((await ics("x".repeat(32))).status).toBe(404);
  });
});

describe("PATCH /api/v1/operator/bookings/{id}", () => {
  const staff = (slug: string, id: number, status: string, key = operatorKey(slug)) =>
    staffPatch(brandRequest(slug, `/api/v1/operator/bookings/${id}`, { method: "PATCH", body: JSON.stringify({ status }), headers: { authorization: `Bearer ${key}` } }), params({ id: String(id) }));

  it("lets the restaurant approve a pending booking, which the diner's link then shows; nobody else can", async () => {
    const { booking, access_token } = await (await book("manual", { time: "19:30" })).json();
    expect(booking.status).toBe("pending");
    expect((await staff("manual", booking.id, "approved", operatorKey("mesas"))).status).toBe(401);
    expect((await staff("mesas", booking.id, "approved")).status).toBe(404); // another brand's booking id
    const approved = await staff("manual", booking.id, "approved");
    expect(approved.status).toBe(200);
    expect((await (await detail("manual", booking.id, access_token)).json()).booking.status).toBe("approved");
    expect(await codeOf(await staff("manual", booking.id, "approved"))).toEqual({ status: 409, code: "invalid_transition" });
    expect((await staff("manual", booking.id, "canceled")).status).toBe(200);
    expect(await codeOf(await staff("manual", booking.id, "confirmed"))).toEqual({ status: 409, code: "invalid_transition" });
  });
});

describe("POST /api/v1/bookings/{id}/rating", () => {
  const rate = (id: number, token: string, body: unknown) =>
    postRating(brandRequest("manual", `/api/v1/bookings/${id}/rating?token=${token}`, { method: "POST", body: JSON.stringify(body) }), params({ id: String(id) }));
  const staff = (id: number, status: string) =>
    staffPatch(brandRequest("manual", `/api/v1/operator/bookings/${id}`, { method: "PATCH", body: JSON.stringify({ status }), headers: { authorization: `Bearer ${operatorKey("manual")}` } }), params({ id: String(id) }));

  it("takes one rating of 1–10 with a comment once the restaurant confirmed the visit, never before", async () => {
    const { booking, access_token } = await (await book("manual", { time: "12:30" })).json();
    expect(booking).toMatchObject({ can_rate: false, rating: null });
    expect(await codeOf(await rate(booking.id, access_token, { rating: 9 }))).toEqual({ status: 409, code: "booking_not_rateable" });
    await staff(booking.id, "approved");
    expect(await codeOf(await rate(booking.id, access_token, { rating: 9 }))).toEqual({ status: 409, code: "booking_not_rateable" }); // its time has not come
    await staff(booking.id, "confirmed");

    expect(await codeOf(await rate(booking.id, access_token, { rating: 11 }))).toEqual({ status: 400, code: "bad_request" });
    expect(await codeOf(await rate(booking.id, access_token, { rating: 7.5 }))).toEqual({ status: 400, code: "bad_request" });
    expect((await rate(booking.id, "x".repeat(32), { rating: 9 })).status).toBe(404);
    const rated = await rate(booking.id, access_token, { rating: 9, comment: "  La bandeja, excelente  " });
    expect(rated.status).toBe(200);
    expect((await rated.json()).booking).toMatchObject({ rating: 9, rating_comment: "La bandeja, excelente", can_rate: false });
    expect(await codeOf(await rate(booking.id, access_token, { rating: 2 }))).toEqual({ status: 409, code: "booking_rated" });
    expect((await (await detail("manual", booking.id, access_token)).json()).booking.rating).toBe(9);
  });
});

describe("GET /api/v1/operator/bookings", () => {
  it("gives the host one date's bookings by hour, with contact and notes, and nothing to anyone else", async () => {
    const day = bogotaDate(3);
    await book("cubierto", { date: day, time: "21:00", persons: 2 });
    await book("cubierto", { date: day, time: "19:00", persons: 5, health: "celíaco" });
    await book("cubierto", { date: bogotaDate(4), time: "19:00" });
    const list = (key: string) => staffList(brandRequest("cubierto", `/api/v1/operator/bookings?supplier=centro&date=${day}`, { headers: { authorization: `Bearer ${key}` } }));
    const { bookings } = await (await list(operatorKey("cubierto"))).json();
    expect(bookings.map((b: { time: string; persons: number }) => [b.time, b.persons])).toEqual([
      ["19:00", 5],
      ["21:00", 2],
    ]);
    expect(bookings[0]).toMatchObject({ health: "celíaco", status: "approved", contact: { name: "Ana Pérez", phone: "300 123 4567", document_number: "1020304050" } });
    expect((await list(operatorKey("mesas"))).status).toBe(401);
    const badDate = await staffList(brandRequest("cubierto", "/api/v1/operator/bookings?supplier=centro&date=mañana", { headers: { authorization: `Bearer ${operatorKey("cubierto")}` } }));
    expect(await codeOf(badDate)).toEqual({ status: 400, code: "bad_request" });
  });
});

describe("malformed requests", () => {
  it("answers 400 (never 5xx) to a body that is not JSON, an empty change, a bad id, a missing token or an unknown status", async () => {
    const { booking, access_token } = await (await book("mesas", { time: "17:00" })).json();
    const notJson = await POST(brandRequest("mesas", "/api/v1/bookings", { method: "POST", body: "{date:", headers: { "x-forwarded-for": "10.9.9.9" } }));
    expect(await codeOf(notJson)).toEqual({ status: 400, code: "bad_request" });
    expect(await codeOf(await change("mesas", booking.id, access_token, {}))).toEqual({ status: 400, code: "bad_request" });
    expect(await codeOf(await change("mesas", booking.id, access_token, { persons: "muchos" }))).toEqual({ status: 400, code: "bad_request" });
    expect((await getBooking(brandRequest("mesas", `/api/v1/bookings/abc?token=${access_token}`), params({ id: "abc" }))).status).toBe(400);
    expect((await getBooking(brandRequest("mesas", `/api/v1/bookings/${booking.id}`), params({ id: String(booking.id) }))).status).toBe(400);
    expect((await getCalendar(brandRequest("mesas", `/api/v1/bookings/x/calendar.ics?token=${access_token}`), params({ id: "x" }))).status).toBe(400);
    const staff = staffPatch(
      brandRequest("mesas", `/api/v1/operator/bookings/${booking.id}`, { method: "PATCH", body: JSON.stringify({ status: "seated" }), headers: { authorization: `Bearer ${operatorKey("mesas")}` } }),
      params({ id: String(booking.id) }),
    );
    expect(await codeOf(await staff)).toEqual({ status: 400, code: "bad_request" });
  });
});
