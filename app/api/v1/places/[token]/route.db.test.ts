import { and, eq } from "drizzle-orm";
import { importBrand } from "@/lib/server/brands/import-brand";
import * as t from "@/lib/server/db/schema";
import { brandWithPlaces } from "@/tests/factories/places";
import { brandRequest, params } from "@/tests/helpers/requests";
import { withTestDatabase } from "@/tests/helpers/test-database";
import { GET } from "./route";

const db = withTestDatabase();
let mine: number;
let theirs: number;

beforeAll(async () => {
  mine = (await importBrand(db.current.db, brandWithPlaces("pedidos"))).instanceId;
  theirs = (await importBrand(db.current.db, { ...brandWithPlaces("ajena"), domains: [] })).instanceId;
});

async function tokenOf(instanceId: number, code: string) {
  const [row] = await db.current.db.select().from(t.places).where(and(eq(t.places.instanceId, instanceId), eq(t.places.code, code)));
  return row!.token;
}

const read = (slug: string, token: string) => GET(brandRequest(slug, `/api/v1/places/${encodeURIComponent(token)}`), params({ token }));

describe("GET /api/v1/places/{token}", () => {
  it("names the table, its branch and the service its QR code opens, uncached", async () => {
    const response = await read("pedidos", await tokenOf(mine, "T-1"));
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    const { place } = await response.json();
    expect(place).toEqual({
      kind: "table",
      code: "T-1",
      zone: "Terraza",
      cinema_room: null,
      row: null,
      seats: null,
      floor: null,
      supplier: { id: expect.any(Number), slug: "centro", name: "Sede Centro" },
      service: "on_table",
    });
  });

  it("names a hotel room and a cinema seat with their own services", async () => {
    expect((await (await read("pedidos", await tokenOf(mine, "101"))).json()).place).toMatchObject({ kind: "room", floor: 1, service: "room_service" });
    expect((await (await read("pedidos", await tokenOf(mine, "B3"))).json()).place).toMatchObject({
      kind: "seat",
      cinema_room: { code: "sala-1", name: "Sala 1" },
      row: "B",
      zone: "General",
      service: "cinema",
    });
  });

  it("answers 404 not_found for a forged token and for another brand's token on this brand's host", async () => {
    const forged = await read("pedidos", "AAAAAAAAAAAAAAAAAAAAAAAA");
    expect(forged.status).toBe(404);
    expect((await forged.json()).error.code).toBe("not_found");
    const foreign = await read("pedidos", await tokenOf(theirs, "1"));
    expect(foreign.status).toBe(404);
    expect((await read("ajena", await tokenOf(theirs, "1"))).status).toBe(200);
  });

  it("answers 404 for a table the brand file no longer lists", async () => {
    const file = brandWithPlaces("pedidos");
    const token = await tokenOf(mine, "2");
    file.branches[0]!.tables = file.branches[0]!.tables.filter((table) => table.code !== "2");
    await importBrand(db.current.db, file);
    expect((await read("pedidos", token)).status).toBe(404);
  });

  it("answers 400 bad_request for a malformed token", async () => {
    for (const token of ["12", "mesa-5", "A".repeat(23), "A".repeat(25), "AAAAAAAAAAAAAAAAAAAAAAA!"]) {
      const response = await read("pedidos", token);
      expect({ token, status: response.status }).toEqual({ token, status: 400 });
      expect((await response.json()).error.code).toBe("bad_request");
    }
  });

  it("answers 404 unknown_instance without a brand", async () => {
    const response = await GET(new Request("http://nowhere.localhost/api/v1/places/x"), params({ token: "AAAAAAAAAAAAAAAAAAAAAAAA" }));
    expect(response.status).toBe(404);
  });
});
