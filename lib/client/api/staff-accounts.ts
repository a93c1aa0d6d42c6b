import type { StaffAccountCreateBody, StaffAccountPatchBody } from "@/lib/domain/staff/staff-bodies";
import type { StaffAccountListed, StaffAuditEntryWire } from "@/lib/domain/staff/staff-wire";
import { answerOf, callApi, jsonBody } from "./api-failure";

/* The console's accounts screen: the brand's staff accounts, one's own password, and the audit log. */

/** The accounts this account may see (its branches'), oldest first. */
export async function fetchAccounts(): Promise<StaffAccountListed[]> {
  const { accounts } = await answerOf<{ accounts: StaffAccountListed[] }>(await callApi("/api/staff/accounts"));
  return accounts;
}

export async function createAccount(body: StaffAccountCreateBody): Promise<StaffAccountListed> {
  const { account } = await answerOf<{ account: StaffAccountListed }>(await callApi("/api/staff/accounts", jsonBody("POST", body)));
  return account;
}

export async function changeAccount(id: number, change: StaffAccountPatchBody): Promise<StaffAccountListed> {
  const { account } = await answerOf<{ account: StaffAccountListed }>(await callApi(`/api/staff/accounts/${id}`, jsonBody("PATCH", change)));
  return account;
}

/** One's own password: the current one proves it is them; their other devices are signed out. */
export async function changeOwnPassword(current: string, next: string): Promise<void> {
  const response = await callApi("/api/staff/password", jsonBody("PUT", { current, next }));
  if (!response.ok) await answerOf(response);
}

/** Entries of the audit log per page. */
export const AUDIT_PAGE = 30;

/** A page of the audit log, newest first: older than entry `before` when given. */
export async function fetchAudit(before?: number): Promise<StaffAuditEntryWire[]> {
  const { entries } = await answerOf<{ entries: StaffAuditEntryWire[] }>(await callApi(`/api/staff/audit?limit=${AUDIT_PAGE}${before ? `&before=${before}` : ""}`));
  return entries;
}
