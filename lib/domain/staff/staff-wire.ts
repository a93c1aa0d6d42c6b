import type { StaffRole } from "./staff-roles";

/** A staff account as the staff API answers it (GET /api/staff/session, the accounts calls). */
export interface StaffAccountWire {
  id: number;
  name: string;
  email: string;
  role: StaffRole;
  /** branch ids the account works at; empty: all the brand's branches */
  branches: number[];
}

/** An account in the owner's and manager's list: also whether it may sign in, and since when. */
export interface StaffAccountListed extends StaffAccountWire {
  disabled: boolean;
  created_at: string;
  password_changed_at: string;
}

/** One line of the audit log, newest first (GET /api/staff/audit). */
export interface StaffAuditEntryWire {
  id: number;
  at: string;
  /** who did it; null when it was done from the command line */
  account: { id: number; name: string; email: string } | null;
  action: string;
  subject_type: string | null;
  subject_id: string | null;
  detail: Record<string, unknown>;
}
