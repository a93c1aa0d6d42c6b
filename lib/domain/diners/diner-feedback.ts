import { wallClock, type Cell } from "../analytics/sales-csv";

/*
 * What diners wrote to the brand, as the console's reports list it and its spreadsheet exports it: ratings of a
 * purchase with their words and, when the diner asked to be contacted, how; ratings of a visit (a booking); and
 * the notes and allergies of bookings, for the floor and the kitchen.
 */

export interface PurchaseFeedback {
  kind: "purchase";
  order_id: number;
  branch: string;
  service: string;
  rating: number;
  nps: number | null;
  digital_menu: number | null;
  comment: string | null;
  /** the diner asked to be contacted ("¿Te contactamos?"): the ways they left */
  contact: { name: string | null; phone: string | null; email: string | null } | null;
  at: string;
}

export interface VisitFeedback {
  kind: "visit";
  booking_id: number;
  branch: string;
  rating: number;
  comment: string | null;
  name: string;
  at: string;
}

export interface BookingNote {
  kind: "booking_note";
  booking_id: number;
  branch: string;
  /** the slot on the branch's clock */
  date: string;
  time: string;
  persons: number;
  status: string;
  name: string;
  phone: string;
  comment: string | null;
  health: string | null;
  at: string;
}

export type DinerFeedback = PurchaseFeedback | VisitFeedback | BookingNote;

/** A purchase rating is worth a line of its own when the diner wrote words or left a way to reach them. */
export function isWritten(rating: { comment: string | null; name: string | null; phone: string | null; email: string | null }): boolean {
  return [rating.comment, rating.name, rating.phone, rating.email].some((value) => value !== null && value.trim() !== "");
}

export const FEEDBACK_CSV_COLUMNS = ["kind", "reference", "at", "branch", "service", "rating", "nps", "digital_menu", "comment", "health", "name", "phone", "email"] as const;

/** One spreadsheet row per thing a diner wrote, newest first as given; times on the brand's clock. */
export function feedbackRows(items: readonly DinerFeedback[], timezone: string): Cell[][] {
  const at = (iso: string) => wallClock(new Date(iso), timezone);
  const text = (value: string | null | undefined) => value ?? "";
  const score = (value: number | null) => (value === null ? "" : value);
  return items.map((item) => {
    switch (item.kind) {
      case "purchase":
        return [item.kind, `order ${item.order_id}`, at(item.at), item.branch, item.service, item.rating, score(item.nps), score(item.digital_menu), text(item.comment), "", text(item.contact?.name), text(item.contact?.phone), text(item.contact?.email)];
      case "visit":
        return [item.kind, `booking ${item.booking_id}`, at(item.at), item.branch, "book", item.rating, "", "", text(item.comment), "", item.name, "", ""];
      case "booking_note":
        return [item.kind, `booking ${item.booking_id}`, `${item.date} ${item.time}`, item.branch, "book", "", "", "", text(item.comment), text(item.health), item.name, item.phone, ""];
    }
  });
}
