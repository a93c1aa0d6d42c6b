import { parseEnv } from "./env";

describe("parseEnv", () => {
  it("fills defaults for a bare environment", () => {
    expect(parseEnv({})).toMatchObject({ ROOT_DOMAIN: "localhost", DATA_DIR: ".data", CONFIG_TTL_SECONDS: 60 });
  });

  it("treats blank values as unset", () => {
    const parsed = parseEnv({ CONFIG_URL: "", DATABASE_URL: "" });
    expect(parsed.CONFIG_URL).toBeUndefined();
    expect(parsed.DATABASE_URL).toBeUndefined();
  });

  it("names every invalid variable at once", () => {
    const bad = { CONFIG_URL: "not a url", ADMIN_API_KEY: "short", CONFIG_TTL_SECONDS: "0" };
    expect(() => parseEnv(bad)).toThrow(/CONFIG_URL/);
    expect(() => parseEnv(bad)).toThrow(/ADMIN_API_KEY/);
    expect(() => parseEnv(bad)).toThrow(/CONFIG_TTL_SECONDS/);
  });

  it("reads flag overrides as booleans", () => {
    expect(parseEnv({ FLAG_DISABLE_TIP: "true", FLAG_PREVIEW: "false" })).toMatchObject({ FLAG_DISABLE_TIP: true, FLAG_PREVIEW: false });
  });
});
