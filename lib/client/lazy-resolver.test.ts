import { zodResolver } from "@hookform/resolvers/zod";
import type { ResolverOptions } from "react-hook-form";
import { locationFormSchema, type LocationFormValues } from "@/lib/domain/location/location-form";
import { lazyResolver } from "./lazy-resolver";

const options = { fields: {}, shouldUseNativeValidation: false } as ResolverOptions<LocationFormValues>;
const valid: LocationFormValues = { address: "Calle 72 # 10-34", reference: "portón negro", neighbourhood: "Chapinero", city: "Bogotá", saveAs: "none" };

describe("lazyResolver", () => {
  it("loads the schema on the first validation only, and validates as the loaded resolver does", async () => {
    let loads = 0;
    const resolver = lazyResolver<LocationFormValues>(async () => {
      loads += 1;
      return zodResolver(locationFormSchema);
    });
    expect(loads).toBe(0);
    const bad = { ...valid, address: " Calle 72", city: "" };
    const lazy = await resolver(bad, undefined, options);
    expect(lazy).toEqual(await zodResolver(locationFormSchema)(bad, undefined, options));
    expect(Object.keys(lazy.errors).sort()).toEqual(["address", "city"]);
    expect((await resolver(valid, undefined, options)).values).toEqual(valid);
    expect(loads).toBe(1);
  });

  it("tries a failed load again on the next validation", async () => {
    let loads = 0;
    const resolver = lazyResolver<LocationFormValues>(async () => {
      loads += 1;
      if (loads === 1) throw new Error("offline");
      return zodResolver(locationFormSchema);
    });
    await expect(resolver(valid, undefined, options)).rejects.toThrow("offline");
    expect((await resolver(valid, undefined, options)).values).toEqual(valid);
    expect(loads).toBe(2);
  });
});
