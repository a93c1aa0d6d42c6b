import { NextResponse } from "next/server";
import { z } from "zod";
import { ApiError } from "@/lib/domain/http/api-errors";
import { importBrand } from "@/lib/server/brands/import-brand";
import { brand } from "@/tests/factories/brand";
import { brandRequest, params } from "@/tests/helpers/requests";
import { withTestDatabase } from "@/tests/helpers/test-database";
import { brandRoute } from "./brand-route";

const db = withTestDatabase();

beforeAll(async () => {
  await importBrand(db.current.db, brand("envoltura"));
});

const seen: unknown[] = [];

/** A route that echoes what it was handed, or throws what the body asks it to. */
const POST = brandRoute(
  {
    params: { item: z.string().regex(/^\d+$/, "expected a number").transform(Number) },
    query: z.object({ page: z.coerce.number().int().min(1).default(1) }),
    body: (brand) => z.object({ country: z.literal(brand.country_code), fail: z.enum(["domain", "bug"]).optional() }),
  },
  async ({ brand, params, query, body }) => {
    seen.push({ slug: brand.slug, params, query, body });
    if (body.fail === "domain") throw new ApiError("minimum_order", "The order is below the minimum", { minimum: 30000, missing: 4000 });
    if (body.fail === "bug") throw new TypeError("a bug of ours");
    return NextResponse.json({ ok: true }, { status: 201 });
  },
);

const call = async (slug: string, item: string, body: string, query = "") => {
  const response = await POST(brandRequest(slug, `/api/things/${item}${query}`, { method: "POST", body }), params({ item }));
  return { status: response.status, json: await response.json() };
};

beforeEach(() => {
  seen.length = 0;
});

describe("brandRoute", () => {
  it("hands the handler the brand and its parsed params, query and body (a body schema of the brand's country)", async () => {
    expect(await call("envoltura", "42", JSON.stringify({ country: "CO" }), "?page=3")).toEqual({ status: 201, json: { ok: true } });
    expect(seen).toEqual([{ slug: "envoltura", params: { item: 42 }, query: { page: 3 }, body: { country: "CO" } }]);
  });

  it("answers 404 unknown_instance for a host without a brand, before reading anything", async () => {
    expect(await call("nadie", "x", "{not json")).toEqual({ status: 404, json: { error: { code: "unknown_instance", message: expect.any(String) } } });
    expect(seen).toEqual([]);
  });

  it("answers 400 bad_request for a body that is not JSON", async () => {
    expect(await call("envoltura", "42", "{not json")).toEqual({ status: 400, json: { error: { code: "bad_request", message: "The body is not valid JSON" } } });
    expect(seen).toEqual([]);
  });

  it("answers 400 with each bad field by name when a schema refuses the request", async () => {
    const body = await call("envoltura", "42", JSON.stringify({ country: "PE" }));
    expect(body.status).toBe(400);
    expect(body.json.error).toEqual({ code: "bad_request", message: expect.any(String), fields: { country: expect.any(String) } });
    const segment = await call("envoltura", "abc", JSON.stringify({ country: "CO" }));
    expect(segment.json).toEqual({ error: { code: "bad_request", message: "expected a number", fields: { "(request)": "expected a number" } } });
    expect((await call("envoltura", "42", JSON.stringify({ country: "CO" }), "?page=0")).json.error.fields).toEqual({ page: expect.any(String) });
    expect(seen).toEqual([]);
  });

  it("answers a thrown ApiError with its code's status and figures", async () => {
    expect(await call("envoltura", "42", JSON.stringify({ country: "CO", fail: "domain" }))).toEqual({
      status: 422,
      json: { error: { code: "minimum_order", message: "The order is below the minimum", minimum: 30000, missing: 4000 } },
    });
  });

  it("rethrows any other error, for Next to answer 500 and Sentry to see", async () => {
    await expect(POST(brandRequest("envoltura", "/api/things/1", { method: "POST", body: JSON.stringify({ country: "CO", fail: "bug" }) }), params({ item: "1" }))).rejects.toThrow(
      "a bug of ours",
    );
  });

  it("authorizes before it parses, so a caller without the key learns nothing of the request's shape", async () => {
    const PATCH = brandRoute(
      {
        authorize: (request) => {
          if (request.headers.get("authorization") !== "Bearer sesame") throw new ApiError("unauthorized", "A valid key is required");
        },
        body: z.object({ progress: z.string() }),
      },
      async () => NextResponse.json({ ok: true }),
    );
    const patch = (headers: Record<string, string>) => PATCH(brandRequest("envoltura", "/api/things/1", { method: "PATCH", body: "{not json", headers }));
    expect((await patch({})).status).toBe(401);
    expect((await patch({ authorization: "Bearer sesame" })).status).toBe(400);
  });
});
