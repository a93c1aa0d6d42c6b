import { importBrand } from "@/lib/server/brands/import-brand";
import { brandWithPlaces } from "@/tests/factories/places";
import { brandRequest } from "@/tests/helpers/requests";
import { withTestDatabase } from "@/tests/helpers/test-database";
import { OPERATOR_SECRET, operatorKey } from "@/tests/helpers/operator-key";
import { GET } from "./route";

const OPERATOR = operatorKey("lugares");
const db = withTestDatabase();

beforeAll(async () => {
  process.env.OPERATOR_API_KEY = OPERATOR_SECRET;
  await importBrand(db.current.db, { ...brandWithPlaces("lugares"), domains: [] });
  await importBrand(db.current.db, { ...brandWithPlaces("ajena"), domains: [] });
});

const list = (query = "", headers: HeadersInit = { authorization: `Bearer ${OPERATOR}` }) => GET(brandRequest("lugares", `/api/v1/operator/places${query}`, { headers }));

describe("GET /api/v1/operator/places", () => {
  it("lists the brand's places with the token and URL of each QR code, which resolves to that place", async () => {
    const response = await list("?supplier_id=centro");
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    const { places } = await response.json();
    expect(places.map((place: { code: string }) => place.code)).toEqual(["1", "2", "T-1"]);
    const [first] = places;
    expect(first).toMatchObject({ kind: "table", supplier: { slug: "centro" }, token: expect.stringMatching(/^[A-Za-z0-9_-]{24}$/) });
    const url = new URL(first.qr_url);
    expect(url.host).toBe("lugares.localhost:3000");
    expect(url.pathname).toBe("/centro");
    expect(url.searchParams.get("table")).toBe(first.token);
    expect((await (await list()).json()).places).toHaveLength(3 + 2 + 5);
  });

  it("requires the operator key, and answers 400 for a malformed query and 404 for an unknown branch", async () => {
    expect((await list("", {})).status).toBe(401);
    expect((await list("", { authorization: "Bearer nope-nope-nope-nope" })).status).toBe(401);
    for (const query of ["?supplier_id=No%20Slug", "?table=5"]) expect((await list(query)).status).toBe(400);
    expect((await list("?supplier_id=nowhere")).status).toBe(404);
  });
});
