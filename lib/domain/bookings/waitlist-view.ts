import type { WaitlistStatus } from "./waitlist";

/** A party on a branch's walk-in waitlist as its live page shows it (GET /api/v1/waitlist/{id}). */
export interface WaitlistView {
  id: number;
  status: WaitlistStatus;
  persons: number;
  name: string;
  supplier: { slug: string; name: string };
  /** while waiting: the place in line (1 = next) and the estimate in minutes */
  position: number | null;
  estimate_minutes: number | null;
  /** once ready: the table staff gave the party, and its menu (the on-table service, its tab) */
  table: { code: string; zone: string | null; menu_path: string } | null;
  joined_at: string;
}

/** A party as the host's line shows it (GET /api/v1/operator/waitlist): with the phone to call it on. */
export type StaffWaitlistEntry = WaitlistView & { phone: string };
