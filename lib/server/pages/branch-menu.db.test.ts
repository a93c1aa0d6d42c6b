import { readFileSync } from "node:fs";
import { validateBrandFile } from "@/lib/domain/brand/brand-file";
import { importBrand } from "@/lib/server/brands/import-brand";
import { GET as getMenu } from "@/app/api/v1/menu/[supplier]/[...service]/route";
import { withNextDataCache } from "@/tests/helpers/next-data-cache";
import { brandRequest, params } from "@/tests/helpers/requests";
import { withTestDatabase } from "@/tests/helpers/test-database";
import { branchMenu } from "./branch-menu";
import { brandConfig, brandSupplier } from "./brand-data";

const db = withTestDatabase();
withNextDataCache();

// The demo hotel: its Miraflores branch offers room service first, then on_table; the anticuchos are sold
// at the table only, the club sandwich by room service only.
beforeAll(async () => {
  const checked = validateBrandFile(JSON.parse(readFileSync("demo/brands/costa-miraflores.json", "utf8")));
  if (!checked.ok) throw new Error("the demo brand file is invalid");
  await importBrand(db.current.db, checked.brand);
});

async function menuFor(param: string) {
  const supplier = await brandSupplier("costa-miraflores", "miraflores");
  const { service, menu } = await branchMenu((await brandConfig("costa-miraflores"))!, supplier!, param, "es");
  return { service, labels: menu!.menu.products.map((p) => p.label) };
}

describe("branchMenu (what a branch's menu screens render)", () => {
  it("renders the on_table menu for a table diner at a hotel branch whose first service is room service", async () => {
    const { service, labels } = await menuFor("on_table");
    expect(service).toBe("on_table");
    expect(labels).toContain("Anticuchos de corazón");
    expect(labels).not.toContain("Club sándwich");
  });

  it("renders room service for a room diner, and for a diner who has not chosen (the branch's first service)", async () => {
    for (const param of ["room_service", "default"]) {
      const { service, labels } = await menuFor(param);
      expect(service).toBe("room_service");
      expect(labels).toContain("Club sándwich");
      expect(labels).not.toContain("Anticuchos de corazón");
    }
  });

  it("falls back to the branch's first service when the diner's is not offered there", async () => {
    expect(await menuFor("delivery")).toEqual(await menuFor("room_service"));
  });

  it("is rendered with the version the menu API names for the same menu", async () => {
    const supplier = (await brandSupplier("costa-miraflores", "miraflores"))!;
    const { menuVersion } = await branchMenu((await brandConfig("costa-miraflores"))!, supplier, "on_table", "es");
    const api = await getMenu(brandRequest("costa-miraflores", "/api/v1/menu/miraflores/on_table.json?lang=es"), params({ supplier: "miraflores", service: ["on_table.json"] }));
    expect(api.headers.get("etag")).toBe(menuVersion);
  });

  it("is a 404 for a service param the proxy never sets", async () => {
    await expect(menuFor("buffet")).rejects.toThrow(/NEXT_HTTP_ERROR_FALLBACK;404/);
  });
});
