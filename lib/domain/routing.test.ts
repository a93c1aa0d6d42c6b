import { internalPath, isPublicAsset } from "./routing";

describe("isPublicAsset", () => {
  it("lets single-segment files and public asset folders through", () => {
    expect(isPublicAsset("/robots.txt")).toBe(true);
    expect(isPublicAsset("/demo/fogon-andino/logo.svg")).toBe(true);
    expect(isPublicAsset("/schemas/brand.schema.json")).toBe(true);
  });

  it("never lets a page path through, even with a dot in it", () => {
    expect(isPublicAsset("/")).toBe(false);
    expect(isPublicAsset("/chapinero")).toBe(false);
    expect(isPublicAsset("/other-brand/es/chapinero.json")).toBe(false);
    expect(isPublicAsset("/api/config.json")).toBe(false);
  });
});

describe("internalPath", () => {
  it("prefixes brand and locale", () => {
    expect(internalPath("cafe", "es", "/")).toBe("/cafe/es");
    expect(internalPath("cafe", "en", "/chapinero")).toBe("/cafe/en/chapinero");
  });
});
