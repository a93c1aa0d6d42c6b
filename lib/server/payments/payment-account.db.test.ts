import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { importBrand } from "@/lib/server/brands/import-brand";
import * as t from "@/lib/server/db/schema";
import { brand } from "@/tests/factories/brand";
import { withTestDatabase } from "@/tests/helpers/test-database";
import { checkPaymentAccountKeys, paymentAccountAnswer, readPaymentAccount, resealPaymentAccounts, setPaymentAccount } from "./payment-account";
import { keyringFrom, SecretBoxError } from "./secret-box";

/*
 * Brands' sealed accounts across a key rotation: a box moved to another brand's row does not open, the server does not
 * start without the keys that open every box, and --reseal moves every box to the current key.
 */
const db = withTestDatabase();
const OLD = randomBytes(32).toString("base64");
const NEXT = randomBytes(32).toString("base64");
const ids: number[] = [];

const account = (n: number) => ({
  gateway: "wompi" as const,
  public_key: `pub_test_Marca${n}Marca${n}Marca${n}`,
  integrity_secret: `test_integrity_Integridad${n}xyz`,
  events_secret: `test_events_Eventos${n}xyzxyz`,
  private_key: "",
});
const boxes = () => db.current.db.select({ instanceId: t.paymentAccounts.instanceId, box: t.paymentAccounts.secretsBox, keyId: t.paymentAccounts.keyId }).from(t.paymentAccounts).orderBy(t.paymentAccounts.instanceId);

beforeAll(async () => {
  for (const slug of ["rota-uno", "rota-dos", "rota-tres"]) ids.push((await importBrand(db.current.db, brand(slug))).instanceId);
});

it("starts with no account at all, with or without a key", async () => {
  await expect(checkPaymentAccountKeys(db.current.db, keyringFrom(undefined))).resolves.toBeUndefined();
});

it("seals each brand's account for that brand: a box copied onto another brand's row does not open there", async () => {
  for (const [i, id] of ids.slice(0, 2).entries()) await setPaymentAccount(id, { ...account(i), private_key: "" }, { by: null, keyring: keyringFrom(OLD) });
  await setPaymentAccount(ids[2]!, { gateway: "sandbox" }, { by: null, keyring: keyringFrom(OLD) });
  expect((await readPaymentAccount(ids[0]!, { keyring: keyringFrom(OLD) }))!.account.secrets.events_secret).toBe(account(0).events_secret);

  const [first] = await boxes();
  await db.current.db.update(t.paymentAccounts).set({ secretsBox: first!.box, keyId: first!.keyId }).where(eq(t.paymentAccounts.instanceId, ids[1]!));
  await expect(readPaymentAccount(ids[1]!, { keyring: keyringFrom(OLD) })).rejects.toMatchObject({ reason: "unreadable" });
  // its owner still sees the account, with no secret to keep: they type them again
  expect((await paymentAccountAnswer(ids[1]!)).account).toMatchObject({ gateway: "wompi", secrets: { integrity_secret: null, events_secret: null, private_key: null } });
  // put brand two's own box back
  await setPaymentAccount(ids[1]!, account(1), { by: null, keyring: keyringFrom(OLD) });
});

it("refuses to start without the key that sealed the boxes, saying what to set", async () => {
  await expect(checkPaymentAccountKeys(db.current.db, keyringFrom(undefined))).rejects.toThrow(/2 brand\(s\) have their own payment gateway account.*Set PAYMENT_SECRETS_KEY/);
  const stranger = keyringFrom(NEXT);
  await expect(checkPaymentAccountKeys(db.current.db, stranger)).rejects.toThrow(/neither PAYMENT_SECRETS_KEY .* nor one of PAYMENT_SECRETS_PREVIOUS_KEYS/);
  await expect(checkPaymentAccountKeys(db.current.db, keyringFrom(NEXT, [OLD]))).resolves.toBeUndefined();
  await expect(checkPaymentAccountKeys(db.current.db, keyringFrom(OLD))).resolves.toBeUndefined();
});

it("reseals every box with the new key after a rotation, so the previous key can be dropped", async () => {
  const rotated = keyringFrom(NEXT, [OLD]);
  const before = await boxes();
  expect(await resealPaymentAccounts(db.current.db, rotated)).toEqual({ resealed: 2, current: 0, failed: [] });
  const after = await boxes();
  expect(after.filter((row) => row.box).map((row) => row.keyId)).toEqual([rotated.current!.id, rotated.current!.id]);
  expect(after.map((row) => row.box)).not.toEqual(before.map((row) => row.box));
  // the sandbox brand has no box, before and after
  expect(after.find((row) => row.instanceId === ids[2])).toMatchObject({ box: null, keyId: null });

  const nextOnly = keyringFrom(NEXT);
  await expect(checkPaymentAccountKeys(db.current.db, nextOnly)).resolves.toBeUndefined();
  for (const [i, id] of ids.slice(0, 2).entries()) expect((await readPaymentAccount(id, { keyring: nextOnly }))!.account.secrets).toEqual({ integrity_secret: account(i).integrity_secret, events_secret: account(i).events_secret });
  await expect(readPaymentAccount(ids[0]!, { keyring: keyringFrom(OLD) })).rejects.toBeInstanceOf(SecretBoxError);
  expect(await resealPaymentAccounts(db.current.db, nextOnly)).toEqual({ resealed: 0, current: 2, failed: [] });
});

it("reports a box no key here opens, and reseals the others", async () => {
  const lost = randomBytes(32).toString("base64");
  await setPaymentAccount(ids[0]!, account(0), { by: null, keyring: keyringFrom(lost) });
  const result = await resealPaymentAccounts(db.current.db, keyringFrom(randomBytes(32).toString("base64"), [NEXT]));
  expect(result).toMatchObject({ resealed: 1, current: 0, failed: [{ instanceId: ids[0], reason: expect.stringMatching(/neither PAYMENT_SECRETS_KEY/) }] });
});
