import { GET as getMenu } from "@/app/api/v1/menu/[supplier]/[...service]/route";
import type { MenuPayload, MenuProduct } from "@/lib/domain/menu/menu";
import { importBrand } from "@/lib/server/brands/import-brand";
import { brand, otherBrand } from "@/tests/factories/brand";
import { brandRequest, params } from "@/tests/helpers/requests";
import { withTestDatabase } from "@/tests/helpers/test-database";
import { GET } from "./route";

const db = withTestDatabase();
let centro: MenuPayload;
let onTable: MenuPayload;
let norte: MenuPayload;
const productId = (payload: MenuPayload, label: string) => payload.menu.products.find((p) => p.label === label)!.product_id;

beforeAll(async () => {
  const file = brand("productos");
  file.branches.push({ ...file.branches[0]!, slug: "norte", name: "Sede Norte", services: ["delivery", "take_away"] });
  file.menu.products[1]!.branches = { norte: { price: 6500 } };
  file.menu.products.push({ ...file.menu.products[1]!, key: "flan", name: "Flan", price: 5000, branches: { norte: { active: false } } });
  await importBrand(db.current.db, file);
  const other = otherBrand();
  await importBrand(db.current.db, other);
  const read = async (supplier: string, service: string) =>
    (await (await getMenu(brandRequest("productos", `/api/v1/menu/${supplier}/${service}`), params({ supplier, service: [service] }))).json()) as MenuPayload;
  [centro, onTable, norte] = await Promise.all([read("centro", "delivery.json"), read("centro", "on_table.json"), read("norte", "delivery.json")]);
});

/** GET /api/product_supplier_by_product/{ref}, as the router hands the last segment over. */
const lookup = async (ref: string, query = "", headers: Record<string, string> = {}) => {
  const response = await GET(brandRequest("productos", `/api/product_supplier_by_product/${ref}${query}`, { headers }), params({ ref }));
  return { status: response.status, body: await response.json() };
};

describe("GET product_supplier_by_product/{id}.json", () => {
  it("answers the product as the branch sells it for the service, exactly as the menu does", async () => {
    const lemonade = productId(centro, "Limonada");
    const answer = await lookup(`${lemonade}.json`, "?service=delivery&supplier_id=centro");
    expect(answer).toEqual({ status: 200, body: centro.menu.products.find((p) => p.product_id === lemonade) });
    const atNorte = await lookup(`${lemonade}.json`, "?service=delivery", { supplier_id: "norte" });
    expect(atNorte.body).toEqual(norte.menu.products.find((p) => p.product_id === lemonade));
    expect((atNorte.body as MenuProduct).price).toBe(6500);
  });

  it("reads a query glued to the path with & by older clients (service, subservice, supplier_id)", async () => {
    const beer = productId(onTable, "Cerveza");
    const answer = await lookup(`${beer}.json&service=on_table`, "", { supplier_id: "centro" });
    expect(answer).toEqual({ status: 200, body: onTable.menu.products.find((p) => p.product_id === beer) });
    expect((await lookup(`${beer}.json&service=on_table&supplier_id=centro`)).status).toBe(200);
    expect((await lookup(`${beer}.json&service=on_table&subservice=`, "", { supplier_id: "centro" })).status).toBe(200);
  });

  it("answers in the asked language", async () => {
    const lemonade = productId(centro, "Limonada");
    expect((await lookup(`${lemonade}.json&service=delivery&lang=en`, "", { supplier_id: "centro" })).body.label).toBe("Lemonade");
    expect((await lookup(`${lemonade}.json`, "?service=delivery", { supplier_id: "centro", lang: "en" })).body.label).toBe("Lemonade");
  });

  it("answers 404 when the branch does not sell it for that service, or the branch is not this brand's", async () => {
    const beer = productId(onTable, "Cerveza");
    const flan = productId(centro, "Flan");
    for (const [ref, query, headers] of [
      [`${beer}.json`, "?service=delivery", { supplier_id: "centro" }],
      [`${flan}.json`, "?service=delivery", { supplier_id: "norte" }],
      ["999999.json", "?service=delivery", { supplier_id: "centro" }],
      [`${flan}.json`, "?service=on_table", { supplier_id: "norte" }],
      [`${flan}.json`, "?service=delivery", { supplier_id: "solo-ajena" }],
      [`${flan}.json`, "?service=delivery", { supplier_id: "nada" }],
    ] as const) {
      expect(await lookup(ref, query, headers)).toEqual({ status: 404, body: { error: expect.objectContaining({ code: "not_found" }) } });
    }
  });

  it("answers 400 for a malformed id, a missing branch or service, or an unknown service", async () => {
    const flan = `${productId(centro, "Flan")}.json`;
    for (const [ref, query, headers] of [
      ["abc.json", "?service=delivery", { supplier_id: "centro" }],
      [flan.replace(".json", ""), "?service=delivery", { supplier_id: "centro" }],
      ["1.json&", "", { supplier_id: "centro" }],
      [flan, "?service=delivery", {}],
      [flan, "", { supplier_id: "centro" }],
      [`${flan}&service=teleport`, "", { supplier_id: "centro" }],
      [flan, "?service=on_table&subservice=schedule", { supplier_id: "centro" }],
      [flan, "?service=delivery&lang=fr", { supplier_id: "centro" }],
      [flan, "?service=delivery", { supplier_id: "Centro!" }],
    ] as const) {
      const answer = await lookup(ref, query, headers);
      expect([ref, query, answer.status, answer.body.error.code]).toEqual([ref, query, 400, "bad_request"]);
    }
  });
});
