import { POST as book } from "@/app/api/v1/bookings/route";
import { GET as outbox } from "@/app/api/v1/operator/outbox/route";
import { importBrand } from "@/lib/server/brands/import-brand";
import { bogotaDate, brandWithBookings, DINER } from "@/tests/factories/bookings";
import { OPERATOR_SECRET, operatorKey } from "@/tests/helpers/operator-key";
import { brandRequest } from "@/tests/helpers/requests";
import { LocalSmtp } from "@/tests/helpers/smtp-server";
import { withTestDatabase } from "@/tests/helpers/test-database";
import { deliverDue, queueMessage } from "./outbox";
import { outboxIdle } from "./outbox-timer";
import { mailFrom } from "./smtp";
import { activeTransport } from "./transports";

const smtp = new LocalSmtp();

// before the database: the environment is read once, and it names the server's port
beforeAll(async () => {
  await smtp.start();
  process.env.SMTP_URL = `smtp://127.0.0.1:${smtp.port}`;
  process.env.MAIL_FROM = "Comanda <reservas@comanda.test>";
  process.env.OPERATOR_API_KEY = OPERATOR_SECRET;
});
afterAll(() => smtp.stop());

const db = withTestDatabase();
let instanceId = 0;

beforeAll(async () => {
  const brand = brandWithBookings("smtp");
  ({ instanceId } = await importBrand(db.current.db, { ...brand, instance: { ...brand.instance, contact: { email: "hola@arepas.co" } } }));
});

const messages = async () => (await (await outbox(brandRequest("smtp", "/api/v1/operator/outbox", { headers: { authorization: `Bearer ${operatorKey("smtp")}` } }))).json()).messages;
let later = Date.now();
/** A delivery run past every retry's wait so far. */
const deliverLater = () => deliverDue(db.current.db, activeTransport(), new Date((later += 3_600_000)));

describe("email over SMTP", () => {
  it("sends a booking's confirmation to the SMTP server at once: from the brand at MAIL_FROM's address, to the diner, with its subject and text", async () => {
    const request = { supplier: "centro", date: bogotaDate(1), time: "20:00", persons: 3, zone: "terraza", contact: DINER, terms_accepted: true };
    const answer = await book(brandRequest("smtp", "/api/v1/bookings", { method: "POST", body: JSON.stringify(request), headers: { host: "smtp.localhost", "x-forwarded-proto": "https" } }));
    const { booking, access_token } = await answer.json();
    await outboxIdle();

    expect(smtp.received).toHaveLength(1);
    const [mail] = smtp.received;
    expect(mail!.envelopeFrom).toBe("reservas@comanda.test");
    expect(mail!.envelopeTo).toEqual(["ana@example.co"]);
    expect(mail!.headers.from).toMatch(/^"?Arepas de Prueba"? <reservas@comanda\.test>$/);
    expect(mail!.headers["reply-to"]).toBe("hola@arepas.co");
    expect(mail!.headers.to).toBe("ana@example.co");
    expect(mail!.headers.subject).toBe(`Tu reserva #${booking.id} · Arepas de Prueba`);
    expect(mail!.headers["content-type"]).toMatch(/^text\/plain; charset=utf-8/);
    expect(mail!.body).toContain("Hola Ana Pérez,");
    expect(mail!.body).toContain("Personas: 3");
    expect(mail!.body).toContain(`https://smtp.localhost/book_info/${booking.id}/${access_token}`);

    const [delivered] = await messages();
    expect(delivered).toMatchObject({ kind: "booking_confirmation", attempts: 1, last_error: null, delivered_to: `smtp:<outbox-${delivered.id}@comanda.test>` });
    expect(mail!.headers["message-id"]).toBe(`<outbox-${delivered.id}@comanda.test>`);
  });

  it("keeps a message the server refuses (550) in the outbox with its error, and delivers it once the server takes it", async () => {
    const before = smtp.received.length;
    await queueMessage(db.current.db, instanceId, { kind: "test", recipient: "luis@example.co", subject: "Rechazo", body: "Hola Luis" });
    smtp.refusing = true;
    expect(await deliverLater()).toEqual({ delivered: 0, failed: 1 });
    expect((await messages())[0]).toMatchObject({ subject: "Rechazo", attempts: 1, delivered_at: null, last_error: expect.stringContaining("550") });
    expect(smtp.received).toHaveLength(before);

    smtp.refusing = false;
    expect(await deliverLater()).toEqual({ delivered: 1, failed: 0 });
    expect((await messages())[0]).toMatchObject({ subject: "Rechazo", attempts: 2, last_error: null });
    expect(smtp.received.at(-1)).toMatchObject({ envelopeTo: ["luis@example.co"], headers: expect.objectContaining({ subject: "Rechazo" }), body: expect.stringContaining("Hola Luis") });
  });

  it("keeps a message while the server is down, and delivers it when the server comes back", async () => {
    await smtp.stop();
    await queueMessage(db.current.db, instanceId, { kind: "test", recipient: "eva@example.co", subject: "Caído", body: "Hola Eva" });
    expect(await deliverLater()).toEqual({ delivered: 0, failed: 1 });
    expect(await deliverLater()).toEqual({ delivered: 0, failed: 1 });
    expect((await messages())[0]).toMatchObject({ subject: "Caído", attempts: 2, delivered_at: null, last_error: expect.stringMatching(/ECONNREFUSED|connect/i) });

    await smtp.start();
    expect(await deliverLater()).toEqual({ delivered: 1, failed: 0 });
    expect((await messages())[0]).toMatchObject({ subject: "Caído", attempts: 3, last_error: null });
    expect(smtp.received.at(-1)).toMatchObject({ envelopeTo: ["eva@example.co"], headers: expect.objectContaining({ subject: "Caído" }) });
  });

  it("reads MAIL_FROM with or without a name", () => {
    expect(mailFrom("Comanda <hola@comanda.app>")).toEqual({ name: "Comanda", address: "hola@comanda.app" });
    expect(mailFrom('"Comanda SAS" <hola@comanda.app>')).toEqual({ name: "Comanda SAS", address: "hola@comanda.app" });
    expect(mailFrom("hola@comanda.app")).toEqual({ name: "", address: "hola@comanda.app" });
  });
});
