import "server-only";
import { ApiError } from "@/lib/domain/http/api-errors";
import {
  gatewaySettings,
  maskedSecrets,
  mergeAccount,
  type PaymentAccount,
  type PaymentAccountAnswer,
  type PaymentAccountBody,
} from "@/lib/domain/payments/gateway-account";
import { getDb, type Db } from "../db/client";
import { pgErrorCode } from "../db/errors";
import {
  deletePaymentAccountRow,
  findPaymentAccountRow,
  lockPaymentAccountRow,
  paymentAccountAuthor,
  replacePaymentAccountBox,
  savePaymentAccountRow,
  sealedPaymentAccounts,
  type PaymentAccountRow,
} from "../dal/payment-accounts";
import { audit } from "../dal/staff-audit";
import { env } from "../env";
import { openSecrets, opensKey, paymentKeyring, resealSecrets, SecretBoxError, sealSecrets, type Keyring } from "./secret-box";

/*
 * A brand's own gateway account: read (its box opened), set by its owner or the command line (secrets sealed, the
 * change audited by name — never a secret's value), removed, and every box sealed again after a key rotation.
 * Nothing here logs or answers a secret: the staff API answers them masked (lib/domain/payments/gateway-account.ts).
 */

export interface StoredPaymentAccount {
  account: PaymentAccount;
  updatedAt: Date;
  /** the staff account that set it; null: the command line */
  updatedBy: number | null;
}

/** The account a row holds, its box opened with the keyring (SecretBoxError when it cannot be). */
function openRow(row: PaymentAccountRow, keyring: Keyring): PaymentAccount {
  const settings = gatewaySettings[row.gateway].parse(row.settings);
  const secrets = row.secretsBox ? openSecrets(keyring, row.instanceId, { box: row.secretsBox, keyId: row.keyId! }) : {};
  return { gateway: row.gateway, settings, secrets } as PaymentAccount;
}

/** The brand's own account, or null when it takes payments with the deployment's gateway. */
export async function readPaymentAccount(instanceId: number, { db, keyring = paymentKeyring() }: { db?: Db; keyring?: Keyring } = {}): Promise<StoredPaymentAccount | null> {
  const row = await findPaymentAccountRow(instanceId, db);
  return row && { account: openRow(row, keyring), updatedAt: row.updatedAt, updatedBy: row.updatedBy };
}

/** Whether this deployment keeps brands' own accounts: it has a key to seal their secrets with. */
export function paymentAccountsAvailable(keyring = paymentKeyring()): boolean {
  return keyring.current !== null;
}

interface Change {
  /** the staff account making it; null: the command line */
  by: { id: number } | null;
  keyring?: Keyring;
  now?: Date;
}

/**
 * Replaces the brand's account with `body`, a secret left empty keeping the stored one (mergeAccount): sealed with
 * the current key, in one transaction with its audit entry, which names the gateway, the public settings and which
 * secrets changed. 400 with the fields a secret is missing or of the other environment in; 409 payment_accounts_off
 * on a deployment without PAYMENT_SECRETS_KEY.
 */
export async function setPaymentAccount(instanceId: number, body: PaymentAccountBody, { by, keyring = paymentKeyring(), now = new Date() }: Change): Promise<StoredPaymentAccount> {
  if (!paymentAccountsAvailable(keyring)) throw new ApiError("payment_accounts_off", "This deployment keeps no brand's gateway account: PAYMENT_SECRETS_KEY is not set");
  const db = await getDb();
  return db.transaction(async (tx) => {
    const row = await lockPaymentAccountRow(tx, instanceId);
    const stored = row && storedForMerge(row, keyring);
    const merged = mergeAccount(body, stored);
    if (!merged.ok) throw new ApiError("bad_request", "A secret of the account is missing or of the other environment", { fields: merged.fields });
    const { account, changed } = merged;
    const sealed = Object.keys(account.secrets).length ? sealSecrets(keyring, instanceId, account.secrets) : null;
    await savePaymentAccountRow(tx, instanceId, {
      gateway: account.gateway,
      settings: account.settings,
      secretsBox: sealed?.box ?? null,
      keyId: sealed?.keyId ?? null,
      updatedBy: by?.id ?? null,
      updatedAt: now,
    });
    await audit(instanceId, by, "payment_account.changed", null, { gateway: account.gateway, previous_gateway: row?.gateway ?? null, ...account.settings, secrets_changed: changed }, tx);
    return { account, updatedAt: now, updatedBy: by?.id ?? null };
  });
}

/**
 * The stored account as a change starts from. A box no key here opens (sealed with a key since dropped) keeps no
 * secret: the owner types them all again rather than being locked out of the account.
 */
function storedForMerge(row: PaymentAccountRow, keyring: Keyring): PaymentAccount {
  try {
    return openRow(row, keyring);
  } catch (error) {
    if (!(error instanceof SecretBoxError)) throw error;
    console.warn(`[payment account] brand ${row.instanceId}: ${error.message}; its secrets must be typed again`);
    return { gateway: row.gateway, settings: gatewaySettings[row.gateway].parse(row.settings), secrets: {} } as PaymentAccount;
  }
}

/** Removes the brand's own account (it takes payments with the deployment's gateway again), audited; false when it had none. */
export async function removePaymentAccount(instanceId: number, { by }: { by: { id: number } | null }): Promise<boolean> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const removed = await deletePaymentAccountRow(tx, instanceId);
    if (removed) await audit(instanceId, by, "payment_account.removed", null, { previous_gateway: removed.gateway }, tx);
    return removed !== null;
  });
}

/** The staff API's answer: whether accounts can be kept here, the deployment's gateway, and the brand's account masked. */
export async function paymentAccountAnswer(instanceId: number, stored?: StoredPaymentAccount | null): Promise<PaymentAccountAnswer> {
  const found = stored === undefined ? await readForOwner(instanceId) : stored;
  const author = found?.updatedBy ? await paymentAccountAuthor(instanceId, found.updatedBy) : null;
  return {
    available: paymentAccountsAvailable(),
    default_gateway: env().PAYMENT_GATEWAY,
    account: found && {
      gateway: found.account.gateway,
      settings: found.account.settings,
      secrets: maskedSecrets(found.account),
      updated_at: found.updatedAt.toISOString(),
      updated_by: author,
    },
  };
}

/** The account as its owner sees it: one whose box no key here opens shows no secret, so the owner can type them again. */
async function readForOwner(instanceId: number): Promise<StoredPaymentAccount | null> {
  const row = await findPaymentAccountRow(instanceId);
  return row && { account: storedForMerge(row, paymentKeyring()), updatedAt: row.updatedAt, updatedBy: row.updatedBy };
}

export interface ResealResult {
  resealed: number;
  /** boxes already sealed with the current key */
  current: number;
  /** brands whose box no key here opens, with why */
  failed: { instanceId: number; reason: string }[];
}

/**
 * After a key rotation: every box not sealed with the current key is opened (with a previous key) and sealed with the
 * current one, each in its own transaction. A box that does not open is reported and left as it is.
 */
export async function resealPaymentAccounts(db: Db, keyring: Keyring = paymentKeyring()): Promise<ResealResult> {
  const current = keyring.current;
  if (!current) throw new SecretBoxError("no_key", "PAYMENT_SECRETS_KEY is not set: there is no key to seal the boxes with");
  const result: ResealResult = { resealed: 0, current: 0, failed: [] };
  for (const { instanceId } of await sealedPaymentAccounts(db)) {
    try {
      const outcome = await db.transaction(async (tx) => {
        const row = await lockPaymentAccountRow(tx, instanceId);
        if (!row?.secretsBox) return "gone";
        if (row.keyId === current.id) return "current";
        const next = resealSecrets(keyring, instanceId, { box: row.secretsBox, keyId: row.keyId! });
        await replacePaymentAccountBox(tx, instanceId, row.secretsBox, next);
        return "resealed";
      });
      if (outcome === "resealed") result.resealed += 1;
      if (outcome === "current") result.current += 1;
    } catch (error) {
      if (!(error instanceof SecretBoxError)) throw error;
      result.failed.push({ instanceId, reason: error.message });
    }
  }
  return result;
}

const UNDEFINED_TABLE = "42P01";

/**
 * The start-up check (instrumentation.ts): a server whose database holds brands' sealed accounts needs the keys that
 * open them, or every payment of those brands would fail. Throws a message that says what to set.
 */
export async function checkPaymentAccountKeys(db: Db, keyring: Keyring = paymentKeyring()): Promise<void> {
  const sealed = await sealedPaymentAccounts(db).catch((error: unknown) => {
    // a database not migrated yet holds no account
    if (pgErrorCode(error) === UNDEFINED_TABLE) return [];
    throw error;
  });
  if (!sealed.length) return;
  if (!keyring.current) {
    throw new Error(
      `${sealed.length} brand(s) have their own payment gateway account, sealed with a PAYMENT_SECRETS_KEY this server was not given. ` +
        "Set PAYMENT_SECRETS_KEY (and PAYMENT_SECRETS_PREVIOUS_KEYS for boxes sealed before a rotation): without it their payments cannot be taken.",
    );
  }
  const unopened = sealed.filter((row) => !opensKey(keyring, row.keyId));
  if (unopened.length) {
    const list = unopened.map((row) => `brand ${row.instanceId} (key ${row.keyId})`).join(", ");
    throw new Error(`The payment accounts of ${list} were sealed with a key that is neither PAYMENT_SECRETS_KEY (key ${keyring.current.id}) nor one of PAYMENT_SECRETS_PREVIOUS_KEYS. Add the key they were sealed with to PAYMENT_SECRETS_PREVIOUS_KEYS.`);
  }
}
