import type { BookingStatus } from "./booking";

/** The words of a booking's confirmation, from the brand's language (messages booking.mail, booking.detail.status). */
export interface BookingMailTexts {
  subject: string;
  greeting: string;
  when: string;
  where: string;
  party: string;
  zone: string;
  manage: string;
  /** a canceled booking the restaurant declined: said apart from the diner's own cancel */
  declined: string;
  status: Record<BookingStatus, string>;
}

export interface BookingMailFacts {
  id: number;
  status: BookingStatus;
  canceledBy?: "diner" | "restaurant" | null;
  name: string;
  /** the slot as the diner chose it, on the branch's clock */
  date: string;
  time: string;
  persons: number;
  zone: string;
  branch: string;
  address: string;
  /** the booking's own page (its link with the token): change, cancel, calendar */
  link: string;
}

/**
 * The confirmation every booking gets — its status, when, where, for how many, and the link to its
 * page — as a plain-text email (what any provider sends, and any phone reads).
 */
export function bookingConfirmation(brand: string, locale: string, texts: BookingMailTexts, facts: BookingMailFacts): { subject: string; body: string } {
  const day = new Intl.DateTimeFormat(locale, { weekday: "long", day: "numeric", month: "long", year: "numeric", timeZone: "UTC" }).format(new Date(`${facts.date}T00:00:00Z`));
  const body = [
    `${texts.greeting} ${facts.name},`,
    "",
    `${bookingStatusText(texts, facts)} · #${facts.id}`,
    `${texts.when}: ${day}, ${facts.time}`,
    `${texts.where}: ${facts.branch} — ${facts.address}`,
    `${texts.party}: ${facts.persons}`,
    `${texts.zone}: ${facts.zone}`,
    "",
    `${texts.manage}:`,
    facts.link,
    "",
    `— ${brand}`,
  ].join("\n");
  return { subject: `${texts.subject} #${facts.id} · ${brand}`, body };
}

/** The status a message states: the restaurant's refusal in its own words, else the booking's status. */
export function bookingStatusText(texts: Pick<BookingMailTexts, "declined" | "status">, facts: Pick<BookingMailFacts, "status" | "canceledBy">): string {
  return facts.status === "canceled" && facts.canceledBy === "restaurant" ? texts.declined : texts.status[facts.status];
}

/** The same news as one SMS: the brand, the status, when, and the booking's link. */
export function bookingSms(brand: string, texts: Pick<BookingMailTexts, "declined" | "status">, facts: Pick<BookingMailFacts, "id" | "status" | "canceledBy" | "date" | "time" | "link">): string {
  return `${brand}: ${bookingStatusText(texts, facts)} · #${facts.id} · ${facts.date} ${facts.time}. ${facts.link}`;
}
