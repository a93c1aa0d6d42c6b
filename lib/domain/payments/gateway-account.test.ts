import { maskedSecrets, maskSecret, mergeAccount, paymentAccountBody, wompiEnvironment, type PaymentAccount } from "./gateway-account";

const TEST = {
  public_key: "pub_test_Q5yDA9xoKdePzhSGeVe9HAez7HgGORGf",
  integrity_secret: "test_integrity_VMVbSQO6sgxO9ht3ZSqGJDYwzMk3VFJ9",
  events_secret: "test_events_2PmQbUpK7Rz8e4XnM1cVwA0sYtLh6JdG",
  private_key: "prv_test_tx9c8Lw2Qm5RzN1bV4eK7yH3pD6sA0fG",
};
const PROD = { public_key: "pub_prod_Z9yXwVuTsRqPoNmLkJiH", integrity_secret: "prod_integrity_AbCdEfGhIjKlMnOp", events_secret: "prod_events_QrStUvWxYz012345" };

const parse = (body: unknown) => paymentAccountBody.safeParse(body);
const fieldsOf = (body: unknown) => Object.fromEntries((parse(body).error?.issues ?? []).map((issue) => [issue.path.join("."), issue.message]));
const stored: PaymentAccount = { gateway: "wompi", settings: { public_key: TEST.public_key, test: true }, secrets: { integrity_secret: TEST.integrity_secret, events_secret: TEST.events_secret } };

describe("the account body an owner sends", () => {
  it("takes the sandbox alone, or a Wompi account whose secrets may be left empty", () => {
    expect(parse({ gateway: "sandbox" }).data).toEqual({ gateway: "sandbox" });
    expect(parse({ gateway: "wompi", public_key: ` ${TEST.public_key} ` }).data).toEqual({ gateway: "wompi", public_key: TEST.public_key, integrity_secret: "", events_secret: "", private_key: "" });
    expect(parse({ gateway: "wompi", ...TEST }).success).toBe(true);
  });

  it("names the field of each key that is not one of Wompi's, or pasted into the wrong box", () => {
    expect(fieldsOf({ gateway: "wompi", public_key: "pk_live_123", integrity_secret: TEST.events_secret, events_secret: TEST.integrity_secret, private_key: "secreto" })).toEqual({
      public_key: "validation.wompiPublicKey",
      integrity_secret: "validation.wompiIntegritySecret",
      events_secret: "validation.wompiEventsSecret",
      private_key: "validation.wompiPrivateKey",
    });
    expect(fieldsOf({ gateway: "wompi" })).toEqual({ public_key: "validation.required" });
    expect(fieldsOf({ gateway: "mercadopago" })).toEqual({ public_key: "validation.required" });
    expect(fieldsOf({ gateway: "paypal" })).toEqual({ gateway: "validation.invalidOption" });
    expect(fieldsOf({ gateway: "sandbox", public_key: TEST.public_key })).toEqual({ "": expect.any(String) });
  });

  it("refuses test secrets under a production key, field by field", () => {
    expect(fieldsOf({ gateway: "wompi", public_key: PROD.public_key, integrity_secret: TEST.integrity_secret, events_secret: PROD.events_secret })).toEqual({
      integrity_secret: "validation.wompiKeyEnvironment",
    });
    expect(wompiEnvironment("public_key", PROD.public_key)).toBe("prod");
    expect(wompiEnvironment("events_secret", TEST.events_secret)).toBe("test");
    expect(wompiEnvironment("events_secret", TEST.integrity_secret)).toBeNull();
  });
});

describe("merging a body with the stored account", () => {
  const body = (fields: Record<string, string>) => paymentAccountBody.parse({ gateway: "wompi", ...fields });

  it("keeps a stored secret the body leaves empty, replaces a typed one, and names only the changed ones", () => {
    const merged = mergeAccount(body({ public_key: TEST.public_key, events_secret: "test_events_newNewNewNew1234" }), stored);
    expect(merged).toEqual({
      ok: true,
      account: { gateway: "wompi", settings: { public_key: TEST.public_key, test: true }, secrets: { integrity_secret: TEST.integrity_secret, events_secret: "test_events_newNewNewNew1234" } },
      changed: ["events_secret"],
    });
    expect(mergeAccount(body({ public_key: TEST.public_key, private_key: TEST.private_key }), stored)).toMatchObject({ ok: true, changed: ["private_key"] });
  });

  it("asks for the required secrets of a first account, and keeps nothing of another gateway's", () => {
    expect(mergeAccount(body({ public_key: TEST.public_key }), null)).toEqual({ ok: false, fields: { integrity_secret: "validation.required", events_secret: "validation.required" } });
    const sandbox: PaymentAccount = { gateway: "sandbox", settings: {}, secrets: {} };
    expect(mergeAccount(body({ public_key: TEST.public_key, integrity_secret: TEST.integrity_secret }), sandbox)).toEqual({ ok: false, fields: { events_secret: "validation.required" } });
    expect(mergeAccount({ gateway: "sandbox" }, stored)).toEqual({ ok: true, account: sandbox, changed: [] });
  });

  it("asks again for a kept secret of the other environment when the public key moves to production", () => {
    expect(mergeAccount(body({ public_key: PROD.public_key, integrity_secret: PROD.integrity_secret }), stored)).toEqual({ ok: false, fields: { events_secret: "validation.wompiKeyEnvironment" } });
    expect(mergeAccount(body(PROD), stored)).toMatchObject({ ok: true, account: { settings: { public_key: PROD.public_key, test: false } }, changed: ["integrity_secret", "events_secret"] });
  });
});

describe("masked secrets", () => {
  it("show the last four characters only, and nothing of a short secret", () => {
    expect(maskSecret(TEST.integrity_secret)).toBe("••••VFJ9");
    expect(maskSecret("short")).toBe("••••");
    expect(maskedSecrets(stored)).toEqual({ integrity_secret: "••••VFJ9", events_secret: "••••6JdG", private_key: null });
    expect(JSON.stringify(maskedSecrets(stored))).not.toContain(TEST.integrity_secret.slice(0, -4));
  });
});

describe("a Mercado Pago account", () => {
  const MP = { gateway: "mercadopago", public_key: "TEST-6a1c2b7e-mx00-4c1e", access_token: "TEST-4417-mx-token-0001", webhook_secret: "aSecretSignature0001" } as const;

  it("keeps its public key in the clear and its access token and webhook secret as secrets; TEST- marks a test account", () => {
    const merged = mergeAccount(paymentAccountBody.parse(MP), null);
    expect(merged).toEqual({
      ok: true,
      account: { gateway: "mercadopago", settings: { public_key: MP.public_key, test: true }, secrets: { access_token: MP.access_token, webhook_secret: MP.webhook_secret } },
      changed: ["access_token", "webhook_secret"],
    });
  });

  it("refuses a Wompi key, a missing secret, and a production token under a test key", () => {
    const fields = (body: object) => {
      const parsed = paymentAccountBody.safeParse(body);
      return parsed.success ? mergeAccount(parsed.data, null) : parsed.error.issues.map((issue) => `${issue.path.join(".")} ${issue.message}`);
    };
    expect(fields({ ...MP, public_key: "pub_test_UnoUnoUnoUnoUno1" })).toEqual(["public_key validation.mercadopagoPublicKey"]);
    expect(fields({ ...MP, access_token: "APP_USR-4417-prod-token-01" })).toEqual(["access_token validation.mercadopagoKeyEnvironment"]);
    expect(fields({ ...MP, webhook_secret: "" })).toEqual({ ok: false, fields: { webhook_secret: "validation.required" } });
  });
});
