import { and, eq } from "drizzle-orm";
import { POST as book } from "@/app/api/v1/bookings/route";
import { POST as rate } from "@/app/api/v1/rates.json/route";
import { importBrand } from "@/lib/server/brands/import-brand";
import * as t from "@/lib/server/db/schema";
import { bogotaDate, brandWithBookings, DINER } from "@/tests/factories/bookings";
import { checkoutBody, factoryIds, markPaid, placeOrder } from "@/tests/helpers/checkout";
import { OPERATOR_SECRET, operatorKey } from "@/tests/helpers/operator-key";
import { brandRequest } from "@/tests/helpers/requests";
import { makeStaff, signInAs, staffRequest } from "@/tests/helpers/staff";
import { withTestDatabase } from "@/tests/helpers/test-database";
import { GET as feedbackCsv } from "../feedback.csv/route";
import { GET as feedback } from "./route";

/*
 * What diners wrote reaches the console: a purchase rating's words and its "contact me", a visit's rating, a
 * booking's notes and allergies — per period and branch, as a list and as a spreadsheet, for staff with ratings.read.
 */
const SLUG = "opina";
const db = withTestDatabase();
let instanceId: number;
let orderId: number;
let bookingId: number;
const tokens: Record<string, string> = {};
let client = 0;

beforeAll(async () => {
  process.env.OPERATOR_API_KEY = OPERATOR_SECRET;
  ({ instanceId } = await importBrand(db.current.db, brandWithBookings(SLUG)));
  const placed = await placeOrder(SLUG, checkoutBody(await factoryIds(db.current.db, instanceId)));
  orderId = placed.json.order.id;
  // paid first: product §5 rates a paid or finished order
  await markPaid(db.current.db, orderId);
  const rated = await rate(
    brandRequest(SLUG, `/api/v1/rates.json?purchase_id=${orderId}&token=${placed.json.order.access_token}`, {
      method: "POST",
      body: JSON.stringify({ rate: { rating: 4, comment: "=La sopa llegó fría", name: "Ana", phone: "3001234567" } }),
    }),
  );
  expect(rated.status).toBe(201);
  const booked = await book(
    brandRequest(SLUG, "/api/v1/bookings", {
      method: "POST",
      headers: { "x-forwarded-for": `10.8.0.${(client += 1)}` },
      body: JSON.stringify({ supplier: "centro", date: bogotaDate(1), time: "20:00", persons: 4, zone: "terraza", contact: DINER, terms_accepted: true, comment: "Cumpleaños", health: "Alergia al maní" }),
    }),
  );
  expect(booked.status).toBe(201);
  bookingId = (await booked.json()).booking.id;
  await db.current.db.update(t.bookings).set({ rating: 9, ratingComment: "Muy buena atención" }).where(eq(t.bookings.id, bookingId));
  await makeStaff(instanceId, "duena@opina.co", "owner");
  await makeStaff(instanceId, "cocina@opina.co", "kitchen");
  for (const email of ["duena@opina.co", "cocina@opina.co"]) tokens[email] = await signInAs(SLUG, email);
});

const PERIOD = `?from=${bogotaDate(-1)}&to=${bogotaDate(2)}`;
const read = (token: string, query = PERIOD) => feedback(staffRequest(SLUG, `/api/v1/operator/feedback${query}`, { token }));

it("lists what diners wrote: the purchase rating with its words and contact, the visit's rating, the booking's notes and allergies", async () => {
  const response = await read(tokens["duena@opina.co"]!);
  expect(response.status).toBe(200);
  const { feedback: items } = await response.json();
  expect(items).toEqual(
    expect.arrayContaining([
      expect.objectContaining({ kind: "purchase", order_id: orderId, branch: "centro", rating: 4, comment: "=La sopa llegó fría", contact: { name: "Ana", phone: "3001234567", email: null } }),
      expect.objectContaining({ kind: "visit", booking_id: bookingId, rating: 9, comment: "Muy buena atención", name: "Ana Pérez" }),
      expect.objectContaining({ kind: "booking_note", booking_id: bookingId, persons: 4, time: "20:00", comment: "Cumpleaños", health: "Alergia al maní", phone: DINER.phone }),
    ]),
  );
  // outside the period: nothing
  const before = await (await read(tokens["duena@opina.co"]!, "?from=2020-01-01&to=2020-01-31")).json();
  expect(before.feedback).toEqual([]);
});

it("exports it as a spreadsheet whose formula-looking words stay text, audited", async () => {
  const response = await feedbackCsv(staffRequest(SLUG, `/api/v1/operator/feedback.csv${PERIOD}`, { token: tokens["duena@opina.co"]! }));
  expect(response.status).toBe(200);
  expect(response.headers.get("content-disposition")).toMatch(/^attachment; filename="opina-feedback-[\d-]+\.csv"$/);
  const [header, ...rows] = (await response.text()).replace(/^\uFEFF/, "").split("\r\n").filter(Boolean);
  expect(header).toBe("kind,reference,at,branch,service,rating,nps,digital_menu,comment,health,name,phone,email");
  expect(rows).toContainEqual(expect.stringMatching(new RegExp(`^purchase,order ${orderId},[\\d-]+ [\\d:]+,centro,take_away,4,,,'=La sopa llegó fría,,Ana,3001234567,$`)));
  expect(rows).toContainEqual(expect.stringMatching(new RegExp(`^booking_note,booking ${bookingId},${bogotaDate(1)} 20:00,centro,book,,,,Cumpleaños,Alergia al maní,Ana Pérez,`)));
  const [entry] = await db.current.db.select().from(t.staffAudit).where(and(eq(t.staffAudit.instanceId, instanceId), eq(t.staffAudit.action, "feedback.exported")));
  expect(entry).toMatchObject({ detail: expect.objectContaining({ rows: 3 }) });
});

it("is for accounts that read ratings and the brand's key: a kitchen account and another brand's key are refused; a bad period is a 400", async () => {
  expect((await read(tokens["cocina@opina.co"]!)).status).toBe(403);
  expect((await feedback(brandRequest(SLUG, "/api/v1/operator/feedback", { headers: { authorization: `Bearer ${operatorKey("vecina")}` } }))).status).toBe(401);
  expect((await feedback(brandRequest(SLUG, `/api/v1/operator/feedback${PERIOD}`, { headers: { authorization: `Bearer ${operatorKey(SLUG)}` } }))).status).toBe(200);
  for (const query of ["?from=2026-13-01", "?from=2026-03-02&to=2026-03-01", "?from=2024-01-01&to=2025-06-01", "?supplier=nowhere", "?extra=1"]) {
    const response = await read(tokens["duena@opina.co"]!, query);
    expect({ query, status: response.status }).toEqual({ query, status: query === "?supplier=nowhere" ? 404 : 400 });
  }
});
