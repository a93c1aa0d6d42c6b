import { randomBytes } from "node:crypto";
import { importBrand } from "@/lib/server/brands/import-brand";
import * as t from "@/lib/server/db/schema";
import { runBrandPayments } from "@/scripts/lib/brand-payments-command";
import { brand } from "@/tests/factories/brand";
import { runInProcess } from "@/tests/helpers/command";
import { withTestDatabase } from "@/tests/helpers/test-database";

/** `npm run brand:payments` on a database holding one brand, as an operator runs it with the server stopped. */
const db = withTestDatabase();

const KEY = randomBytes(32).toString("base64");
const SECRETS = { integrity: "test_integrity_CliIntegridad9z8y", events: "test_events_CliEventos7x6w", stdin: "test_events_DesdeLaEntrada5v4u" };

/** The CLI's exit code and output, with PAYMENT_SECRETS_KEY unless `env` says otherwise; `input` is its standard input. */
const cli = (args: string[], env: Record<string, string> = {}, input = "") => runInProcess(runBrandPayments, args, { env: { PAYMENT_SECRETS_KEY: KEY, ...env }, input });

async function account() {
  return (await db.current.db.select().from(t.paymentAccounts))[0] ?? null;
}

describe("brand:payments CLI", () => {
  beforeAll(async () => {
    await importBrand(db.current.db, brand("cli-pagos"));
  });

  it("sets a brand's Wompi account with secrets from the environment, printing them masked only", async () => {
    const result = await cli(["cli-pagos", "--gateway", "wompi", "--public-key", "pub_test_CliPagosCliPagos1"], { BRAND_INTEGRITY_SECRET: SECRETS.integrity, BRAND_EVENTS_SECRET: SECRETS.events });
    expect(result).toMatchObject({ code: 0 });
    expect(result.stdout).toContain(`cli-pagos: wompi · test account · public key pub_test_CliPagosCliPagos1 · integrity_secret ••••${SECRETS.integrity.slice(-4)}`);
    expect(result.stdout + result.stderr).not.toContain(SECRETS.integrity);
    expect(result.stdout + result.stderr).not.toContain(SECRETS.events);
    const row = await account();
    expect(row).toMatchObject({ gateway: "wompi", updatedBy: null, secretsBox: expect.stringMatching(/^v1\./) });
    expect(row!.secretsBox).not.toContain(SECRETS.events);
  });

  it("never takes a secret from the arguments, and names a key pasted in the wrong place", async () => {
    const argv = await cli(["cli-pagos", "--gateway", "wompi", "--public-key", "pub_test_CliPagosCliPagos1", "--events-secret", "test_events_EnElHistorial1234"]);
    expect(argv.code).toBe(2);
    expect(argv.stderr).toContain("secrets are never read from the command line");
    const wrong = await cli(["cli-pagos", "--gateway", "wompi", "--public-key", SECRETS.events]);
    expect(wrong.code).toBe(2);
    expect(wrong.stderr).toContain("public_key: Type Wompi's public key");
  });

  it("reads secrets from standard input, keeping those it is not given", async () => {
    const result = await cli(["cli-pagos", "--gateway", "wompi", "--public-key", "pub_test_CliPagosCliPagos1", "--stdin"], {}, `# from a password manager\nevents_secret=${SECRETS.stdin}\n`);
    expect(result).toMatchObject({ code: 0 });
    expect(result.stdout).toContain(`integrity_secret ••••${SECRETS.integrity.slice(-4)} · events_secret ••••${SECRETS.stdin.slice(-4)}`);
  });

  it("reseals every box with a new key, the old one kept as a previous key", async () => {
    const before = await account();
    const next = randomBytes(32).toString("base64");
    const result = await cli(["--reseal"], { PAYMENT_SECRETS_KEY: next, PAYMENT_SECRETS_PREVIOUS_KEYS: KEY });
    expect(result).toMatchObject({ code: 0 });
    expect(result.stdout).toMatch(/^Resealed 1 brand account\(s\) with key [0-9a-f]{16}; 0 already were\./);
    const after = await account();
    expect(after!.keyId).not.toBe(before!.keyId);
    expect((await cli(["cli-pagos", "--show"], { PAYMENT_SECRETS_KEY: next })).stdout).toContain(`events_secret ••••${SECRETS.stdin.slice(-4)}`);
    const lost = await cli(["cli-pagos", "--show"]);
    expect(lost.code).toBe(1);
    expect(lost.stderr).toContain("neither PAYMENT_SECRETS_KEY nor one of PAYMENT_SECRETS_PREVIOUS_KEYS");
    await expect(account()).resolves.toMatchObject({ instanceId: after!.instanceId });
  });
});
