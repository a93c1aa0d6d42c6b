import { z } from "zod";

/*
 * A brand's own account at a payment gateway: which gateway, its settings anyone may read (Wompi's public key,
 * whether it is a test account) and its secrets, which only the server reads (lib/server/payments/payment-account.ts
 * keeps them sealed). Each gateway is one member of each table below.
 * Messages are translation keys (messages/*.json validation.*): the console's form shows them.
 */

export const GATEWAY_NAMES = ["sandbox", "wompi", "mercadopago"] as const;
export type GatewayName = (typeof GATEWAY_NAMES)[number];

export function isGatewayName(name: unknown): name is GatewayName {
  return typeof name === "string" && (GATEWAY_NAMES as readonly string[]).includes(name);
}

export const SECRET_NAMES = ["integrity_secret", "events_secret", "private_key", "access_token", "webhook_secret"] as const;
export type SecretName = (typeof SECRET_NAMES)[number];

/**
 * The secrets each gateway's account holds, in the order the form lists them. The sandbox holds none: it is the
 * deployment's test gateway, signed with PAYMENT_SANDBOX_SECRET. Wompi's private key is kept for the calls that need
 * it (a search by reference) but no call reads it yet, so it may be left out. Mercado Pago's access token creates
 * the checkout and reads payments; its webhook secret (the application's "secret signature") checks its notifications.
 */
export const GATEWAY_SECRETS: Readonly<Record<GatewayName, readonly { name: SecretName; required: boolean }[]>> = {
  sandbox: [],
  wompi: [
    { name: "integrity_secret", required: true },
    { name: "events_secret", required: true },
    { name: "private_key", required: false },
  ],
  mercadopago: [
    { name: "access_token", required: true },
    { name: "webhook_secret", required: true },
  ],
};

/** Wompi's keys name their environment: pub_test_…, test_integrity_…, test_events_…, prv_test_… (prod_ in production). */
const WOMPI_PATTERNS: Readonly<Record<"public_key" | "integrity_secret" | "events_secret" | "private_key", RegExp>> = {
  public_key: /^pub_(test|prod)_[A-Za-z0-9_-]{8,200}$/,
  integrity_secret: /^(test|prod)_integrity_[A-Za-z0-9_-]{8,200}$/,
  events_secret: /^(test|prod)_events_[A-Za-z0-9_-]{8,200}$/,
  private_key: /^prv_(test|prod)_[A-Za-z0-9_-]{8,200}$/,
};

export type WompiEnvironment = "test" | "prod";

/** The environment a Wompi key or secret belongs to, or null for text that is not one. */
export function wompiEnvironment(field: keyof typeof WOMPI_PATTERNS, value: string): WompiEnvironment | null {
  return (WOMPI_PATTERNS[field].exec(value)?.[1] as WompiEnvironment | undefined) ?? null;
}

/**
 * Mercado Pago's credentials: test ones start with TEST-, production ones with APP_USR- (a test user's are APP_USR-
 * too, so the prefix tells test only where it says TEST-). The webhook secret is the application's secret signature.
 */
const MERCADOPAGO_PATTERNS = {
  public_key: /^(TEST|APP_USR)-[A-Za-z0-9-]{8,200}$/,
  access_token: /^(TEST|APP_USR)-[A-Za-z0-9-]{8,300}$/,
  webhook_secret: /^[A-Za-z0-9_-]{16,200}$/,
} as const;

/** Whether a Mercado Pago credential is a test one (TEST-), a production one (APP_USR-), or null for text that is not one. */
export function mercadoPagoEnvironment(field: "public_key" | "access_token", value: string): WompiEnvironment | null {
  const prefix = MERCADOPAGO_PATTERNS[field].exec(value)?.[1];
  return prefix === "TEST" ? "test" : prefix === "APP_USR" ? "prod" : null;
}

/** The settings each gateway's account keeps in the clear, as stored and answered. */
export const gatewaySettings = {
  sandbox: z.object({}).strict(),
  wompi: z.object({ public_key: z.string().regex(WOMPI_PATTERNS.public_key), test: z.boolean() }).strict(),
  mercadopago: z.object({ public_key: z.string().regex(MERCADOPAGO_PATTERNS.public_key), test: z.boolean() }).strict(),
} as const satisfies Record<GatewayName, z.ZodType>;

export type GatewaySettings = { [G in GatewayName]: z.output<(typeof gatewaySettings)[G]> };

const publicKey = z
  .string({ error: "validation.required" })
  .trim()
  .min(1, "validation.required")
  .max(220, "validation.tooLong")
  .regex(WOMPI_PATTERNS.public_key, "validation.wompiPublicKey");

/** A secret as the form sends it: empty (or left out) keeps the one stored; anything else must look like the gateway's. */
const secretField = (field: keyof typeof WOMPI_PATTERNS, message: string) =>
  z
    .string({ error: message })
    .trim()
    .max(220, "validation.tooLong")
    .refine((value) => value === "" || WOMPI_PATTERNS[field].test(value), message)
    .default("");

const mercadoPagoSecret = (field: "access_token" | "webhook_secret", message: string) =>
  z
    .string({ error: message })
    .trim()
    .max(320, "validation.tooLong")
    .refine((value) => value === "" || MERCADOPAGO_PATTERNS[field].test(value), message)
    .default("");

/**
 * PUT /api/staff/payment-account (and npm run brand:payments): the brand's account as the owner sets it. Secrets are
 * write-only: one left empty keeps the stored one (lib/domain/payments/gateway-account.ts mergeAccount). Every key and
 * secret typed must be of the public key's environment — test keys with test secrets.
 */
export const paymentAccountBody = z.discriminatedUnion(
  "gateway",
  [
    z.object({ gateway: z.literal("sandbox") }).strict(),
    z
      .object({
        gateway: z.literal("wompi"),
        public_key: publicKey,
        integrity_secret: secretField("integrity_secret", "validation.wompiIntegritySecret"),
        events_secret: secretField("events_secret", "validation.wompiEventsSecret"),
        private_key: secretField("private_key", "validation.wompiPrivateKey"),
      })
      .strict()
      .superRefine((body, context) => {
        const environment = wompiEnvironment("public_key", body.public_key);
        for (const name of ["integrity_secret", "events_secret", "private_key"] as const) {
          const typed = body[name];
          const other = typed && wompiEnvironment(name, typed);
          if (environment && other && other !== environment) context.addIssue({ code: "custom", path: [name], message: "validation.wompiKeyEnvironment" });
        }
      }),
    z
      .object({
        gateway: z.literal("mercadopago"),
        public_key: z
          .string({ error: "validation.required" })
          .trim()
          .min(1, "validation.required")
          .max(220, "validation.tooLong")
          .regex(MERCADOPAGO_PATTERNS.public_key, "validation.mercadopagoPublicKey"),
        access_token: mercadoPagoSecret("access_token", "validation.mercadopagoAccessToken"),
        webhook_secret: mercadoPagoSecret("webhook_secret", "validation.mercadopagoWebhookSecret"),
      })
      .strict()
      .superRefine((body, context) => {
        const environment = mercadoPagoEnvironment("public_key", body.public_key);
        const token = body.access_token && mercadoPagoEnvironment("access_token", body.access_token);
        if (environment && token && token !== environment) context.addIssue({ code: "custom", path: ["access_token"], message: "validation.mercadopagoKeyEnvironment" });
      }),
  ],
  { error: "validation.invalidOption" },
);

export type PaymentAccountBody = z.output<typeof paymentAccountBody>;
export type PaymentAccountInput = z.input<typeof paymentAccountBody>;

/** A brand's account, opened: what the server signs and verifies with. */
export type PaymentAccount = { [G in GatewayName]: { gateway: G; settings: GatewaySettings[G]; secrets: Partial<Record<SecretName, string>> } }[GatewayName];

export type AccountMerge = { ok: true; account: PaymentAccount; changed: SecretName[] } | { ok: false; fields: Partial<Record<SecretName, string>> };

/**
 * The account a body makes, given the one stored: a secret typed replaces the stored one, an empty one keeps it —
 * only at the same gateway, never another's — and a required secret neither typed nor stored is missing. A kept
 * secret of the other environment (test secrets under a new production key) must be typed again. `changed` names the
 * secrets that differ from the stored ones, for the audit entry: their names, never their values.
 */
export function mergeAccount(body: PaymentAccountBody, stored: PaymentAccount | null): AccountMerge {
  if (body.gateway === "sandbox") return { ok: true, account: { gateway: "sandbox", settings: {}, secrets: {} }, changed: [] };
  const kept = stored?.gateway === body.gateway ? stored.secrets : {};
  const environment = body.gateway === "wompi" ? wompiEnvironment("public_key", body.public_key)! : mercadoPagoEnvironment("public_key", body.public_key)!;
  const typed = body as Partial<Record<SecretName, string>>;
  const secrets: Partial<Record<SecretName, string>> = {};
  const fields: Partial<Record<SecretName, string>> = {};
  for (const { name, required } of GATEWAY_SECRETS[body.gateway]) {
    const value = typed[name] || kept[name];
    if (!value) {
      if (required) fields[name] = "validation.required";
      continue;
    }
    const mismatch = body.gateway === "wompi" ? wompiEnvironment(name as keyof typeof WOMPI_PATTERNS, value) !== environment : name === "access_token" && mercadoPagoEnvironment(name, value) !== environment;
    if (mismatch) fields[name] = body.gateway === "wompi" ? "validation.wompiKeyEnvironment" : "validation.mercadopagoKeyEnvironment";
    secrets[name] = value;
  }
  if (Object.keys(fields).length) return { ok: false, fields };
  const changed = SECRET_NAMES.filter((name) => (secrets[name] ?? null) !== (kept[name] ?? null));
  return { ok: true, account: { gateway: body.gateway, settings: { public_key: body.public_key, test: environment === "test" }, secrets } as PaymentAccount, changed };
}

const MASK = "••••";

/** A secret as the console shows it: its last four characters after dots (••••a1b2), or dots alone for a short one. */
export function maskSecret(secret: string): string {
  return secret.length >= 12 ? `${MASK}${secret.slice(-4)}` : MASK;
}

/** A brand's account as the staff API answers it: its settings, each of its gateway's secrets masked (null: not set), who set it and when. */
export interface PaymentAccountWire {
  gateway: GatewayName;
  settings: { public_key?: string; test?: boolean };
  secrets: Partial<Record<SecretName, string | null>>;
  updated_at: string;
  /** null: set from the command line */
  updated_by: { id: number; name: string; email: string } | null;
}

/** GET and PUT /api/staff/payment-account. */
export interface PaymentAccountAnswer {
  /** whether this deployment keeps brands' accounts (it has PAYMENT_SECRETS_KEY) */
  available: boolean;
  /** the gateway a brand without an account of its own takes payments with */
  default_gateway: GatewayName;
  account: PaymentAccountWire | null;
}

/** An opened account with its secrets masked, as the console may see it. */
export function maskedSecrets(account: PaymentAccount): PaymentAccountWire["secrets"] {
  return Object.fromEntries(GATEWAY_SECRETS[account.gateway].map(({ name }) => [name, account.secrets[name] ? maskSecret(account.secrets[name]) : null]));
}
