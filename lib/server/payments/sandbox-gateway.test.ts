import { integritySignature } from "@/lib/domain/payments/wompi-signature";

type Gateway = typeof import("./sandbox-gateway");

/** The gateway module under a given environment (blank = unset): env() is read once per module registry. */
async function gatewayWith(vars: Record<string, string>): Promise<Gateway> {
  const saved = { ...process.env };
  Object.assign(process.env, vars);
  let gateway: Gateway | undefined;
  try {
    await jest.isolateModulesAsync(async () => {
      gateway = await import("./sandbox-gateway");
      gateway.sandboxSecrets(); // reads env() while the variables are set
    });
  } finally {
    process.env = saved;
  }
  return gateway!;
}

describe("sandboxCheckoutBase", () => {
  it("sends diners to the sandbox host on the port they used", async () => {
    const { sandboxCheckoutBase } = await gatewayWith({ PAYMENT_SANDBOX_URL: "", PAYMENT_SANDBOX_HOST: "pay.localhost" });
    expect(sandboxCheckoutBase("fogon-andino.localhost:3000", "http:")).toBe("http://pay.localhost:3000/p");
    expect(sandboxCheckoutBase("pedidos.fogonandino.co", "https:")).toBe("https://pay.localhost/p");
    expect(sandboxCheckoutBase("[::1]", "http:")).toBe("http://pay.localhost/p");
    expect(sandboxCheckoutBase("[::1]:3100", "http:")).toBe("http://pay.localhost:3100/p");
  });

  it("uses PAYMENT_SANDBOX_URL when set", async () => {
    const { sandboxCheckoutBase } = await gatewayWith({ PAYMENT_SANDBOX_URL: "https://pay.example.com/" });
    expect(sandboxCheckoutBase("fogon-andino.localhost:3000", "http:")).toBe("https://pay.example.com/p");
  });
});

describe("readCheckout", () => {
  it("accepts only queries signed with the sandbox's integrity secret", async () => {
    const { readCheckout, sandboxSecrets, checkoutAmountMinor } = await gatewayWith({ PAYMENT_SANDBOX_SECRET: "a-test-secret-of-some-length" });
    const { publicKey, integrity } = sandboxSecrets();
    expect(sandboxSecrets()).toEqual({
      publicKey: "pub_sandbox_comanda",
      integrity: "a-test-secret-of-some-length:integrity",
      events: "a-test-secret-of-some-length:events",
    });
    const query = (secret: string) => ({
      "public-key": publicKey,
      currency: "MXN",
      "amount-in-cents": "8950",
      reference: "ord_7_1",
      "signature:integrity": integritySignature({ reference: "ord_7_1", amountInCents: 8950, currency: "MXN", integritySecret: secret }),
      "redirect-url": "https://mercado-luna.localhost/orders/7?token=t",
      lang: "pt",
    });

    const reading = readCheckout(query(integrity));
    expect(reading).toMatchObject({ ok: true, checkout: { reference: "ord_7_1", amountInCents: 8950, currency: "MXN", method: "card", locale: "pt" } });
    if (reading.ok) expect(checkoutAmountMinor(reading.checkout)).toBe(8950); // MXN has cents already
    expect(checkoutAmountMinor({ amountInCents: 2490000, currency: "COP" })).toBe(24900);

    expect(readCheckout(query("another-secret"))).toEqual({ ok: false, problem: "signature" });
    expect(readCheckout({ ...query(integrity), "public-key": "pub_test_x" })).toMatchObject({ ok: false, problem: "invalid" });
    expect(readCheckout({ ...query(integrity), "redirect-url": "javascript:alert(1)" })).toMatchObject({ ok: false, problem: "invalid" });
    expect(readCheckout(undefined)).toMatchObject({ ok: false, problem: "invalid" });
  });
});
