/** Items as a sentence lists them in `locale`: "delivery, para llevar y reservas", "delivery, take-away and bookings". */
export function listText(items: readonly string[], locale: string): string {
  return new Intl.ListFormat(locale, { type: "conjunction" }).format(items);
}
