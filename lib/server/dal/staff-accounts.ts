import "server-only";
import { and, asc, eq } from "drizzle-orm";
import { ApiError } from "@/lib/domain/http/api-errors";
import { scopeFor, type StaffRole } from "@/lib/domain/staff/staff-roles";
import type { StaffAccountListed, StaffAccountWire } from "@/lib/domain/staff/staff-wire";
import { getDb, type Db, type Tx } from "../db/client";
import { pgErrorCode, UNIQUE_VIOLATION } from "../db/errors";
import { firstRow } from "../db/rows";
import { staffAccounts } from "../db/schema";

/*
 * Staff accounts, always within one brand: another brand's id or address is as unknown as a made-up
 * one. Password hashes never leave this file except to the sign-in check (findStaffCredentials).
 */

type Row = typeof staffAccounts.$inferSelect;

export function toStaffAccount(row: Row): StaffAccountWire {
  return { id: row.id, name: row.name, email: row.email, role: row.role, branches: scopeFor(row.role, row.branches) };
}

export function toListedStaffAccount(row: Row): StaffAccountListed {
  return {
    ...toStaffAccount(row),
    disabled: row.disabledAt !== null,
    created_at: row.createdAt.toISOString(),
    password_changed_at: row.passwordChangedAt.toISOString(),
  };
}

/** The account an address signs in to at this brand, with its hash; disabled ones too (the caller refuses them). */
export async function findStaffCredentials(instanceId: number, email: string): Promise<Row | null> {
  const db = await getDb();
  const [row] = await db.select().from(staffAccounts).where(and(eq(staffAccounts.instanceId, instanceId), eq(staffAccounts.email, email)));
  return row ?? null;
}

export async function findStaffAccountRow(instanceId: number, id: number): Promise<Row | null> {
  const db = await getDb();
  const [row] = await db.select().from(staffAccounts).where(and(eq(staffAccounts.instanceId, instanceId), eq(staffAccounts.id, id)));
  return row ?? null;
}

export async function listStaffAccounts(instanceId: number): Promise<StaffAccountListed[]> {
  const db = await getDb();
  const rows = await db.select().from(staffAccounts).where(eq(staffAccounts.instanceId, instanceId)).orderBy(asc(staffAccounts.id));
  return rows.map(toListedStaffAccount);
}

export interface NewStaffAccount {
  email: string;
  name: string;
  role: StaffRole;
  branches: number[];
  passwordHash: string;
}

/** A new account; an address the brand already has is a 409 staff_email_taken. */
export async function insertStaffAccount(db: Db | Tx, instanceId: number, account: NewStaffAccount): Promise<Row> {
  try {
    const rows = await db
      .insert(staffAccounts)
      .values({ instanceId, ...account, branches: scopeFor(account.role, account.branches) })
      .returning();
    return firstRow(rows, "staff account");
  } catch (error) {
    if (pgErrorCode(error) === UNIQUE_VIOLATION) throw new ApiError("staff_email_taken", "This brand already has an account with that address");
    throw error;
  }
}

export interface StaffAccountChange {
  name?: string;
  role?: StaffRole;
  branches?: number[];
  disabledAt?: Date | null;
  passwordHash?: string;
  passwordChangedAt?: Date;
}

/** Writes the given fields (absent ones are kept); the account after the change. */
export async function updateStaffAccount(db: Db | Tx, instanceId: number, current: Row, change: StaffAccountChange): Promise<Row> {
  const role = change.role ?? current.role;
  const branches = scopeFor(role, change.branches ?? current.branches);
  const rows = await db
    .update(staffAccounts)
    .set({ ...change, role, branches })
    .where(and(eq(staffAccounts.instanceId, instanceId), eq(staffAccounts.id, current.id)))
    .returning();
  return firstRow(rows, "staff account");
}

export type StaffAccountRow = Row;
