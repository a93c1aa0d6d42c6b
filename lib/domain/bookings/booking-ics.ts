/**
 * A booking as an iCalendar event (RFC 5545), for the diner's calendar: times in UTC, so no time
 * zone table is needed; the turn is the event's length; text escaped and lines folded at 75 octets.
 */
export interface BookingEvent {
  id: number;
  /** the brand's host: with the id, the event's stable UID across downloads */
  host: string;
  startsAt: Date;
  turnMinutes: number;
  title: string;
  location: string;
  description: string;
  url: string;
  canceled: boolean;
}

const stamp = (at: Date) => at.toISOString().replace(/[-:]/g, "").replace(/\.\d{3}/, "");

/** RFC 5545 §3.3.11: backslash, semicolon and comma escaped, newlines as \n. */
function escapeText(text: string): string {
  return text.replace(/\\/g, "\\\\").replace(/;/g, "\\;").replace(/,/g, "\\,").replace(/\r?\n/g, "\\n");
}

const octets = (text: string) => new TextEncoder().encode(text).length;

/** RFC 5545 §3.1: lines longer than 75 octets continue on the next line after a space, never inside a character. */
function fold(line: string): string {
  const parts: string[] = [];
  let current = "";
  for (const char of line) {
    const limit = parts.length === 0 ? 75 : 74;
    if (octets(current + char) > limit) {
      parts.push(current);
      current = "";
    }
    current += char;
  }
  parts.push(current);
  return parts.join("\r\n ");
}

export function bookingIcs(event: BookingEvent, now = new Date()): string {
  const ends = new Date(event.startsAt.getTime() + event.turnMinutes * 60_000);
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//Comanda//Bookings//ES",
    "METHOD:PUBLISH",
    "BEGIN:VEVENT",
    `UID:booking-${event.id}@${event.host}`,
    `DTSTAMP:${stamp(now)}`,
    `DTSTART:${stamp(event.startsAt)}`,
    `DTEND:${stamp(ends)}`,
    `SUMMARY:${escapeText(event.title)}`,
    `LOCATION:${escapeText(event.location)}`,
    `DESCRIPTION:${escapeText(event.description)}`,
    `URL:${event.url}`,
    `STATUS:${event.canceled ? "CANCELLED" : "CONFIRMED"}`,
    "END:VEVENT",
    "END:VCALENDAR",
  ];
  return `${lines.map(fold).join("\r\n")}\r\n`;
}
