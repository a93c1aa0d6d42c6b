import "server-only";
import { and, asc, count, eq, type SQL } from "drizzle-orm";
import type { CinemaPlanView } from "@/lib/domain/tabs/cinema-plan";
import type { OnTableClass } from "@/lib/domain/tabs/on-table";
import { placeService, PLACE_TOKEN_PATTERN, type PlaceKind, type PlaceService } from "@/lib/domain/tabs/places";
import { getDb } from "../db/client";
import { places, suppliers } from "../db/schema";

/** A table, hotel room or cinema seat as the diner's screen reads it (GET /api/v1/places/{token}). */
export interface Place {
  kind: PlaceKind;
  code: string;
  /** a table's zone or a seat's zone name */
  zone: string | null;
  /** a seat's cinema room (its code and name) and row */
  cinema_room: { code: string; name: string } | null;
  row: string | null;
  seats: number | null;
  floor: number | null;
  supplier: { id: number; slug: string; name: string };
  service: PlaceService;
}

/** A place as its QR card shows it: the token its code carries, and its branch's slug. */
export interface PrintablePlace extends Place {
  token: string;
}

const columns = { place: places, supplier: { id: suppliers.id, slug: suppliers.slug, name: suppliers.name } };

function toPlace({ place, supplier }: { place: typeof places.$inferSelect; supplier: Place["supplier"] }): PrintablePlace {
  return {
    kind: place.kind,
    code: place.code,
    zone: place.zone,
    cinema_room: place.cinemaRoom ? { code: place.cinemaRoom, name: place.cinemaRoomName ?? place.cinemaRoom } : null,
    row: place.row,
    seats: place.seats,
    floor: place.floor,
    supplier,
    service: placeService(place.kind),
    token: place.token,
  };
}

/** Places joined to their branch (what every place query reads through). */
export const placeBranch = and(eq(suppliers.instanceId, places.instanceId), eq(suppliers.id, places.supplierId));

/** This brand's places that take orders: listed in the file, at a branch that is switched on. */
export const placesTakingOrders = (instanceId: number) =>
  and(eq(places.instanceId, instanceId), eq(places.active, true), eq(suppliers.active, true));

/** The place a token names, with what its branch's mode allows there: what every order and tab call reads. */
export interface OrderingPlace {
  id: number;
  kind: PlaceKind;
  code: string;
  zone: string | null;
  supplier: { id: number; slug: string };
  onTableClass: OnTableClass;
  callWaiter: boolean;
  /** has_{service}_pay of the branch (product §3) */
  pay: Record<string, boolean>;
}

const modeColumns = { onTableClass: suppliers.onTableClass, callWaiter: suppliers.callWaiter, pay: suppliers.pay };

/** The row of the place a token names, with its branch's mode; `settling` also finds one switched off since. */
async function placeRow(instanceId: number, token: string, settling: boolean) {
  if (!PLACE_TOKEN_PATTERN.test(token)) return null;
  return placeRowWhere(settling ? eq(places.instanceId, instanceId) : placesTakingOrders(instanceId), eq(places.token, token));
}

async function placeRowWhere(...conditions: (SQL | undefined)[]) {
  const db = await getDb();
  const [row] = await db
    .select({ ...columns, mode: modeColumns })
    .from(places)
    .innerJoin(suppliers, placeBranch)
    .where(and(...conditions))
    .limit(1);
  return row ?? null;
}

function toOrdering({ place, supplier, mode }: NonNullable<Awaited<ReturnType<typeof placeRow>>>): OrderingPlace {
  return {
    id: place.id,
    kind: place.kind,
    code: place.code,
    zone: place.zone,
    supplier: { id: supplier.id, slug: supplier.slug },
    onTableClass: mode.onTableClass as OnTableClass,
    callWaiter: mode.callWaiter,
    pay: mode.pay,
  };
}

/**
 * The place a QR token names, within this brand only, as the diner's screen reads it and with what its
 * mode allows (one read): an unknown token, another brand's, a place the file no longer lists or one at a
 * branch switched off is null — the same answer, so nothing can be probed.
 */
export async function findPlaceWithMode(instanceId: number, token: string): Promise<{ place: Place; ordering: OrderingPlace } | null> {
  const row = await placeRow(instanceId, token, false);
  if (!row) return null;
  const { token: _secret, ...place } = toPlace(row);
  return { place, ordering: toOrdering(row) };
}

/** findPlaceWithMode's place alone. */
export async function findPlaceByToken(instanceId: number, token: string): Promise<Place | null> {
  return (await findPlaceWithMode(instanceId, token))?.place ?? null;
}

/**
 * As findPlaceByToken: null for any token that does not name a place taking orders at this brand. To settle
 * what a place already owes (`settling`), a place the file dropped or a branch switched off still resolves:
 * a re-import never strands an open tab, it only stops new orders.
 */
export async function findOrderingPlace(instanceId: number, token: string, { settling = false } = {}): Promise<OrderingPlace | null> {
  const row = await placeRow(instanceId, token, settling);
  return row && toOrdering(row);
}

/**
 * A branch's table or hotel room by the code staff read on it (the console names places by code; the diner's QR by
 * token), as findOrderingPlace with `settling`: a bill can still be entered for a place switched off since.
 */
export async function findOrderingPlaceByCode(instanceId: number, supplierId: number, kind: "table" | "room", code: string): Promise<OrderingPlace | null> {
  const row = await placeRowWhere(eq(places.instanceId, instanceId), eq(places.supplierId, supplierId), eq(places.kind, kind), eq(places.cinemaRoom, ""), eq(places.code, code));
  return row && toOrdering(row);
}

/** Every place that takes orders, branch by branch in the file's order, with its token: what a QR sheet prints. */
export async function printablePlaces(instanceId: number, supplierSlug?: string): Promise<PrintablePlace[]> {
  const db = await getDb();
  const rows = await db
    .select(columns)
    .from(places)
    .innerJoin(suppliers, placeBranch)
    .where(and(placesTakingOrders(instanceId), supplierSlug === undefined ? undefined : eq(suppliers.slug, supplierSlug)))
    .orderBy(asc(suppliers.position), asc(places.position));
  return rows.map(toPlace);
}

export type CinemaPlan = CinemaPlanView;

/**
 * The plan of the cinema room of the seat a token names, so the diner can pick another seat of the same room
 * (one who scanned a seat is in that room, so the room's seat tokens are theirs to use). A seat the file no
 * longer lists stays on the plan without a token: it shows as unavailable. Null for any other token.
 */
export async function cinemaPlan(instanceId: number, seatToken: string): Promise<CinemaPlan | null> {
  if (!PLACE_TOKEN_PATTERN.test(seatToken)) return null;
  const db = await getDb();
  const [scanned] = await db
    .select({ supplierId: places.supplierId, cinemaRoom: places.cinemaRoom, cinemaRoomName: places.cinemaRoomName, code: places.code })
    .from(places)
    .innerJoin(suppliers, placeBranch)
    .where(and(placesTakingOrders(instanceId), eq(places.token, seatToken), eq(places.kind, "seat")))
    .limit(1);
  if (!scanned) return null;
  const seats = await db
    .select({ code: places.code, row: places.row, zone: places.zone, token: places.token, active: places.active })
    .from(places)
    .where(and(eq(places.instanceId, instanceId), eq(places.supplierId, scanned.supplierId), eq(places.kind, "seat"), eq(places.cinemaRoom, scanned.cinemaRoom)))
    .orderBy(asc(places.position));
  const rows: CinemaPlan["rows"] = [];
  for (const seat of seats) {
    const row = seat.row ?? "";
    let current = rows.at(-1);
    if (current?.row !== row) rows.push((current = { row, zone: seat.zone, seats: [] }));
    current.seats.push({ code: seat.code, token: seat.active ? seat.token : null });
  }
  return { room: { code: scanned.cinemaRoom, name: scanned.cinemaRoomName ?? scanned.cinemaRoom }, seat: scanned.code, rows };
}

/** How many active tables (QR codes a diner can scan) each of the brand's branches has, by branch id; none: absent. */
export async function countTables(instanceId: number): Promise<Record<number, number>> {
  const db = await getDb();
  const rows = await db
    .select({ supplierId: places.supplierId, tables: count() })
    .from(places)
    .where(and(eq(places.instanceId, instanceId), eq(places.kind, "table"), eq(places.active, true)))
    .groupBy(places.supplierId);
  return Object.fromEntries(rows.map((row) => [row.supplierId, row.tables]));
}
