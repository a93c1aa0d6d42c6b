import { brandInitials } from "./brand-initials";

describe("brandInitials", () => {
  it("takes the first letter of the first two words, upper case", () => {
    expect(brandInitials("El Fogón Andino")).toBe("EF");
    expect(brandInitials("  mercado   luna ")).toBe("ML");
    expect(brandInitials("Ñandú")).toBe("Ñ");
  });
});
