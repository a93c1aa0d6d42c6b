import { brand } from "@/tests/factories/brand";
import { withTestDatabase } from "@/tests/helpers/test-database";
import { importBrand } from "../brands/import-brand";
import { listServicePolicies } from "./service-policies";
import { findSupplier, type Supplier } from "./suppliers";

const db = withTestDatabase();
let casa: number;
let vecino: number;
let centro: Supplier;
let norte: Supplier;
let vecinoCentro: Supplier;

beforeAll(async () => {
  const file = brand("casa");
  file.branches.push({ ...file.branches[0]!, slug: "norte", name: "Sede Norte", services: ["take_away"] });
  file.polygons = [];
  file.policies = [
    { key: "general", title: { es: "Condiciones generales", en: "General terms" }, body: { es: "Para todos.", en: "For everyone." } },
    { key: "domicilios", service: "delivery", title: { es: "Domicilios", en: "Delivery" }, body: { es: "Entregamos en 40 minutos." } },
    { key: "solo-norte", branch: "norte", title: { es: "Parqueadero" }, body: { es: "Hay parqueadero en Norte." } },
    { key: "reservas", service: "book", title: { es: "Reservas" }, body: { es: "Se reserva con 2 horas." } },
  ];
  casa = (await importBrand(db.current.db, file)).instanceId;

  const other = brand("vecino");
  other.domains = [];
  other.policies = [{ key: "general", title: { es: "Del vecino" }, body: { es: "No es de casa." } }];
  vecino = (await importBrand(db.current.db, other)).instanceId;

  centro = (await findSupplier(casa, "centro"))!;
  norte = (await findSupplier(casa, "norte"))!;
  vecinoCentro = (await findSupplier(vecino, "centro"))!;
});

const keys = (list: { key: string }[]) => list.map((p) => p.key);

describe("listServicePolicies", () => {
  it("lists brand-wide policies and the branch's own, for the services the branch offers, in the brand's order", async () => {
    expect(keys(await listServicePolicies(casa, centro, "es", "es"))).toEqual(["general", "domicilios"]);
    expect(keys(await listServicePolicies(casa, norte, "es", "es"))).toEqual(["general", "solo-norte"]);
  });

  it("says which service a policy is about", async () => {
    const [general, domicilios] = await listServicePolicies(casa, centro, "es", "es");
    expect(general).toMatchObject({ key: "general", service: null });
    expect(domicilios).toMatchObject({ service: "delivery", title: "Domicilios", body: "Entregamos en 40 minutos." });
  });

  it("gives each text in the asked language, else in the brand's default", async () => {
    const english = await listServicePolicies(casa, centro, "en", "es");
    expect(english.map((p) => [p.title, p.body])).toEqual([
      ["General terms", "For everyone."],
      ["Delivery", "Entregamos en 40 minutos."],
    ]);
    const portuguese = await listServicePolicies(casa, centro, "pt", "en");
    expect(portuguese[0]).toMatchObject({ title: "General terms", body: "For everyone." });
  });

  it("reads one brand's policies only, whichever branch it is handed", async () => {
    expect((await listServicePolicies(vecino, vecinoCentro, "es", "es")).map((p) => p.title)).toEqual(["Del vecino"]);
    const titles = (await listServicePolicies(casa, vecinoCentro, "es", "es")).map((p) => p.title);
    expect(titles).not.toContain("Del vecino");
    expect((await listServicePolicies(vecino, norte, "es", "es")).map((p) => p.title)).toEqual(["Del vecino"]);
  });
});
