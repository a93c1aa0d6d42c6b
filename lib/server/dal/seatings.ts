import "server-only";
import { and, eq, isNull } from "drizzle-orm";
import { ApiError } from "@/lib/domain/http/api-errors";
import type { FloorParty } from "@/lib/domain/tabs/floor";
import { seatRefusal, type BranchTable, type SeatingEnd, type SeatingSource } from "@/lib/domain/bookings/table-seating";
import { getDb, type Db, type Tx } from "../db/client";
import { places, tableSeatings, tabs } from "../db/schema";
import { audit } from "./staff-audit";

/** A table locked for seating: no other host seats or frees it until the transaction ends. */
export interface LockedTable {
  id: number;
  code: string;
  seats: number | null;
  /** its tab is open: diners scanned its code and ordered */
  tabOpen: boolean;
  free: boolean;
}

interface Party {
  source: SeatingSource;
  persons: number;
  name: string | null;
  bookingId?: number;
  waitlistEntryId?: number;
}

const openSeating = (instanceId: number) => and(eq(tableSeatings.instanceId, instanceId), isNull(tableSeatings.endedAt));

/**
 * An active table of the branch by its code, locked, and whether it is free: nobody seated there and no open tab
 * (diners who scanned its code sit there too). 422 place_unknown when the branch has no such table.
 */
export async function lockTable(tx: Tx, instanceId: number, supplierId: number, code: string): Promise<LockedTable> {
  const [table] = await tx
    .select({ id: places.id, code: places.code, seats: places.seats })
    .from(places)
    .where(and(eq(places.instanceId, instanceId), eq(places.supplierId, supplierId), eq(places.kind, "table"), eq(places.code, code), eq(places.active, true)))
    .for("update");
  if (!table) throw new ApiError("place_unknown", `This branch has no table ${code}`);
  const [seated] = await tx.select({ id: tableSeatings.id }).from(tableSeatings).where(and(openSeating(instanceId), eq(tableSeatings.placeId, table.id)));
  const [tab] = await tx.select({ id: tabs.id }).from(tabs).where(and(eq(tabs.instanceId, instanceId), eq(tabs.placeId, table.id), eq(tabs.status, "open")));
  return { ...table, tabOpen: Boolean(tab), free: !seated && !tab };
}

/** Seats `party` at a locked table: 409 table_taken while another party holds it, 422 table_too_small when it seats fewer. */
export async function seatParty(tx: Tx, instanceId: number, supplierId: number, table: LockedTable, party: Party, now: Date): Promise<void> {
  const refusal = seatRefusal(table, party.persons);
  if (refusal === "table_taken") throw new ApiError(refusal, `Table ${table.code} already has a party`);
  if (refusal) throw new ApiError(refusal, `Table ${table.code} seats ${table.seats}`, { seats: table.seats });
  await tx.insert(tableSeatings).values({ instanceId, supplierId, placeId: table.id, ...party, seatedAt: now });
}

/** Ends the party's seating at a place, if there is one: its tab closed, staff freed the table, or the party left. */
export async function endSeating(tx: Tx, instanceId: number, where: { placeId: number } | { waitlistEntryId: number }, ended: SeatingEnd, now: Date): Promise<boolean> {
  const which = "placeId" in where ? eq(tableSeatings.placeId, where.placeId) : eq(tableSeatings.waitlistEntryId, where.waitlistEntryId);
  const rows = await tx.update(tableSeatings).set({ endedAt: now, ended }).where(and(openSeating(instanceId), which)).returning({ id: tableSeatings.id });
  return rows.length > 0;
}

/** The host sits a walk-in at a free table from the floor (not through the waitlist), audited. */
export async function seatWalkIn(
  instanceId: number,
  supplierId: number,
  code: string,
  { persons, name, staff, now = new Date() }: { persons: number; name: string | null; staff: { id: number } | null; now?: Date },
): Promise<void> {
  const db = await getDb();
  await db.transaction(async (tx) => {
    const table = await lockTable(tx, instanceId, supplierId, code);
    await seatParty(tx, instanceId, supplierId, table, { source: "walk_in", persons, name }, now);
    await audit(instanceId, staff, "table.seated", { type: "place", id: table.id }, { place: code, persons, via: staff ? "console" : "operator_key" }, tx);
  });
}

/**
 * Staff free a table whose party left without a tab (or never came to the table they were called to), audited.
 * 409 table_has_tab while its tab is open (closing the tab frees it), table_free when nobody sits there.
 */
export async function freeTable(instanceId: number, supplierId: number, code: string, { staff, now = new Date() }: { staff: { id: number } | null; now?: Date }): Promise<void> {
  const db = await getDb();
  await db.transaction(async (tx) => {
    const table = await lockTable(tx, instanceId, supplierId, code);
    if (table.tabOpen) throw new ApiError("table_has_tab", `Table ${code} has an open tab: close it to free the table`);
    if (!(await endSeating(tx, instanceId, { placeId: table.id }, "freed", now))) throw new ApiError("table_free", `Nobody sits at table ${code}`);
    await audit(instanceId, staff, "table.freed", { type: "place", id: table.id }, { place: code, via: staff ? "console" : "operator_key" }, tx);
  });
}

/** The parties seated at a branch's tables now, by place id and by the place's token (what the floor matches on). */
export async function seatedParties(db: Db | Tx, instanceId: number, supplierId: number): Promise<{ byId: Map<number, FloorParty>; byToken: Map<string, FloorParty> }> {
  const rows = await db
    .select({ placeId: tableSeatings.placeId, token: places.token, source: tableSeatings.source, name: tableSeatings.name, persons: tableSeatings.persons, since: tableSeatings.seatedAt })
    .from(tableSeatings)
    .innerJoin(places, and(eq(places.instanceId, tableSeatings.instanceId), eq(places.id, tableSeatings.placeId)))
    .where(and(openSeating(instanceId), eq(tableSeatings.supplierId, supplierId)));
  const parties = rows.map(({ placeId, token, since, ...party }) => ({ placeId, token, party: { ...party, since: since.toISOString() } }));
  return { byId: new Map(parties.map(({ placeId, party }) => [placeId, party])), byToken: new Map(parties.map(({ token, party }) => [token, party])) };
}

/** The branch's active tables, for the host to seat a party at: code, zone, seats and whether free now, by code. */
export async function branchTables(instanceId: number, supplierId: number): Promise<BranchTable[]> {
  const db = await getDb();
  const [rows, seated, open] = await Promise.all([
    db
      .select({ id: places.id, code: places.code, zone: places.zone, seats: places.seats })
      .from(places)
      .where(and(eq(places.instanceId, instanceId), eq(places.supplierId, supplierId), eq(places.kind, "table"), eq(places.active, true))),
    seatedParties(db, instanceId, supplierId),
    db
      .select({ placeId: tabs.placeId })
      .from(tabs)
      .where(and(eq(tabs.instanceId, instanceId), eq(tabs.supplierId, supplierId), eq(tabs.status, "open"))),
  ]);
  const withTab = new Set(open.map((tab) => tab.placeId));
  return rows
    .map(({ id, ...table }) => ({ ...table, free: !seated.byId.has(id) && !withTab.has(id) }))
    .sort((a, b) => a.code.localeCompare(b.code, undefined, { numeric: true }));
}
