import { importBrand } from "@/lib/server/brands/import-brand";
import { brandWithPlaces } from "@/tests/factories/places";
import { placeToken } from "@/tests/factories/waiter-calls";
import { brandRequest, params } from "@/tests/helpers/requests";
import { withTestDatabase } from "@/tests/helpers/test-database";
import { GET } from "./route";

const db = withTestDatabase();
let instanceId: number;

beforeAll(async () => {
  ({ instanceId } = await importBrand(db.current.db, brandWithPlaces("cine")));
});

const plan = async (token: string) => {
  const response = await GET(brandRequest("cine", `/api/v1/places/${token}/plan`), params({ token }));
  return { status: response.status, json: await response.json() };
};

describe("GET /api/v1/places/{token}/plan (enable-plano-zona)", () => {
  it("shows the scanned seat's room, row by row with its zones, each seat with the token that orders to it", async () => {
    const { status, json } = await plan(await placeToken(db.current.db, instanceId, "hotel", "B2"));
    expect(status).toBe(200);
    expect(json.plan.room).toEqual({ code: "sala-1", name: "Sala 1" });
    expect(json.plan.seat).toBe("B2");
    expect(json.plan.rows.map((r: { row: string; zone: string; seats: { code: string }[] }) => [r.row, r.zone, r.seats.map((s) => s.code)])).toEqual([
      ["A", "VIP", ["A1", "A2"]],
      ["B", "General", ["B1", "B2", "B3"]],
    ]);
    expect(json.plan.rows[0].seats[1].token).toBe(await placeToken(db.current.db, instanceId, "hotel", "A2"));
  });

  it("keeps a seat the file dropped on the plan, without a token", async () => {
    const file = brandWithPlaces("cine");
    file.branches[1]!.cinema_rooms[0]!.rows[1]!.seats = ["B1", "B2"];
    await importBrand(db.current.db, file);
    const { json } = await plan(await placeToken(db.current.db, instanceId, "hotel", "B1"));
    expect(json.plan.rows[1].seats).toEqual([expect.objectContaining({ code: "B1" }), expect.objectContaining({ code: "B2" }), { code: "B3", token: null }]);
  });

  it("answers 404 for a table's token and a forged one", async () => {
    expect((await plan(await placeToken(db.current.db, instanceId, "centro", "1"))).status).toBe(404);
    expect((await plan("Z".repeat(24))).status).toBe(404);
  });
});
