import "server-only";
import { randomBytes } from "node:crypto";
import { PLACE_TOKEN_BYTES } from "@/lib/domain/tabs/places";
import * as t from "../../db/schema";
import { staleRows, upsertRows } from "../sync-rows";
import type { BranchIds, BrandWrite } from "./brand-write";

/**
 * Tables, rooms and seats, matched on (branch, kind, cinema room, code). A new place gets a random token;
 * an existing one keeps its token (its printed QR code), and one the file no longer lists is switched off,
 * not deleted, so whatever references it stays whole and listing it again revives the same QR code.
 * Returns how many the file lists.
 */
export async function syncPlaces({ tx, instanceId, brand }: BrandWrite, branchIds: BranchIds): Promise<number> {
  const rows = brand.branches.flatMap((b) => {
    const supplierId = branchIds.get(b.slug)!;
    const place = { instanceId, supplierId, cinemaRoom: "", cinemaRoomName: null, zone: null, row: null, seats: null, floor: null, active: true };
    return [
      ...b.tables.map((table) => ({ ...place, kind: "table" as const, code: table.code, zone: table.zone ?? null, seats: table.seats ?? null })),
      ...b.rooms.map((room) => ({ ...place, kind: "room" as const, code: room.code, floor: room.floor ?? null })),
      ...b.cinema_rooms.flatMap((cinema) => {
        const zoneName = new Map(cinema.zones.map((z) => [z.key, z.name]));
        return cinema.rows.flatMap((r) =>
          r.seats.map((code) => ({ ...place, kind: "seat" as const, cinemaRoom: cinema.code, cinemaRoomName: cinema.name, code, zone: zoneName.get(r.zone) ?? null, row: r.row })),
        );
      }),
    ];
  });
  const ids = await upsertRows(
    tx,
    t.places,
    rows.map((row, position) => ({ ...row, position, token: randomBytes(PLACE_TOKEN_BYTES).toString("base64url") })),
    [t.places.instanceId, t.places.supplierId, t.places.kind, t.places.cinemaRoom, t.places.code],
    { preserve: [t.places.token] },
  );
  await tx.update(t.places).set({ active: false }).where(staleRows(t.places, instanceId, ids));
  return rows.length;
}
