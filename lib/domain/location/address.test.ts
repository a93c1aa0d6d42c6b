import { ADDRESS_MIN_LENGTH, addressSchema, type Address } from "./address";

const valid: Address = {
  address: "Calle 72 # 10-34",
  reference: "Edificio blanco, portería 2",
  neighbourhood: "Chapinero",
  city: "Bogotá",
};

/** The messages zod reports, by field. */
function errors(input: unknown): Record<string, string[]> {
  const result = addressSchema.safeParse(input);
  if (result.success) return {};
  const byField: Record<string, string[]> = {};
  for (const issue of result.error.issues) {
    const field = issue.path.join(".");
    (byField[field] ??= []).push(issue.message);
  }
  return byField;
}

describe("addressSchema (product §5 address)", () => {
  it("accepts a full address, with a label and a position", () => {
    expect(addressSchema.parse({ ...valid, label: "work", lat: 4.65, lng: -74.06 })).toEqual({
      ...valid,
      label: "work",
      lat: 4.65,
      lng: -74.06,
    });
    expect(addressSchema.safeParse(valid).success).toBe(true);
  });

  it("requires the address, and blanks alone do not fill it", () => {
    expect(errors({ ...valid, address: undefined })).toEqual({ address: ["validation.required"] });
    expect(errors({ ...valid, address: "" })).toEqual({ address: ["validation.required"] });
    expect(errors({ ...valid, address: "    " })).toEqual({ address: ["validation.required"] });
  });

  it("rejects leading blanks instead of trimming them", () => {
    expect(errors({ ...valid, address: " Calle 72 # 10-34" })).toEqual({ address: ["validation.leadingBlank"] });
    expect(errors({ ...valid, address: "\tCalle 72 # 10-34" })).toEqual({ address: ["validation.leadingBlank"] });
  });

  it(`needs at least ${ADDRESS_MIN_LENGTH} characters, not counting trailing blanks`, () => {
    expect(ADDRESS_MIN_LENGTH).toBe(5);
    expect(errors({ ...valid, address: "Cl 7" })).toEqual({ address: ["validation.addressTooShort"] });
    expect(errors({ ...valid, address: "Cl 7     " })).toEqual({ address: ["validation.addressTooShort"] });
    expect(errors({ ...valid, address: "Cl 72" })).toEqual({});
  });

  it("needs a full address: one with a number in it", () => {
    expect(errors({ ...valid, address: "Chapinero Alto" })).toEqual({ address: ["validation.addressIncomplete"] });
    expect(errors({ ...valid, address: "Av. Larco 345" })).toEqual({});
  });

  it("keeps a trailing blank as typed", () => {
    expect(addressSchema.parse({ ...valid, address: "Calle 72 # 10-34 " }).address).toBe("Calle 72 # 10-34 ");
  });

  it.each(["reference", "neighbourhood", "city"] as const)("requires %s, and blanks alone do not fill it", (field) => {
    expect(errors({ ...valid, [field]: undefined })).toEqual({ [field]: ["validation.required"] });
    expect(errors({ ...valid, [field]: "   " })).toEqual({ [field]: ["validation.required"] });
  });

  it("trims the reference, neighbourhood and city", () => {
    expect(addressSchema.parse({ ...valid, neighbourhood: "  Chapinero " }).neighbourhood).toBe("Chapinero");
  });

  it("allows only the saved-place labels home, friend and work", () => {
    for (const label of ["home", "friend", "work"]) expect(errors({ ...valid, label })).toEqual({});
    expect(errors({ ...valid, label: "office" })).toEqual({ label: ["validation.invalidOption"] });
  });

  it("takes a position only as a real latitude and longitude pair", () => {
    expect(errors({ ...valid, lat: 91, lng: -74.06 })).toEqual({ lat: ["validation.invalidCoordinate"] });
    expect(errors({ ...valid, lat: 4.65, lng: "-74.06" })).toEqual({ lng: ["validation.invalidCoordinate"] });
    expect(errors({ ...valid, lat: 4.65 })).toEqual({ lng: ["validation.invalidCoordinate"] });
  });

  it("reports translation keys, never prose", () => {
    const messages = Object.values(errors({ address: " x", label: "office", lat: "north" })).flat();
    expect(messages.length).toBeGreaterThan(0);
    for (const message of messages) expect(message).toMatch(/^validation\.[a-zA-Z]+$/);
  });
});
