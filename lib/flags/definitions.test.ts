import { decideBrandFlags, envFlagOverrides } from "./definitions";

/** The definitions under the environment of this moment: env() is read once per module registry. */
async function freshDefinitions(): Promise<typeof import("./definitions")> {
  let definitions: typeof import("./definitions") | undefined;
  await jest.isolateModulesAsync(async () => {
    definitions = await import("./definitions");
  });
  return definitions!;
}

describe("feature flags", () => {
  const saved = { ...process.env };
  afterEach(() => {
    process.env = { ...saved };
  });

  it("are decided from the brand's config", async () => {
    const flags = await decideBrandFlags({ "enable-minimum-order-value": true });
    expect(flags["enable-minimum-order-value"]).toBe(true);
    expect(flags["disable-tip"]).toBe(false);
  });

  it("can be overridden for every brand from the environment", async () => {
    process.env.FLAG_ENABLE_MINIMUM_ORDER_VALUE = "false";
    process.env.FLAG_DISABLE_TIP = "true";
    const flags = await (await freshDefinitions()).decideBrandFlags({ "enable-minimum-order-value": true });
    expect(flags).toMatchObject({ "enable-minimum-order-value": false, "disable-tip": true });
  });

  it("ignore override values that are not true or false", () => {
    expect(envFlagOverrides({ FLAG_PREVIEW: "yes" })).toEqual({});
  });
});
