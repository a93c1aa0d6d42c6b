import { and, eq } from "drizzle-orm";
import { importBrand } from "@/lib/server/brands/import-brand";
import * as t from "@/lib/server/db/schema";
import { brandWithPlaces } from "@/tests/factories/places";
import { withTestDatabase } from "@/tests/helpers/test-database";
import { findPlaceByToken, printablePlaces } from "./places";

const db = withTestDatabase();

async function placeRows(instanceId: number) {
  return db.current.db.select().from(t.places).where(eq(t.places.instanceId, instanceId));
}

async function tokenOf(instanceId: number, kind: "table" | "room" | "seat", code: string) {
  const [row] = await db.current.db
    .select()
    .from(t.places)
    .where(and(eq(t.places.instanceId, instanceId), eq(t.places.kind, kind), eq(t.places.code, code)));
  return row!.token;
}

describe("places of a brand file", () => {
  it("imports every table, room and seat with its own random 144-bit token", async () => {
    const { instanceId, counts } = await importBrand(db.current.db, brandWithPlaces("lugares"));
    const rows = await placeRows(instanceId);
    expect(counts.places).toBe(10);
    expect(rows.map((r) => `${r.kind}:${r.cinemaRoom}:${r.code}`).sort()).toEqual(
      ["table::1", "table::2", "table::T-1", "room::101", "room::204", "seat:sala-1:A1", "seat:sala-1:A2", "seat:sala-1:B1", "seat:sala-1:B2", "seat:sala-1:B3"].sort(),
    );
    expect(new Set(rows.map((r) => r.token)).size).toBe(10);
    for (const row of rows) expect(Buffer.from(row.token, "base64url")).toHaveLength(18);
  });

  it("resolves a token to its place and branch, with the service its QR code opens", async () => {
    const { instanceId } = await importBrand(db.current.db, brandWithPlaces("resuelve"));
    expect(await findPlaceByToken(instanceId, await tokenOf(instanceId, "table", "T-1"))).toMatchObject({
      kind: "table",
      code: "T-1",
      zone: "Terraza",
      cinema_room: null,
      supplier: { slug: "centro", name: "Sede Centro" },
      service: "on_table",
    });
    expect(await findPlaceByToken(instanceId, await tokenOf(instanceId, "room", "204"))).toMatchObject({ kind: "room", floor: 2, service: "room_service", supplier: { slug: "hotel" } });
    const seat = await findPlaceByToken(instanceId, await tokenOf(instanceId, "seat", "A2"));
    expect(seat).toMatchObject({ kind: "seat", code: "A2", row: "A", zone: "VIP", cinema_room: { code: "sala-1", name: "Sala 1" }, service: "cinema" });
    expect(seat).not.toHaveProperty("token");
  });

  it("answers null for an unknown, malformed or other brand's token", async () => {
    const mine = await importBrand(db.current.db, brandWithPlaces("mia"));
    const theirs = await importBrand(db.current.db, { ...brandWithPlaces("suya"), domains: [] });
    const token = await tokenOf(mine.instanceId, "table", "1");
    expect(await findPlaceByToken(mine.instanceId, token)).not.toBeNull();
    expect(await findPlaceByToken(theirs.instanceId, token)).toBeNull();
    expect(await findPlaceByToken(mine.instanceId, "A".repeat(24))).toBeNull();
    expect(await findPlaceByToken(mine.instanceId, "1")).toBeNull();
    expect(await findPlaceByToken(mine.instanceId, `${token}'--`)).toBeNull();
  });

  it("keeps every token across re-imports, switches off a removed place and revives it with its old token", async () => {
    const file = brandWithPlaces("reimporta");
    const { instanceId } = await importBrand(db.current.db, file);
    const before = new Map((await placeRows(instanceId)).map((r) => [r.id, r.token]));
    const table2 = await tokenOf(instanceId, "table", "2");

    await importBrand(db.current.db, file);
    expect(new Map((await placeRows(instanceId)).map((r) => [r.id, r.token]))).toEqual(before);

    const without = brandWithPlaces("reimporta");
    without.branches[0]!.tables = without.branches[0]!.tables.filter((table) => table.code !== "2");
    await importBrand(db.current.db, without);
    expect(await findPlaceByToken(instanceId, table2)).toBeNull();
    expect((await placeRows(instanceId)).filter((r) => !r.active).map((r) => r.code)).toEqual(["2"]);
    expect((await printablePlaces(instanceId, "centro")).map((p) => p.code)).toEqual(["1", "T-1"]);

    await importBrand(db.current.db, file);
    expect(await tokenOf(instanceId, "table", "2")).toBe(table2);
    expect(await findPlaceByToken(instanceId, table2)).toMatchObject({ code: "2", zone: "Salón", seats: 2 });
  });

  it("takes no orders at a branch that is switched off", async () => {
    const file = brandWithPlaces("cerrada");
    const { instanceId } = await importBrand(db.current.db, file);
    const token = await tokenOf(instanceId, "room", "101");
    file.branches[1]!.active = false;
    await importBrand(db.current.db, file);
    expect(await findPlaceByToken(instanceId, token)).toBeNull();
    expect((await printablePlaces(instanceId)).map((p) => p.supplier.slug)).toEqual(["centro", "centro", "centro"]);
  });

  it("lists the places to print branch by branch in the file's order, narrowed to one branch on request", async () => {
    const { instanceId } = await importBrand(db.current.db, brandWithPlaces("imprime"));
    const all = await printablePlaces(instanceId);
    expect(all.map((p) => `${p.supplier.slug}/${p.kind}/${p.code}`)).toEqual([
      "centro/table/1",
      "centro/table/2",
      "centro/table/T-1",
      "hotel/room/101",
      "hotel/room/204",
      "hotel/seat/A1",
      "hotel/seat/A2",
      "hotel/seat/B1",
      "hotel/seat/B2",
      "hotel/seat/B3",
    ]);
    expect(all[0]!.token).toBe(await tokenOf(instanceId, "table", "1"));
    expect(await printablePlaces(instanceId, "nowhere")).toEqual([]);
  });

  it("removes a deleted branch's places with it", async () => {
    const file = brandWithPlaces("sin-hotel");
    const { instanceId } = await importBrand(db.current.db, file);
    file.branches.pop();
    await importBrand(db.current.db, file);
    expect((await placeRows(instanceId)).map((r) => r.kind)).toEqual(["table", "table", "table"]);
  });
});
