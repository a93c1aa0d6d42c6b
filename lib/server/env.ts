import "server-only";
import { z } from "zod";
import { parseSecretsKey } from "@/lib/domain/payments/secret-box";

const flag = z.enum(["true", "false"]).transform((v) => v === "true").optional();

const KEY_MESSAGE = "is 32 random bytes in base64 (openssl rand -base64 32)";
const secretsKey = z.string().refine((text) => parseSecretsKey(text) !== null, `PAYMENT_SECRETS_KEY ${KEY_MESSAGE}`);
/** Keys separated by commas or spaces, each checked like PAYMENT_SECRETS_KEY. */
const previousKeys = z
  .string()
  .transform((text) => text.split(/[\s,]+/).filter(Boolean))
  .refine((keys) => keys.every((key) => parseSecretsKey(key) !== null), `each of PAYMENT_SECRETS_PREVIOUS_KEYS ${KEY_MESSAGE}`)
  .default([]);

/** an address, or a display name and the address in angle brackets */
const MAIL_FROM = /^(?:[^<>@\n]*<[^<>@\s]+@[^<>@\s]+\.[^<>@\s]+>|[^<>@\s]+@[^<>@\s]+\.[^<>@\s]+)$/;

const schema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  /** The port `npm start` serves on; the sandbox gateway delivers its events to this server through it. */
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  /**
   * The port diners reach on a ROOT_DOMAIN of localhost (a front such as nginx listens there, the replicas on their
   * own PORT): the links and canonical URLs the app writes. Defaults to PORT.
   */
  PUBLIC_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  ROOT_DOMAIN: z.string().min(1).default("localhost"),
  DEFAULT_INSTANCE: z.string().optional(),
  CONFIG_URL: z.url().optional(),
  CONFIG_TTL_SECONDS: z.coerce.number().int().min(1).default(60),
  DATABASE_URL: z.url().optional(),
  /** Connections each replica opens to PostgreSQL. */
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1, "DATABASE_POOL_SIZE must be a positive whole number").default(10),
  DATA_DIR: z.string().default(".data"),
  /** Redis shared by every replica: the page and data cache (next.config.mjs), brand changes, rate limits. */
  REDIS_URL: z.url().optional(),
  ADMIN_API_KEY: z.string().min(16, "ADMIN_API_KEY needs at least 16 characters").optional(),
  /** Until the staff console exists, operators move orders through their states with this key. */
  OPERATOR_API_KEY: z.string().min(16, "OPERATOR_API_KEY needs at least 16 characters").optional(),
  /**
   * Which gateway takes the online payments of brands without an account of their own: sandbox plays one on its own
   * host; wompi (Colombia) and mercadopago (its account's country and currency) are real ones, with their keys below.
   */
  PAYMENT_GATEWAY: z.enum(["sandbox", "wompi", "mercadopago"]).default("sandbox"),
  /** The host the sandbox gateway's hosted page answers on; never a brand's host. */
  PAYMENT_SANDBOX_HOST: z.string().min(1).default("pay.localhost"),
  /** Where browsers reach the sandbox page; by default its host on the port the diner used. */
  PAYMENT_SANDBOX_URL: z.url().optional(),
  /** Signs the sandbox's checkouts and events, as Wompi's integrity and events secrets do. Not for real money. */
  PAYMENT_SANDBOX_SECRET: z.string().min(16).default("comanda-sandbox-secret-not-for-real-money"),
  /** Where the sandbox delivers its events; by default this server on 127.0.0.1:$PORT. */
  PAYMENT_EVENTS_URL: z.url().optional(),
  /** How long a sandbox PSE payment stays pending at the "bank" before its verdict. */
  PAYMENT_SANDBOX_PSE_SETTLE_MS: z.coerce.number().int().min(0).default(3000),
  /**
   * Seals brands' own gateway secrets at rest (lib/server/payments/secret-box.ts); without it brands take payments
   * with the deployment's gateway only, and a server whose database holds sealed accounts fails its start-up (instrumentation.ts).
   */
  PAYMENT_SECRETS_KEY: secretsKey.optional(),
  /** Keys that sealed boxes before the current one: they still open them until `npm run brand:payments -- --reseal`. */
  PAYMENT_SECRETS_PREVIOUS_KEYS: previousKeys,
  /** How often each replica runs the payment sweep (late pending attempts, stale unpaid orders); 0 turns it off. */
  PAYMENT_SWEEP_INTERVAL_SECONDS: z.coerce.number().int().min(0, "PAYMENT_SWEEP_INTERVAL_SECONDS must be 0 (off) or more").default(60),
  WOMPI_CHECKOUT_URL: z.url().default("https://checkout.wompi.co/p/"),
  /** Wompi's API, asked for a transaction whose event has not arrived; by default chosen by the key's prefix. */
  WOMPI_API_URL: z.url().optional(),
  WOMPI_PUBLIC_KEY: z.string().optional(),
  /** Mercado Pago's API (preferences, payments, their search, refunds), for the deployment's account and brands' own. */
  MERCADOPAGO_API_URL: z.url().default("https://api.mercadopago.com"),
  /** the deployment's Mercado Pago account (PAYMENT_GATEWAY=mercadopago): its access token, webhook secret and public key */
  MERCADOPAGO_ACCESS_TOKEN: z.string().min(1).optional(),
  MERCADOPAGO_WEBHOOK_SECRET: z.string().min(1).optional(),
  MERCADOPAGO_PUBLIC_KEY: z.string().min(1).optional(),
  WOMPI_INTEGRITY_SECRET: z.string().optional(),
  WOMPI_EVENTS_SECRET: z.string().optional(),
  /** the deployment's Wompi private key (prv_…): refunds (voids) of its payments; without it they cannot be refunded from the console */
  WOMPI_PRIVATE_KEY: z.string().regex(/^prv_(test|prod)_/, "WOMPI_PRIVATE_KEY is Wompi's private key, prv_test_… or prv_prod_…").optional(),
  SENTRY_DSN: z.url().optional(),
  /** The browser's DSN (inlined at build); the CSP lets pages reach its origin. */
  NEXT_PUBLIC_SENTRY_DSN: z.url().optional(),
  GEOCODER_URL: z.url().optional(),
  /** an email provider's HTTP hook for the notification outbox; without it messages go to DATA_DIR/mailbox */
  MAIL_WEBHOOK_URL: z.url().optional(),
  /** an SMTP server for the outbox's email, as one URL (smtps://user:pass@smtp.example.com:465) or SMTP_HOST and the rest */
  SMTP_URL: z.url({ protocol: /^smtps?$/, error: "SMTP_URL is smtp://user:pass@host:587 or smtps://user:pass@host:465" }).optional(),
  SMTP_HOST: z.string().min(1).optional(),
  /** 587 by default (STARTTLS), 465 with SMTP_SECURE=true */
  SMTP_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  SMTP_USER: z.string().min(1).optional(),
  SMTP_PASS: z.string().min(1).optional(),
  /** true: TLS from the first byte (port 465); false: plain, upgraded with STARTTLS when the server offers it */
  SMTP_SECURE: flag,
  /** the sender of every SMTP message: mail@example.com or "Comanda <mail@example.com>"; each brand's name replaces the name */
  MAIL_FROM: z.string().regex(MAIL_FROM, 'MAIL_FROM is an address (mail@example.com) or "Name <mail@example.com>"').optional(),
  /** Twilio's account, key and sender for SMS (verification codes); without them SMS go to DATA_DIR/sms */
  TWILIO_ACCOUNT_SID: z.string().regex(/^AC[0-9a-fA-F]{32}$/, "TWILIO_ACCOUNT_SID is AC followed by 32 hex digits").optional(),
  TWILIO_AUTH_TOKEN: z.string().min(16).optional(),
  /** a Twilio number in E.164 (+573001234567) or a Messaging Service SID (MG…) */
  TWILIO_FROM: z.string().regex(/^(\+\d{6,15}|MG[0-9a-fA-F]{32})$/, "TWILIO_FROM is a number in E.164 or a Messaging Service SID").optional(),
  /** how long diners' analytics (visits, events, page performance) and unused anonymous profiles are kept; 0 keeps them */
  ANALYTICS_RETENTION_DAYS: z.coerce.number().int().min(0, "ANALYTICS_RETENTION_DAYS must be 0 (keep) or more").default(395),
  OUTBOX_INTERVAL_SECONDS: z.coerce.number().int().min(0, "OUTBOX_INTERVAL_SECONDS must be 0 (off) or more").default(5),
  MAP_TILE_URL: z.string().default("https://tile.openstreetmap.org/{z}/{x}/{y}.png"),
  FLAG_DISABLE_TIP: flag,
  FLAG_ENABLE_MINIMUM_ORDER_VALUE: flag,
  FLAG_ENABLE_PLANO_ZONA: flag,
  FLAG_NEW_MENU: flag,
  FLAG_PREVIEW: flag,
}).superRefine((value, context) => {
  const twilio = ["TWILIO_ACCOUNT_SID", "TWILIO_AUTH_TOKEN", "TWILIO_FROM"] as const;
  if (twilio.some((key) => value[key])) {
    for (const key of twilio) if (!value[key]) context.addIssue({ code: "custom", path: [key], message: `${key} is required with the other TWILIO_ variables` });
  }
  for (const issue of smtpIssues(value)) context.addIssue({ code: "custom", ...issue });
  const required = { sandbox: [], wompi: ["WOMPI_PUBLIC_KEY", "WOMPI_INTEGRITY_SECRET", "WOMPI_EVENTS_SECRET"], mercadopago: ["MERCADOPAGO_ACCESS_TOKEN", "MERCADOPAGO_WEBHOOK_SECRET"] } as const;
  for (const key of required[value.PAYMENT_GATEWAY]) {
    if (!value[key]) context.addIssue({ code: "custom", path: [key], message: `${key} is required when PAYMENT_GATEWAY=${value.PAYMENT_GATEWAY}` });
  }
});

export type Env = z.infer<typeof schema>;

type SmtpKeys = "SMTP_URL" | "SMTP_HOST" | "SMTP_PORT" | "SMTP_USER" | "SMTP_PASS" | "SMTP_SECURE" | "MAIL_FROM" | "MAIL_WEBHOOK_URL";

/** SMTP by one URL or by its parts, never both; a user with a password; a sender; not beside the mail webhook. */
function smtpIssues(value: Partial<Record<SmtpKeys, unknown>>): { path: string[]; message: string }[] {
  const issues: { path: string[]; message: string }[] = [];
  const parts = (["SMTP_HOST", "SMTP_PORT", "SMTP_USER", "SMTP_PASS", "SMTP_SECURE"] as const).filter((key) => value[key] !== undefined);
  if (value.SMTP_URL && parts.length) issues.push({ path: [parts[0]!], message: `${parts[0]} is not set with SMTP_URL: the URL holds it` });
  if (!value.SMTP_URL && !value.SMTP_HOST && parts.length) issues.push({ path: ["SMTP_HOST"], message: `SMTP_HOST is required with ${parts[0]}` });
  if (Boolean(value.SMTP_USER) !== Boolean(value.SMTP_PASS)) issues.push({ path: [value.SMTP_USER ? "SMTP_PASS" : "SMTP_USER"], message: "SMTP_USER and SMTP_PASS go together" });
  const smtp = Boolean(value.SMTP_URL || value.SMTP_HOST);
  if (smtp && !value.MAIL_FROM) issues.push({ path: ["MAIL_FROM"], message: "MAIL_FROM is required with SMTP: the address messages are sent from" });
  if (smtp && value.MAIL_WEBHOOK_URL) issues.push({ path: ["MAIL_WEBHOOK_URL"], message: "MAIL_WEBHOOK_URL and SMTP are two ways to send mail: set one" });
  return issues;
}

/** Every variable the app reads (.env.example and the README list each of them). */
export const ENV_KEYS = Object.keys(schema.shape);

/** Validates an environment; every bad variable is named in one error. Blank values count as unset. */
export function parseEnv(source: Record<string, string | undefined>): Env {
  const blankless = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== ""));
  const result = schema.safeParse(blankless);
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`).join("\n");
    throw new Error(`Invalid environment:\n${lines}`);
  }
  return result.data;
}

let parsed: Env | undefined;

/** The validated environment of this process, read once; an invalid value stops it at first use. */
export function env(): Env {
  parsed ??= parseEnv(process.env);
  return parsed;
}

/** The port diners reach (PUBLIC_PORT, else PORT): what links and canonical URLs on localhost name. */
export function publicPort(): number {
  return env().PUBLIC_PORT ?? env().PORT;
}
