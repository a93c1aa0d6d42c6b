import { bookingIcs } from "./booking-ics";

const event = {
  id: 42,
  host: "fogon-andino.localhost",
  startsAt: new Date("2026-12-04T01:00:00Z"), // 20:00 on 3 December in Bogotá
  turnMinutes: 90,
  title: "Reserva en El Fogón Andino · Chapinero, 4 personas",
  location: "Carrera 7 # 63-44; Chapinero, Bogotá",
  description: "Terraza.\nAlergia al maní; celebramos un cumpleaños y llevamos la torta, ¿está bien?",
  url: "https://fogon-andino.localhost/book_info/42/token",
  canceled: false,
};

describe("bookingIcs", () => {
  const ics = bookingIcs(event, new Date("2026-11-26T12:00:00Z"));
  const unfolded = ics.replace(/\r\n /g, "");

  it("is one event in UTC, as long as the turn, with a UID stable across downloads", () => {
    expect(ics.startsWith("BEGIN:VCALENDAR\r\nVERSION:2.0\r\n")).toBe(true);
    expect(unfolded).toContain("\r\nUID:booking-42@fogon-andino.localhost\r\n");
    expect(unfolded).toContain("\r\nDTSTART:20261204T010000Z\r\n");
    expect(unfolded).toContain("\r\nDTEND:20261204T023000Z\r\n");
    expect(unfolded).toContain("\r\nSTATUS:CONFIRMED\r\n");
    expect(ics.endsWith("END:VCALENDAR\r\n")).toBe(true);
  });

  it("escapes commas, semicolons and newlines, and folds long lines without splitting a character", () => {
    expect(unfolded).toContain("LOCATION:Carrera 7 # 63-44\\; Chapinero\\, Bogotá");
    expect(unfolded).toContain("DESCRIPTION:Terraza.\\nAlergia al maní\\; celebramos un cumpleaños y llevamos la torta\\, ¿está bien?");
    for (const line of ics.split("\r\n")) expect(Buffer.byteLength(line, "utf8")).toBeLessThanOrEqual(75);
    expect(ics).toContain("\r\n ");
  });

  it("marks a canceled booking's event cancelled, so calendars drop it", () => {
    expect(bookingIcs({ ...event, canceled: true })).toContain("STATUS:CANCELLED");
  });
});
