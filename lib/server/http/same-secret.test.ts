import { sameSecret } from "./same-secret";

describe("sameSecret", () => {
  it("matches only the same secret, and never without one", () => {
    expect(sameSecret("tok-123", "tok-123")).toBe(true);
    expect(sameSecret("tok-124", "tok-123")).toBe(false);
    expect(sameSecret("tok-1234", "tok-123")).toBe(false);
    expect(sameSecret("", "")).toBe(false);
    expect(sameSecret(null, "tok-123")).toBe(false);
    expect(sameSecret("tok-123", undefined)).toBe(false);
  });
});
