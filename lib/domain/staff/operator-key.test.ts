import { createHmac } from "node:crypto";
import { brandOperatorKey } from "./operator-key";

const SECRET = "deployment-operator-secret-0123";

describe("brandOperatorKey", () => {
  it("is the HMAC-SHA256 of the brand's slug under the deployment secret, base64url", () => {
    const oracle = createHmac("sha256", SECRET).update("comanda operator key\0fogon-andino").digest("base64url");
    expect(brandOperatorKey(SECRET, "fogon-andino")).toBe(oracle);
    expect(brandOperatorKey(SECRET, "fogon-andino")).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it("gives each brand its own key, none of them the secret", () => {
    const keys = ["fogon-andino", "mercado-luna", "fogon-andino2"].map((slug) => brandOperatorKey(SECRET, slug));
    expect(new Set(keys).size).toBe(3);
    expect(keys).not.toContain(SECRET);
  });

  it("changes every brand's key when the deployment secret changes", () => {
    expect(brandOperatorKey(`${SECRET}x`, "fogon-andino")).not.toBe(brandOperatorKey(SECRET, "fogon-andino"));
  });
});
