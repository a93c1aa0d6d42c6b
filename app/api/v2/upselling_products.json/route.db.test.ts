import { GET as getMenu } from "@/app/api/v1/menu/[supplier]/[...service]/route";
import type { MenuPayload } from "@/lib/domain/menu/menu";
import type { UpsellProduct } from "@/lib/domain/menu/upselling";
import { importBrand } from "@/lib/server/brands/import-brand";
import { brand, otherBrand } from "@/tests/factories/brand";
import { brandRequest, params } from "@/tests/helpers/requests";
import { withTestDatabase } from "@/tests/helpers/test-database";
import { GET } from "./route";

const db = withTestDatabase();

beforeAll(async () => {
  const file = brand("sugerencias");
  file.branches.push({ ...file.branches[0]!, slug: "norte", name: "Sede Norte", services: ["delivery", "take_away"] });
  file.menu.products.push(
    { ...file.menu.products[1]!, key: "flan", name: "Flan", price: 5000, stock: undefined, branches: { norte: { active: false } } },
    { ...file.menu.products[1]!, key: "cafe", name: "Café", price: 3000, stock: undefined, branches: { norte: { price: 3500 } } },
  );
  file.menu.upselling = [
    { product: "limonada", trigger: "add-products" },
    { product: "flan", trigger: "checkout" },
    { product: "cafe", trigger: "checkout", branch: "norte" },
    { product: "cerveza", trigger: "checkout" },
    { product: "arepa-queso", trigger: "add-products", service: "take_away" },
  ];
  await importBrand(db.current.db, file);
  const other = otherBrand();
  await importBrand(db.current.db, other);
});

const upselling = async (query: string, slug = "sugerencias") => {
  const response = await GET(brandRequest(slug, `/api/v2/upselling_products.json?${query}`));
  return { status: response.status, body: await response.json() };
};
const labels = async (query: string) => {
  const answer = await upselling(query);
  expect(answer.status).toBe(200);
  return (answer.body as UpsellProduct[]).map((p) => `${p.label}:${p.trigger}`);
};
const menu = async (supplier: string, service: string[]) =>
  (await (await getMenu(brandRequest("sugerencias", `/api/v1/menu/${supplier}/${service.join("/")}`), params({ supplier, service }))).json()) as MenuPayload;

describe("GET v2/upselling_products.json", () => {
  it("answers a branch's upselling for a service, every trigger when none is asked, each with its trigger", async () => {
    expect(await labels("supplier_id=centro&service=delivery")).toEqual(["Limonada:add-products", "Flan:checkout"]);
    expect(await labels("supplier_id=centro&service=take_away")).toEqual(["Limonada:add-products", "Flan:checkout", "Arepa con queso:add-products"]);
  });

  it("filters by trigger", async () => {
    expect(await labels("supplier_id=centro&service=delivery&trigger=checkout")).toEqual(["Flan:checkout"]);
    expect(await labels("supplier_id=centro&service=delivery&trigger=add-products&subservice=")).toEqual(["Limonada:add-products"]);
  });

  it("keeps to what the branch sells for the service: branch-scoped rows, inactive products and service-only products", async () => {
    expect(await labels("supplier_id=norte&service=delivery&trigger=checkout")).toEqual(["Café:checkout"]);
    expect(await labels("supplier_id=centro&service=on_table&trigger=checkout")).toEqual(["Flan:checkout", "Cerveza:checkout"]);
  });

  it("answers each product exactly as the menu does (prices in major units), in the asked language", async () => {
    const norte = await menu("norte", ["delivery.json"]);
    const offers = (await upselling("supplier_id=norte&service=delivery&trigger=checkout")).body as UpsellProduct[];
    expect(offers).toEqual([{ ...norte.menu.products.find((p) => p.label === "Café"), trigger: "checkout" }]);
    expect(offers.map((p) => p.price)).toEqual([3500]);
    expect(await labels("supplier_id=centro&service=delivery&trigger=add-products&lang=en")).toEqual(["Lemonade:add-products"]);
  });

  it("leaves checkout upselling out of the menu's upselling_products (the product modal's)", async () => {
    const centro = await menu("centro", ["delivery.json"]);
    const lemonade = centro.menu.products.find((p) => p.label === "Limonada")!;
    expect(centro.upselling_products).toEqual([lemonade.id]);
  });

  it("answers 404 for an unknown branch, another brand's, or a service the branch does not offer", async () => {
    for (const query of ["supplier_id=nada&service=delivery", "supplier_id=solo-ajena&service=delivery", "supplier_id=norte&service=on_table", "supplier_id=centro&service=delivery&subservice=schedule"]) {
      expect(await upselling(query)).toEqual({ status: 404, body: { error: expect.objectContaining({ code: "not_found" }) } });
    }
  });

  it("answers 400 for a missing or malformed branch, service, subservice, trigger or language", async () => {
    for (const query of [
      "service=delivery",
      "supplier_id=centro",
      "supplier_id=Centro!&service=delivery",
      "supplier_id=centro&service=teleport",
      "supplier_id=centro&service=delivery&subservice=room",
      "supplier_id=centro&service=room_service",
      "supplier_id=centro&service=delivery&trigger=later",
      "supplier_id=centro&service=delivery&trigger=",
      "supplier_id=centro&service=delivery&lang=fr",
    ]) {
      const answer = await upselling(query);
      expect([query, answer.status, answer.body.error.code]).toEqual([query, 400, "bad_request"]);
    }
  });
});
