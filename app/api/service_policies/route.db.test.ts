import { GET as getPoliciesJson } from "@/app/api/service_policies.json/route";
import { importBrand } from "@/lib/server/brands/import-brand";
import { findSupplier } from "@/lib/server/dal/suppliers";
import { brand, otherBrand } from "@/tests/factories/brand";
import { brandRequest } from "@/tests/helpers/requests";
import { withTestDatabase } from "@/tests/helpers/test-database";
import { GET } from "./route";

const db = withTestDatabase();
let otherBranchId: number;

beforeAll(async () => {
  const file = brand("politicas");
  file.branches.push({ ...file.branches[0]!, slug: "norte", name: "Sede Norte", services: ["take_away"] });
  file.polygons = [];
  file.policies = [
    { key: "general", title: { es: "Condiciones", en: "Terms" }, body: { es: "Para todos.", en: "For everyone." } },
    { key: "domicilios", service: "delivery", title: { es: "Domicilios" }, body: { es: "En 40 minutos." } },
    { key: "solo-norte", branch: "norte", title: { es: "Parqueadero" }, body: { es: "Hay parqueadero." } },
  ];
  await importBrand(db.current.db, file);
  const other = otherBrand();
  other.policies = [{ key: "general", title: { es: "Ajena" }, body: { es: "De otra marca." } }];
  const { instanceId } = await importBrand(db.current.db, other);
  otherBranchId = (await findSupplier(instanceId, "solo-ajena"))!.id;
});

const call = async (query: string, init: Parameters<typeof brandRequest>[2] = {}, handler = GET) => {
  const response = await handler(brandRequest("politicas", `/api/service_policies?${query}`, init));
  return { status: response.status, body: await response.json() };
};

describe("GET service_policies?supplier_id=", () => {
  it("answers the branch's policies: brand-wide ones, its own and those of services it offers", async () => {
    const centro = await call("supplier_id=centro");
    expect(centro.status).toBe(200);
    expect(centro.body).toEqual([
      { id: expect.any(Number), key: "general", title: "Condiciones", body: "Para todos.", service: null },
      { id: expect.any(Number), key: "domicilios", title: "Domicilios", body: "En 40 minutos.", service: "delivery" },
    ]);
    expect((await call("supplier_id=norte")).body.map((p: { key: string }) => p.key)).toEqual(["general", "solo-norte"]);
  });

  it("answers in the asked language (query, header, else the diner's), each text falling back to the brand's default", async () => {
    const titles = async (query: string, init?: Parameters<typeof brandRequest>[2]) => (await call(query, init)).body.map((p: { title: string }) => p.title);
    expect(await titles("supplier_id=centro&lang=en")).toEqual(["Terms", "Domicilios"]);
    expect(await titles("supplier_id=centro", { headers: { lang: "en" } })).toEqual(["Terms", "Domicilios"]);
    expect(await titles("supplier_id=centro", { locale: "en" })).toEqual(["Terms", "Domicilios"]);
    expect(await titles("supplier_id=centro", { locale: "pt" })).toEqual(["Condiciones", "Domicilios"]);
  });

  it("is also served as service_policies.json", async () => {
    expect(await call("supplier_id=centro", {}, getPoliciesJson)).toEqual(await call("supplier_id=centro"));
  });

  it("answers 404 for an unknown branch or another brand's", async () => {
    for (const query of ["supplier_id=nada", "supplier_id=solo-ajena", `supplier_id=${otherBranchId}`, "supplier_id=999999"]) {
      const answer = await call(query);
      expect(answer).toEqual({ status: 404, body: { error: expect.objectContaining({ code: "not_found" }) } });
    }
  });

  it("answers 400 with the error shape for a missing or malformed branch or language", async () => {
    for (const query of ["", "supplier_id=", "supplier_id=Centro!", "supplier_id=../centro", "supplier_id=centro&lang=fr"]) {
      const answer = await call(query);
      expect(answer.status).toBe(400);
      expect(answer.body.error.code).toBe("bad_request");
    }
  });
});
