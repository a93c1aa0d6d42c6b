import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { GET as payCover } from "@/app/[instance]/[locale]/(site)/[supplier_id]/webcheckout/booking/[booking_id]/route";
import { GET as getBooking } from "@/app/api/v1/bookings/[id]/route";
import { POST as book } from "@/app/api/v1/bookings/route";
import { importBrand } from "@/lib/server/brands/import-brand";
import { bogotaDate, brandWithBookings, DINER } from "@/tests/factories/bookings";
import { postGatewayEvent, sandboxEvent } from "@/tests/helpers/gateway-events";
import { brandRequest, params } from "@/tests/helpers/requests";
import { withTestDatabase } from "@/tests/helpers/test-database";

const db = withTestDatabase();

beforeAll(async () => {
  process.env.DATA_DIR = mkdtempSync(path.join(tmpdir(), "comanda-covers-"));
  // a cover of 40,000 COP a table, paid in advance, at a brand that approves bookings at once
  await importBrand(db.current.db, brandWithBookings("anticipo", { cover: { amount: 40000, prepaid: true } }));
  await importBrand(db.current.db, brandWithBookings("en-sitio", { cover: { amount: 15000, per_person: true } }));
});

let client = 0;
async function booked(slug: string) {
  const body = { supplier: "centro", date: bogotaDate(2), time: "20:00", persons: 2, contact: DINER, terms_accepted: true };
  return (await book(brandRequest(slug, "/api/v1/bookings", { method: "POST", body: JSON.stringify(body), headers: { "x-forwarded-for": `10.8.0.${client++}` } }))).json();
}
const pay = (slug: string, id: number, token: string) =>
  payCover(
    new Request(`http://${slug}.localhost:3100/centro/webcheckout/booking/${id}?token=${token}`, { headers: { host: `${slug}.localhost:3100`, "x-forwarded-for": `10.8.1.${client++}` } }),
    params({ instance: slug, locale: "es", supplier_id: "centro", booking_id: String(id) }),
  );
const read = async (slug: string, id: number, token: string) => (await (await getBooking(brandRequest(slug, `/api/v1/bookings/${id}?token=${token}`), params({ id: String(id) }))).json()).booking;

describe("a cover paid in advance", () => {
  it("sends the diner to the gateway for the cover, and the approved payment secures the booking", async () => {
    const { booking, access_token } = await booked("anticipo");
    expect(booking).toMatchObject({ status: "pending", cover: { total: 40_000, prepaid: true, paid: false } });

    const first = await pay("anticipo", booking.id, access_token);
    expect(first.status).toBe(303);
    const checkout = new URL(first.headers.get("location")!);
    expect(checkout.searchParams.get("amount-in-cents")).toBe("4000000");
    expect(checkout.searchParams.get("redirect-url")).toBe(`http://anticipo.localhost:3100/book_info/${booking.id}/${access_token}`);
    const reference = checkout.searchParams.get("reference")!;
    // a reload before paying opens no second charge
    expect(new URL((await pay("anticipo", booking.id, access_token)).headers.get("location")!).searchParams.get("reference")).toBe(reference);

    // declined: still pending, to pay again; approved: paid, and the booking approved
    expect((await postGatewayEvent(sandboxEvent(reference, "DECLINED", { amount: 4_000_000 }))).status).toBe(200);
    expect(await read("anticipo", booking.id, access_token)).toMatchObject({ status: "pending", cover: { paid: false } });
    const retry = new URL((await pay("anticipo", booking.id, access_token)).headers.get("location")!).searchParams.get("reference")!;
    expect(retry).not.toBe(reference);
    expect((await postGatewayEvent(sandboxEvent(retry, "APPROVED", { amount: 4_000_000 }))).status).toBe(200);
    expect(await read("anticipo", booking.id, access_token)).toMatchObject({ status: "approved", cover: { paid: true } });

    // paid: nothing more to pay, the diner goes back to the booking
    const again = await pay("anticipo", booking.id, access_token);
    expect(again.headers.get("location")).toBe(`http://anticipo.localhost:3100/book_info/${booking.id}/${access_token}`);
  });

  it("has nothing to pay online for a cover paid at the restaurant, or with a wrong token", async () => {
    const { booking, access_token } = await booked("en-sitio");
    expect(booking).toMatchObject({ status: "approved", cover: { total: 30_000, prepaid: false, paid: false } });
    expect((await pay("en-sitio", booking.id, access_token)).headers.get("location")).toBe(`http://en-sitio.localhost:3100/book_info/${booking.id}/${access_token}`);
    const paid = await booked("anticipo");
    const wrong = await pay("anticipo", paid.booking.id, "x".repeat(32));
    expect(new URL(wrong.headers.get("location")!).host).toBe("anticipo.localhost:3100");
    expect(new URL(wrong.headers.get("location")!).pathname).toBe(`/book_info/${paid.booking.id}/${"x".repeat(32)}`);
  });
});
