import { PASSWORD_MIN } from "@/lib/domain/staff/staff-bodies";
import { generatePassword } from "./generate-password";

describe("generatePassword (a new staff account's first password)", () => {
  it("is four groups of four unambiguous characters, long enough for the API", () => {
    const password = generatePassword();
    expect(password).toMatch(/^[a-hjkmnp-z2-9]{4}(-[a-hjkmnp-z2-9]{4}){3}$/);
    expect(password.length).toBeGreaterThanOrEqual(PASSWORD_MIN);
  });

  it("differs every time, and uses every symbol (no symbol left out by the draw)", () => {
    const many = Array.from({ length: 400 }, generatePassword);
    expect(new Set(many).size).toBe(many.length);
    expect(new Set(many.join("").replaceAll("-", "")).size).toBe(31);
  });
});
