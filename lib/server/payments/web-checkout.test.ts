import { minor } from "@/lib/domain/money/minor";
import { webCheckoutUrl } from "./web-checkout";

const request = {
  reference: "sk8-438k4-xmxm392-sn2m",
  amountMinor: minor(24900),
  currency: "COP" as const,
  method: "card" as const,
  redirectUrl: "https://pedidos.fogonandino.co/chapinero/order/7?token=abc",
  customer: { email: "ana@example.co", fullName: "Ana Pérez", phone: "3001234567", legalId: "1020304050", legalIdType: "cc" },
  locale: "es",
};

describe("webCheckoutUrl (Wompi Web Checkout redirect)", () => {
  const url = new URL(webCheckoutUrl("https://checkout.wompi.co/p/", "pub_test_Q5yDA9xoKdePzhSGeVe9HAez7HgGORGf", "test_integrity_VMVbSQO6sgxO9ht3ZSqGJDYwzMk3VFJ9", request));
  const query = url.searchParams;

  it("goes to the gateway's hosted checkout with its public key", () => {
    expect(`${url.origin}${url.pathname}`).toBe("https://checkout.wompi.co/p/");
    expect(query.get("public-key")).toBe("pub_test_Q5yDA9xoKdePzhSGeVe9HAez7HgGORGf");
  });

  it("sends the amount in cents and the integrity signature of the documented vector", () => {
    expect(query.get("amount-in-cents")).toBe("2490000");
    expect(query.get("currency")).toBe("COP");
    expect(query.get("reference")).toBe("sk8-438k4-xmxm392-sn2m");
    // SHA-256 of "sk8-438k4-xmxm392-sn2m2490000COP" + the integrity secret (wompi-signature.test.ts)
    expect(query.get("signature:integrity")).toBe("5ab80e72215e46abee0e6df13fdc4ab3ecb11132e7b3d4bb967363127dcc269b");
  });

  it("brings the diner back to the order page, token included, with the contact filled in", () => {
    expect(query.get("redirect-url")).toBe(request.redirectUrl);
    expect(query.get("customer-data:email")).toBe("ana@example.co");
    expect(query.get("customer-data:full-name")).toBe("Ana Pérez");
    expect(query.get("customer-data:legal-id-type")).toBe("CC");
  });

  it("names a passport as Wompi does, and leaves a type it has no name for to the gateway's page", () => {
    const passport = new URL(webCheckoutUrl("https://checkout.wompi.co/p/", "pub", "secret", { ...request, customer: { ...request.customer, legalIdType: "passport" } }));
    expect(passport.searchParams.get("customer-data:legal-id-type")).toBe("PP");
    const other = new URL(webCheckoutUrl("https://checkout.wompi.co/p/", "pub", "secret", { ...request, customer: { ...request.customer, legalIdType: "other" } }));
    expect(other.searchParams.has("customer-data:legal-id-type")).toBe(false);
    expect(other.searchParams.has("customer-data:legal-id")).toBe(false);
  });
});
