import { brandFileSchema, type BrandFile, type BrandFileInput } from "@/lib/domain/brand/brand-file";
import { brandInput } from "./brand";

type BranchInput = BrandFileInput["branches"][number];
type BookingInput = NonNullable<BranchInput["booking"]>;

/**
 * A brand whose "centro" branch (open round the clock, on Bogotá's clock) takes bookings in a salon for 10
 * and a terrace for 5: 30-minute slots, 90-minute turns, an hour of lead time, parties up to 8, two weeks
 * ahead, changes until two hours before; and the `tables` given (the walk-in waitlist seats parties there).
 */
export function brandWithBookings(slug: string, booking: Partial<BookingInput> = {}, tables: BranchInput["tables"] = []): BrandFile {
  const input = brandInput(slug);
  const centro = input.branches[0]!;
  centro.services = [...centro.services, "book"];
  centro.timezone = "America/Bogota";
  centro.tables = tables;
  centro.booking = {
    zones: [
      { key: "salon", name: { es: "Salón", en: "Dining room" }, covers: 10 },
      { key: "terraza", name: { es: "Terraza", en: "Terrace" }, covers: 5 },
    ],
    slot_minutes: 30,
    turn_minutes: 90,
    lead_minutes: 60,
    max_party: 8,
    days_ahead: 14,
    cutoff_minutes: 120,
    ...booking,
  };
  return brandFileSchema.parse({ ...input, domains: [] });
}

/** A Bogotá date `days` from today, "YYYY-MM-DD" (Bogotá is UTC−5 all year). */
export function bogotaDate(days: number, now = new Date()): string {
  return new Date(now.getTime() - 5 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);
}

export const DINER = { name: "Ana Pérez", phone: "300 123 4567", email: "ana@example.co", document_type: "cc", document_number: "1020304050" };
