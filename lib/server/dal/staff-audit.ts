import "server-only";
import { and, desc, eq, inArray, lt, sql } from "drizzle-orm";
import type { StaffAuditEntryWire } from "@/lib/domain/staff/staff-wire";
import { getDb, type Db, type Tx } from "../db/client";
import { staffAccounts, staffAudit } from "../db/schema";

/** What an entry is about: an order, a payment, a product, an account… by its id at the brand. */
export interface AuditSubject {
  type: string;
  id: string | number;
}

/**
 * Records that `staff` (null: the command line) did `action` ("subject.verb": "order.moved", "payment.confirmed",
 * "product.sold_out", "staff.created") to `subject`. Every staff mutation calls it; pass the mutation's
 * transaction as `db` so the entry is written with the change or not at all.
 */
export async function audit(
  instanceId: number,
  staff: { id: number } | null,
  action: string,
  subject: AuditSubject | null,
  detail: Record<string, unknown> = {},
  db?: Db | Tx,
): Promise<void> {
  await (db ?? (await getDb())).insert(staffAudit).values({
    instanceId,
    accountId: staff?.id ?? null,
    action,
    subjectType: subject?.type ?? null,
    subjectId: subject === null ? null : String(subject.id),
    detail,
  });
}

/**
 * The brand's entries, newest first: `limit` of them, older than entry `before` when given (the next page); only
 * those of the accounts `by` names when given (what an account of some branches may read).
 */
export async function listStaffAudit(instanceId: number, { limit, before, by }: { limit: number; before?: number; by?: readonly number[] }): Promise<StaffAuditEntryWire[]> {
  const db = await getDb();
  const rows = await db
    .select({ entry: staffAudit, account: { id: staffAccounts.id, name: staffAccounts.name, email: staffAccounts.email } })
    .from(staffAudit)
    .leftJoin(staffAccounts, and(eq(staffAccounts.instanceId, staffAudit.instanceId), eq(staffAccounts.id, staffAudit.accountId)))
    .where(
      and(
        eq(staffAudit.instanceId, instanceId),
        before === undefined ? undefined : lt(staffAudit.id, before),
        by === undefined ? undefined : by.length ? inArray(staffAudit.accountId, [...by]) : sql`false`,
      ),
    )
    .orderBy(desc(staffAudit.id))
    .limit(limit);
  return rows.map(({ entry, account }) => ({
    id: entry.id,
    at: entry.at.toISOString(),
    account,
    action: entry.action,
    subject_type: entry.subjectType,
    subject_id: entry.subjectId,
    detail: entry.detail,
  }));
}
