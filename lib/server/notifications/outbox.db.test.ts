import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { DELETE as cancel } from "@/app/api/v1/bookings/[id]/route";
import { POST as book } from "@/app/api/v1/bookings/route";
import { GET as outbox } from "@/app/api/v1/operator/outbox/route";
import { eq } from "drizzle-orm";
import { importBrand } from "@/lib/server/brands/import-brand";
import * as t from "@/lib/server/db/schema";
import { bogotaDate, brandWithBookings, DINER } from "@/tests/factories/bookings";
import { OPERATOR_SECRET, operatorKey } from "@/tests/helpers/operator-key";
import { brandRequest, params } from "@/tests/helpers/requests";
import { withTestDatabase } from "@/tests/helpers/test-database";
import { deliverDue, publicDeliveryError, queueMessage, type Transport } from "./outbox";
import { outboxIdle } from "./outbox-timer";
import { mailboxTransport } from "./transports";

const db = withTestDatabase();
let instanceId = 0;

beforeAll(async () => {
  process.env.OPERATOR_API_KEY = OPERATOR_SECRET;
  process.env.DATA_DIR = mkdtempSync(path.join(tmpdir(), "comanda-outbox-"));
  ({ instanceId } = await importBrand(db.current.db, brandWithBookings("correo")));
});

const messages = async () => (await (await outbox(brandRequest("correo", "/api/v1/operator/outbox", { headers: { authorization: `Bearer ${operatorKey("correo")}` } }))).json()).messages;
/** What a message says, as only the server reads it (the operator's list never carries a body). */
const bodyOf = async (id: number) => (await db.current.db.select({ body: t.outboxMessages.body }).from(t.outboxMessages).where(eq(t.outboxMessages.id, id)))[0]!.body;

async function deliveredSoon() {
  for (let tries = 0; tries < 50; tries++) {
    const [latest] = await messages();
    if (latest?.delivered_at) return latest;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error("the confirmation was not delivered");
}

let client = 0;

describe("the notification outbox", () => {
  it("queues every booking's confirmation with its link and delivers it at once, to the local mailbox without a provider", async () => {
    const request = { supplier: "centro", date: bogotaDate(1), time: "20:00", persons: 3, zone: "terraza", contact: DINER, terms_accepted: true };
    const answer = await book(brandRequest("correo", "/api/v1/bookings", { method: "POST", body: JSON.stringify(request), headers: { host: "correo.localhost", "x-forwarded-proto": "https" } }));
    const { booking, access_token } = await answer.json();

    const delivered = await deliveredSoon();
    expect(delivered).toMatchObject({ kind: "booking_confirmation", recipient: "ana@example.co", subject: `Tu reserva #${booking.id} · Arepas de Prueba`, attempts: 1 });
    const body = await bodyOf(delivered.id);
    expect(body).toContain("Hola Ana Pérez,");
    expect(body).toContain(`Confirmada por el restaurante · #${booking.id}`);
    expect(body).toContain("Personas: 3");
    expect(body).toContain("Zona: Terraza");
    expect(body).toContain(`https://correo.localhost/book_info/${booking.id}/${access_token}`);
    // the operator reads to whom and where it went, never the booking's secret link nor where the server keeps files
    expect(delivered).not.toHaveProperty("body");
    expect(JSON.stringify(delivered)).not.toContain(access_token);
    expect(delivered.delivered_to).toMatch(/^mailbox\/\d{6}-booking_confirmation\.eml$/);
    // a readable file in DATA_DIR: what the diner would get
    const file = readFileSync(path.join(process.env.DATA_DIR!, delivered.delivered_to), "utf8");
    expect(file).toContain("To: ana@example.co");
    expect(file).toContain(`Subject: Tu reserva #${booking.id} · Arepas de Prueba`);
    expect(file).toContain(`https://correo.localhost/book_info/${booking.id}/${access_token}`);
  });

  it("tells a waitlisted diner, with their booking's link, when a cancellation gives them the table", async () => {
    const post = (body: Record<string, unknown>) =>
      book(brandRequest("correo", "/api/v1/bookings", { method: "POST", body: JSON.stringify({ supplier: "centro", date: bogotaDate(2), time: "21:00", terms_accepted: true, contact: DINER, ...body }), headers: { "x-forwarded-for": `10.7.0.${(client += 1)}` } }));
    const salon = await (await post({ persons: 8, zone: "salon" })).json();
    await post({ persons: 2, zone: "salon" });
    await post({ persons: 5, zone: "terraza" });
    const waiting = await (await post({ persons: 3, waitlist: true, contact: { ...DINER, name: "Luis Gómez", email: "luis@example.co" } })).json();
    expect(waiting.booking.status).toBe("waiting_list");

    await cancel(brandRequest("correo", `/api/v1/bookings/${salon.booking.id}?token=${salon.access_token}`, { method: "DELETE" }), params({ id: String(salon.booking.id) }));
    const promoted = (await messages()).find((message: { kind: string }) => message.kind === "booking_promoted");
    expect(promoted).toMatchObject({ recipient: "luis@example.co", subject: `Tu reserva #${waiting.booking.id} · Arepas de Prueba` });
    expect(await bodyOf(promoted.id)).toContain(`Confirmada por el restaurante · #${waiting.booking.id}`);
    expect(await bodyOf(promoted.id)).toContain(`/book_info/${waiting.booking.id}/${waiting.access_token}`);
  });

  it("keeps a message a provider refused, with its error, and delivers it on a later try", async () => {
    // the bookings above asked for deliveries in the background: on PostgreSQL one could still take this message
    await outboxIdle();
    await queueMessage(db.current.db, instanceId, { kind: "test", recipient: "luis@example.co", subject: "Prueba", body: "Hola" });
    const down: Transport = { send: async () => Promise.reject(new Error("mail webhook answered 503")) };
    const now = new Date(Date.now() + 1000);
    expect(await deliverDue(db.current.db, down, now)).toEqual({ delivered: 0, failed: 1 });
    expect((await messages())[0]).toMatchObject({ subject: "Prueba", attempts: 1, last_error: "mail webhook answered 503", delivered_at: null });
    expect(await deliverDue(db.current.db, down, now)).toEqual({ delivered: 0, failed: 0 }); // not due again yet

    const dir = mkdtempSync(path.join(tmpdir(), "mailbox-"));
    expect(await deliverDue(db.current.db, mailboxTransport(dir), new Date(now.getTime() + 60_000))).toEqual({ delivered: 1, failed: 0 });
    const [delivered] = await messages();
    expect(delivered).toMatchObject({ attempts: 2, last_error: null, delivered_to: path.join(path.basename(dir), `${String(delivered.id).padStart(6, "0")}-test.eml`) });
    expect(readFileSync(path.join(path.dirname(dir), delivered.delivered_to), "utf8")).toBe("To: luis@example.co\nSubject: Prueba\nContent-Type: text/plain; charset=utf-8\n\nHola\n");
  });

  it("tells the operator why a delivery failed without naming where the server keeps its files", async () => {
    await outboxIdle();
    await queueMessage(db.current.db, instanceId, { kind: "test", recipient: "eva@example.co", subject: "Ruta", body: "Hola" });
    const full: Transport = { send: async () => Promise.reject(new Error("ENOSPC: no space left on device, open '/srv/comanda/.data/mailbox/000099-test.eml'")) };
    await deliverDue(db.current.db, full, new Date(Date.now() + 1000));
    const [failed] = await messages();
    expect(failed).toMatchObject({ subject: "Ruta", last_error: "ENOSPC: no space left on device, open '[path]'" });
    expect(publicDeliveryError("mail webhook answered 503 (https://hooks.example/mail)")).toBe("mail webhook answered 503 (https://hooks.example/mail)");
    expect(publicDeliveryError("EACCES C:\\data\\sms\\1.sms")).toBe("EACCES [path]");
  });

  it("is the operator's to read, not anyone's", async () => {
    expect((await outbox(brandRequest("correo", "/api/v1/operator/outbox"))).status).toBe(401);
  });
});
