import { randomBytes } from "node:crypto";
import { revalidateTag } from "next/cache";
import { and, eq } from "drizzle-orm";
import { importBrand } from "@/lib/server/brands/import-brand";
import * as t from "@/lib/server/db/schema";
import { gatewayForBrand } from "@/lib/server/payments/brand-gateway";
import { setPaymentAccount } from "@/lib/server/payments/payment-account";
import { keyringFrom } from "@/lib/server/payments/secret-box";
import { brand } from "@/tests/factories/brand";
import { makeStaff, signInAs, staffRequest } from "@/tests/helpers/staff";
import { withTestDatabase } from "@/tests/helpers/test-database";
import { DELETE, GET, PUT } from "./route";

// the account changes the brand's checkout, so its cached pages go (a test has no Next cache to drop them from)
jest.mock("next/cache", () => ({ ...jest.requireActual("next/cache"), revalidateTag: jest.fn() }));

process.env.PAYMENT_SECRETS_KEY = randomBytes(32).toString("base64");

/*
 * The brand's owner sets and reads the brand's gateway account from the console; the secrets go in once and never
 * come back whole — not in an answer, the audit log, the database's clear columns or a log line. Managers and the
 * rest are refused; a malformed body is a 400 naming its fields; changes are rate limited and CSRF-checked.
 */
const db = withTestDatabase();
let instanceId: number;
const tokens: Record<string, string> = {};

const WOMPI = {
  public_key: "pub_test_CobrosCobrosCobros01",
  integrity_secret: "test_integrity_SecretoIntegridadA1b2",
  events_secret: "test_events_SecretoEventosC3d4",
  private_key: "prv_test_LlavePrivadaE5f6",
};
const SECRETS = [WOMPI.integrity_secret, WOMPI.events_secret, WOMPI.private_key, "test_events_OtroSecretoG7h8"];

// every line the code under test logs, to prove no secret reaches one
const logged: string[] = [];
beforeAll(() => {
  for (const method of ["log", "info", "warn", "error", "debug"] as const) {
    jest.spyOn(console, method).mockImplementation((...args: unknown[]) => {
      logged.push(args.map((arg) => (arg instanceof Error ? `${arg.message} ${arg.stack}` : typeof arg === "string" ? arg : JSON.stringify(arg))).join(" "));
    });
  }
});
afterAll(() => {
  for (const secret of SECRETS) expect(logged.filter((line) => line.includes(secret))).toEqual([]);
  jest.restoreAllMocks();
});

beforeAll(async () => {
  ({ instanceId } = await importBrand(db.current.db, brand("cobros")));
  await makeStaff(instanceId, "owner@cobros.co", "owner");
  await makeStaff(instanceId, "manager@cobros.co", "manager");
  await makeStaff(instanceId, "waiter@cobros.co", "waiter");
  for (const who of ["owner", "manager", "waiter"]) tokens[who] = await signInAs("cobros", `${who}@cobros.co`);
});

const call = (handler: typeof GET, method: "GET" | "PUT" | "DELETE", { token = tokens.owner, body, origin, address }: { token?: string; body?: unknown; origin?: string; address?: string } = {}) =>
  handler(staffRequest("cobros", "/api/staff/payment-account", { method, token, body, origin, address }));
const row = async () => (await db.current.db.select().from(t.paymentAccounts).where(eq(t.paymentAccounts.instanceId, instanceId)))[0] ?? null;
const auditOf = (action: string) => db.current.db.select().from(t.staffAudit).where(and(eq(t.staffAudit.instanceId, instanceId), eq(t.staffAudit.action, action)));
const withoutSecrets = (text: string) => SECRETS.filter((secret) => text.includes(secret));

it("lets the owner set a Wompi account, answered masked, sealed in the database and audited by name", async () => {
  const before = await call(GET, "GET");
  expect(before.status).toBe(200);
  expect(await before.json()).toEqual({ available: true, default_gateway: "sandbox", account: null });

  const saved = await call(PUT, "PUT", { body: { gateway: "wompi", ...WOMPI } });
  const text = await saved.text();
  expect(saved.status).toBe(200);
  expect(withoutSecrets(text)).toEqual([]);
  expect(revalidateTag).toHaveBeenCalledWith("brand:cobros", { expire: 0 });
  expect(JSON.parse(text)).toEqual({
    available: true,
    default_gateway: "sandbox",
    account: {
      gateway: "wompi",
      settings: { public_key: WOMPI.public_key, test: true },
      secrets: { integrity_secret: "••••A1b2", events_secret: "••••C3d4", private_key: "••••E5f6" },
      updated_at: expect.any(String),
      updated_by: { id: expect.any(Number), name: "owner", email: "owner@cobros.co" },
    },
  });
  const read = await call(GET, "GET");
  expect(withoutSecrets(await read.clone().text())).toEqual([]);
  expect((await read.json()).account.secrets.events_secret).toBe("••••C3d4");

  const stored = (await row())!;
  expect(withoutSecrets(JSON.stringify(stored))).toEqual([]);
  expect(stored).toMatchObject({ gateway: "wompi", keyId: expect.stringMatching(/^[0-9a-f]{16}$/), secretsBox: expect.stringMatching(/^v1\./) });
  const [entry] = await auditOf("payment_account.changed");
  expect(entry).toMatchObject({ accountId: expect.any(Number), detail: { gateway: "wompi", previous_gateway: null, public_key: WOMPI.public_key, test: true, secrets_changed: ["integrity_secret", "events_secret", "private_key"] } });
  expect(withoutSecrets(JSON.stringify(entry))).toEqual([]);

  // the next checkout is signed with it
  expect((await gatewayForBrand(instanceId)).integritySecret).toBe(WOMPI.integrity_secret);
});

it("keeps a stored secret the owner leaves empty, and replaces only the one typed", async () => {
  const response = await call(PUT, "PUT", { body: { gateway: "wompi", public_key: WOMPI.public_key, integrity_secret: "", events_secret: SECRETS[3] } });
  expect(response.status).toBe(200);
  expect((await response.json()).account.secrets).toEqual({ integrity_secret: "••••A1b2", events_secret: "••••G7h8", private_key: "••••E5f6" });
  const gateway = await gatewayForBrand(instanceId);
  expect([gateway.integritySecret, gateway.eventsSecret]).toEqual([WOMPI.integrity_secret, SECRETS[3]]);
  expect((await auditOf("payment_account.changed")).at(-1)!.detail).toMatchObject({ previous_gateway: "wompi", secrets_changed: ["events_secret"] });
});

it("refuses managers and waiters, to read as well as to change, and leaves the account as it was", async () => {
  const before = await row();
  for (const who of ["manager", "waiter"]) {
    for (const [handler, method] of [[GET, "GET"], [PUT, "PUT"], [DELETE, "DELETE"]] as const) {
      const response = await call(handler, method, { token: tokens[who], body: method === "PUT" ? { gateway: "sandbox" } : undefined });
      expect({ who, method, status: response.status }).toEqual({ who, method, status: 403 });
      expect((await response.json()).error.code).toBe("forbidden");
    }
  }
  expect((await call(GET, "GET", { token: "" })).status).toBe(401);
  const forged = await call(PUT, "PUT", { body: { gateway: "sandbox" }, origin: "https://evil.example" });
  expect(forged.status).toBe(403);
  expect((await forged.json()).error.code).toBe("csrf");
  expect(await row()).toEqual(before);
});

it("answers a malformed body with a 400 naming each bad field, never a 5xx, and writes nothing", async () => {
  const before = await row();
  const fieldsOf = async (body: unknown) => {
    const response = await call(PUT, "PUT", { body });
    expect(response.status).toBe(400);
    const { error } = await response.json();
    expect(error.code).toBe("bad_request");
    return error.fields;
  };
  expect(await fieldsOf({ gateway: "wompi", public_key: "pk_live_nope", integrity_secret: WOMPI.events_secret })).toEqual({
    public_key: "validation.wompiPublicKey",
    integrity_secret: "validation.wompiIntegritySecret",
  });
  expect(await fieldsOf({ gateway: "wompi", public_key: "pub_prod_ProduccionProduccion1", integrity_secret: "prod_integrity_Produccion123" })).toEqual({
    // the kept test secrets do not go with a production key: each must be typed again
    events_secret: "validation.wompiKeyEnvironment",
    private_key: "validation.wompiKeyEnvironment",
  });
  expect(await fieldsOf({ gateway: "paypal" })).toEqual({ gateway: "validation.invalidOption" });
  expect(await fieldsOf({ gateway: "mercadopago" })).toEqual({ public_key: "validation.required" });
  expect(await fieldsOf({ gateway: "wompi", public_key: 42 })).toEqual({ public_key: "validation.required" });
  expect(await fieldsOf([])).toEqual({ "(request)": "validation.invalidOption" });
  const notJson = await call(PUT, "PUT", { body: "{gateway:" });
  expect(notJson.status).toBe(400);
  expect(await row()).toEqual(before);
});

it("never answers an owner's odd body with a 5xx", async () => {
  const nasty = ["\u0000", "a\u0000b", "\ud800", "🫓".repeat(300), "x".repeat(20_000), "", " ", "pub_test_\u0000abcdefgh", 0, -1, 1e308, null, true, [], {}];
  const bodies: unknown[] = [null, 1, "x", [{ gateway: "wompi" }], { gateway: null }, { gateway: "wompi", extra: 1, ...WOMPI }];
  for (const value of nasty) {
    for (const field of ["gateway", "public_key", "integrity_secret", "events_secret", "private_key"]) bodies.push({ gateway: "wompi", ...WOMPI, [field]: value });
  }
  const statuses = new Set<number>();
  for (const body of bodies) statuses.add((await call(PUT, "PUT", { body })).status);
  expect([...statuses].sort()).toEqual([200, 400]);
});

it("answers 409 where the deployment keeps no brand's account", async () => {
  await expect(setPaymentAccount(instanceId, { gateway: "sandbox" }, { by: null, keyring: keyringFrom(undefined) })).rejects.toMatchObject({ code: "payment_accounts_off", status: 409 });
});

it("lets the owner go back to the deployment's gateway, audited", async () => {
  const response = await call(DELETE, "DELETE");
  expect(response.status).toBe(200);
  expect(await response.json()).toEqual({ available: true, default_gateway: "sandbox", account: null });
  expect(await row()).toBeNull();
  expect((await gatewayForBrand(instanceId)).name).toBe("sandbox");
  expect((await auditOf("payment_account.removed"))[0]!.detail).toEqual({ previous_gateway: "wompi" });
});

it("limits an address to 20 changes in 10 minutes, counted before the body is read", async () => {
  const address = "203.0.113.77";
  const statuses: number[] = [];
  for (let i = 0; i < 20; i++) statuses.push((await call(PUT, "PUT", { body: {}, address })).status);
  expect(statuses.every((status) => status === 400)).toBe(true);
  const limited = await call(PUT, "PUT", { body: { gateway: "sandbox" }, address });
  expect(limited.status).toBe(429);
  expect(limited.headers.get("retry-after")).toMatch(/^\d+$/);
  expect(await row()).toBeNull();
  // another address is not held back
  expect((await call(PUT, "PUT", { body: { gateway: "sandbox" } })).status).toBe(200);
});
