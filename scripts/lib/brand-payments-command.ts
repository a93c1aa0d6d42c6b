import { readFileSync } from "node:fs";
import { GATEWAY_SECRETS, isGatewayName, maskedSecrets, paymentAccountBody, type PaymentAccount, type SecretName } from "@/lib/domain/payments/gateway-account";
import { connection } from "@/lib/server/db/client";
import { migrateDatabase } from "@/lib/server/db/migrate";
import { ApiError } from "@/lib/domain/http/api-errors";
import { parseEnv } from "@/lib/server/env";
import { keyringFrom, type Keyring } from "@/lib/server/payments/secret-box";
import { readPaymentAccount, removePaymentAccount, resealPaymentAccounts, setPaymentAccount } from "@/lib/server/payments/payment-account";
import type { CliIo } from "./cli-io";
import { withBrand } from "./with-brand";

const USAGE = `usage:
  [BRAND_INTEGRITY_SECRET=… BRAND_EVENTS_SECRET=… BRAND_PRIVATE_KEY=…] npm run brand:payments -- <brand-slug> --gateway wompi --public-key pub_test_… [--stdin]
  [BRAND_ACCESS_TOKEN=… BRAND_WEBHOOK_SECRET=…] npm run brand:payments -- <brand-slug> --gateway mercadopago --public-key APP_USR-… [--stdin]
  npm run brand:payments -- <brand-slug> --gateway sandbox
  npm run brand:payments -- <brand-slug> [--show | --remove]
  npm run brand:payments -- --reseal`;

const ENGLISH = JSON.parse(readFileSync("messages/en.json", "utf8")) as { validation: Record<string, string> };

/** A field's problem in words: its message key (validation.*) as the English console says it. */
const inWords = (field: string, message: string) => `${field}: ${ENGLISH.validation[message.replace(/^validation\./, "")] ?? message}`;

/** Where each secret comes from: an environment variable, or a `name=value` line on standard input (--stdin). */
const SECRET_ENV: Readonly<Record<SecretName, string>> = {
  integrity_secret: "BRAND_INTEGRITY_SECRET",
  events_secret: "BRAND_EVENTS_SECRET",
  private_key: "BRAND_PRIVATE_KEY",
  access_token: "BRAND_ACCESS_TOKEN",
  webhook_secret: "BRAND_WEBHOOK_SECRET",
};

/**
 * npm run brand:payments — a brand's own payment gateway account from the command line, as its owner sets it in the
 * console (/staff/payments): `--gateway wompi --public-key …` with the secrets from BRAND_INTEGRITY_SECRET,
 * BRAND_EVENTS_SECRET and BRAND_PRIVATE_KEY, `--gateway mercadopago --public-key …` with BRAND_ACCESS_TOKEN and
 * BRAND_WEBHOOK_SECRET, or either from `--stdin` (never from the arguments, which shell history keeps; one left
 * out keeps the stored one), `--gateway sandbox`, `--show` (masked) or `--remove` (back to the deployment's gateway).
 * `--reseal` seals every brand's secrets again with PAYMENT_SECRETS_KEY after a rotation. Opens the database as
 * brand:qr does: with the server stopped when it is the embedded one.
 */
export async function runBrandPayments(argv: string[], io: CliIo): Promise<number> {
  const args = argv.values();
  const options: { slug?: string; gateway?: string; publicKey?: string; stdin?: boolean; show?: boolean; remove?: boolean; reseal?: boolean } = {};
  for (const arg of args) {
    // options take the argument after them, so it is read off the same iterator
    if (arg === "--gateway") options.gateway = args.next().value ?? "";
    else if (arg === "--public-key") options.publicKey = args.next().value ?? "";
    else if (arg === "--stdin") options.stdin = true;
    else if (arg === "--show") options.show = true;
    else if (arg === "--remove") options.remove = true;
    else if (arg === "--reseal") options.reseal = true;
    else if (/^--(integrity|events|private|secret|access|webhook)/.test(arg)) return usage(io, `${arg}: secrets are never read from the command line, which shell history keeps; use ${Object.values(SECRET_ENV).join(", ")} or --stdin`);
    else if (arg.startsWith("--")) return usage(io, `unknown option ${arg}`);
    else if (!options.slug) options.slug = arg;
    else return usage(io, `one brand at a time (${options.slug}, ${arg})`);
  }
  if (options.reseal) return options.slug || options.gateway ? usage(io, "--reseal takes no brand: it reseals every one") : reseal(io);
  const { slug } = options;
  if (!slug) return usage(io);
  const actions = [options.gateway !== undefined, options.show, options.remove].filter(Boolean).length;
  if (actions !== 1) return usage(io, "say one of --gateway, --show or --remove");

  if (options.show) return withBrand(slug, io, async (brand) => show(io, slug, (await readPaymentAccount(brand.id, { keyring: keyringOf(io) }))?.account ?? null));
  if (options.remove) {
    return withBrand(slug, io, async (brand) => {
      const removed = await removePaymentAccount(brand.id, { by: null });
      io.stdout.write(removed ? `${slug} takes payments with the deployment's gateway again\n` : `${slug} had no account of its own: it takes payments with the deployment's gateway\n`);
      return 0;
    });
  }
  const secrets = options.stdin ? await secretsFromStdin(io) : secretsFromEnv(io);
  if (typeof secrets === "string") return usage(io, secrets);
  const gateway = options.gateway;
  const own = isGatewayName(gateway) ? Object.fromEntries(GATEWAY_SECRETS[gateway].map(({ name }) => [name, secrets[name] ?? ""])) : {};
  const parsed = paymentAccountBody.safeParse(gateway === "wompi" || gateway === "mercadopago" ? { gateway, public_key: options.publicKey ?? "", ...own } : { gateway });
  if (!parsed.success) return usage(io, parsed.error.issues.map((issue) => inWords(issue.path.join(".") || "gateway", issue.message)).join("\n"));
  return withBrand(slug, io, async (brand) => {
    try {
      const saved = await setPaymentAccount(brand.id, parsed.data, { by: null, keyring: keyringOf(io) });
      return show(io, slug, saved.account);
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      const fields = Object.entries((error.detail.fields ?? {}) as Record<string, string>).map(([name, message]) => inWords(name, message));
      io.stderr.write(`${[error.message, ...fields].join("\n")}\n`);
      return 1;
    }
  });
}

/** The account as the console shows it: the gateway, its public settings and its secrets masked. */
function show(io: CliIo, slug: string, account: PaymentAccount | null): number {
  if (!account) {
    io.stdout.write(`${slug} has no account of its own: it takes payments with the deployment's gateway\n`);
    return 0;
  }
  const masked = maskedSecrets(account);
  const parts = [`${slug}: ${account.gateway}`];
  if (account.gateway !== "sandbox") parts.push(`${account.settings.test ? "test" : "production"} account`, `public key ${account.settings.public_key}`);
  for (const { name } of GATEWAY_SECRETS[account.gateway]) parts.push(`${name} ${masked[name] ?? "not set"}`);
  io.stdout.write(`${parts.join(" · ")}\n`);
  return 0;
}

function secretsFromEnv(io: CliIo): Partial<Record<SecretName, string>> {
  return Object.fromEntries(Object.entries(SECRET_ENV).map(([name, variable]) => [name, io.env[variable] ?? ""]));
}

/** `name=value` lines (integrity_secret=…, events_secret=…, private_key=…); blank lines and # comments are skipped. */
async function secretsFromStdin(io: CliIo): Promise<Partial<Record<SecretName, string>> | string> {
  let text = "";
  for await (const chunk of io.stdin) text += String(chunk);
  const secrets: Partial<Record<SecretName, string>> = {};
  for (const line of text.split(/\r?\n/).map((candidate) => candidate.trim())) {
    if (!line || line.startsWith("#")) continue;
    const at = line.indexOf("=");
    const name = line.slice(0, at).trim();
    if (at < 0 || !(name in SECRET_ENV)) return `standard input: expected lines of ${Object.keys(SECRET_ENV).join("=…, ")}=…`;
    secrets[name as SecretName] = line.slice(at + 1).trim();
  }
  return secrets;
}

async function reseal(io: CliIo): Promise<number> {
  const keyring = keyringOf(io);
  const current = keyring.current;
  if (!current) return usage(io, "PAYMENT_SECRETS_KEY must be set: it is the key every box is sealed with again");
  const conn = await connection();
  await migrateDatabase(conn);
  const result = await resealPaymentAccounts(conn.db, keyring);
  io.stdout.write(`Resealed ${result.resealed} brand account(s) with key ${current.id}; ${result.current} already were.\n`);
  for (const failure of result.failed) io.stderr.write(`brand ${failure.instanceId}: ${failure.reason}\n`);
  return result.failed.length ? 1 : 0;
}

/**
 * The keyring of the command's env (PAYMENT_SECRETS_KEY, PAYMENT_SECRETS_PREVIOUS_KEYS), as paymentKeyring() makes the
 * process's: that one is read once per process, and a test runs the command with keys of its own.
 */
function keyringOf(io: CliIo): Keyring {
  const { PAYMENT_SECRETS_KEY, PAYMENT_SECRETS_PREVIOUS_KEYS } = parseEnv(io.env);
  return keyringFrom(PAYMENT_SECRETS_KEY, PAYMENT_SECRETS_PREVIOUS_KEYS);
}

function usage(io: CliIo, problem?: string): number {
  if (problem) io.stderr.write(`${problem}\n`);
  io.stderr.write(`${USAGE}\n`);
  return 2;
}
