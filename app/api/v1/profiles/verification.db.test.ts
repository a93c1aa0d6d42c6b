import { mkdtempSync, readdirSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { and, desc, eq } from "drizzle-orm";
import { POST as postOrder } from "@/app/api/v1/orders/route";
import { POST as mintLink } from "@/app/api/v1/operator/smart-links/route";
import { MAX_CODE_ATTEMPTS } from "@/lib/domain/diners/phone-verification";
import { SMART_LINK_TTL_MS } from "@/lib/domain/diners/smart-link";
import { importBrand } from "@/lib/server/brands/import-brand";
import * as t from "@/lib/server/db/schema";
import { outboxIdle } from "@/lib/server/notifications/outbox-timer";
import { brand, otherBrand } from "@/tests/factories/brand";
import { checkoutBody, factoryIds } from "@/tests/helpers/checkout";
import { OPERATOR_SECRET, operatorKey } from "@/tests/helpers/operator-key";
import { brandRequest, params } from "@/tests/helpers/requests";
import { withTestDatabase } from "@/tests/helpers/test-database";
import { POST as anonymous } from "./anonymous.json/route";
import { GET as smartLogin } from "./login_smart_link/[file]/route";
import { GET as history } from "./orders.json/route";
import { GET as status } from "./status.json/route";
import { POST as confirm } from "./verification/confirm.json/route";
import { POST as sendCode } from "./verification.json/route";

const db = withTestDatabase();
let mine = 0;
let client = 0;

beforeAll(async () => {
  process.env.OPERATOR_API_KEY = OPERATOR_SECRET;
  process.env.OUTBOX_INTERVAL_SECONDS = "0";
  // the local SMS outbox writes where a developer would read it: a folder of this test's own
  process.env.DATA_DIR = mkdtempSync(path.join(tmpdir(), "comanda-sms-"));
  mine = (await importBrand(db.current.db, brand("verifica"))).instanceId;
  await importBrand(db.current.db, otherBrand("ajena"));
});

type Profile = { id: string; token: string };
const from = () => ({ "x-forwarded-for": `10.6.${Math.floor((client += 1) / 250) % 250}.${client % 250}` });
const headersOf = (profile: Profile) => ({ profileid: profile.id, token: profile.token });
const post = (route: (request: Request) => Promise<Response>, path: string, body: unknown, headers: Record<string, string>, slug = "verifica") =>
  route(brandRequest(slug, path, { method: "POST", body: JSON.stringify(body), headers: { ...from(), ...headers } }));

async function newProfile(slug = "verifica"): Promise<Profile> {
  return (await (await post(anonymous, "/api/v1/profiles/anonymous.json", {}, {}, slug)).json()).profile;
}

/** The code the SMS outbox holds for this phone (E.164), as a developer reads it. */
async function lastCode(phone: string): Promise<string> {
  const [message] = await db.current.db
    .select({ body: t.outboxMessages.body, channel: t.outboxMessages.channel })
    .from(t.outboxMessages)
    .where(and(eq(t.outboxMessages.instanceId, mine), eq(t.outboxMessages.recipient, phone)))
    .orderBy(desc(t.outboxMessages.id))
    .limit(1);
  expect(message!.channel).toBe("sms");
  return /(\d{4})\./.exec(message!.body)![1]!;
}

const otherCode = (code: string) => String((Number(code) + 1) % 10_000).padStart(4, "0");

describe("proving a phone with an SMS code (product §5, §8)", () => {
  it("sends a 4-digit code by SMS in the diner's language, and refuses another within 14 s", async () => {
    const profile = await newProfile();
    const sent = await post(sendCode, "/api/v1/profiles/verification.json", { phone: "300 555 0001" }, { ...headersOf(profile), lang: "en" });
    expect(sent.status).toBe(202);
    expect(await sent.json()).toEqual({ resend_after: 14, expires_in: 600 });
    const [message] = await db.current.db.select().from(t.outboxMessages).where(eq(t.outboxMessages.recipient, "+573005550001"));
    expect(message!.body).toMatch(/: your verification code is \d{4}\. It expires in 10 minutes\.$/);
    // without Twilio, the local SMS outbox: a file a developer reads
    await outboxIdle();
    const folder = path.join(process.env.DATA_DIR!, "sms");
    const files = readdirSync(folder).map((file) => readFileSync(path.join(folder, file), "utf8"));
    expect(files).toContainEqual(`To: +573005550001\n\n${message!.body}\n`);

    const again = await post(sendCode, "/api/v1/profiles/verification.json", { phone: "300 555 0001" }, headersOf(profile));
    expect(again.status).toBe(429);
    expect((await again.json()).error.code).toBe("code_resend_too_soon");
    expect(Number(again.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(Number(again.headers.get("retry-after"))).toBeLessThanOrEqual(14);
  });

  it("refuses a wrong code with the tries left, spends the code after five, and never without the profile's headers", async () => {
    const profile = await newProfile();
    await post(sendCode, "/api/v1/profiles/verification.json", { phone: "300 555 0002" }, headersOf(profile));
    const code = await lastCode("+573005550002");
    expect((await post(confirm, "/api/v1/profiles/verification/confirm.json", { code }, {})).status).toBe(401);

    for (let left = MAX_CODE_ATTEMPTS - 1; left >= 0; left--) {
      const wrong = await post(confirm, "/api/v1/profiles/verification/confirm.json", { code: otherCode(code) }, headersOf(profile));
      expect(wrong.status).toBe(422);
      expect((await wrong.json()).error).toMatchObject({ code: "invalid_verification_code", attempts_left: left });
    }
    // the right code, too late: spent
    const spent = await post(confirm, "/api/v1/profiles/verification/confirm.json", { code }, headersOf(profile));
    expect(spent.status).toBe(422);
    const [row] = await db.current.db.select({ verifiedPhone: t.profiles.verifiedPhone }).from(t.profiles).where(eq(t.profiles.id, profile.id));
    expect(row!.verifiedPhone).toBeNull();
  });

  it("proves the phone; a second device that proves it joins that profile, bringing its own orders", async () => {
    const first = await newProfile();
    await post(sendCode, "/api/v1/profiles/verification.json", { phone: "300 555 0003" }, headersOf(first));
    const proven = await post(confirm, "/api/v1/profiles/verification/confirm.json", { code: await lastCode("+573005550003") }, headersOf(first));
    expect(proven.status).toBe(200);
    expect((await proven.json()).profile).toEqual({ id: first.id, token: null });
    expect(await (await status(brandRequest("verifica", "/api/v1/profiles/status.json", { headers: { ...from(), ...headersOf(first) } }))).json()).toEqual({ profile: { id: first.id, verified_phone: true } });

    // another phone, another anonymous profile, an order there
    const second = await newProfile();
    const ids = await factoryIds(db.current.db, mine);
    const order = await postOrder(brandRequest("verifica", "/api/v1/orders", { method: "POST", body: JSON.stringify(checkoutBody(ids)), headers: { ...from(), ...headersOf(second) } }));
    const orderId = (await order.json()).order.id;

    await post(sendCode, "/api/v1/profiles/verification.json", { phone: "+57 300 555 0003" }, headersOf(second));
    const joined = await post(confirm, "/api/v1/profiles/verification/confirm.json", { code: await lastCode("+573005550003") }, headersOf(second));
    const { profile } = await joined.json();
    expect(profile.id).toBe(first.id);
    expect(profile.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // both devices hold the profile, each with its own secret, and see the order the second one placed
    for (const device of [first, { id: first.id, token: profile.token }]) {
      const listed = await (await history(brandRequest("verifica", "/api/v1/profiles/orders.json", { headers: { ...from(), ...headersOf(device) } }))).json();
      expect(listed.orders.map((o: { id: number }) => o.id)).toContain(orderId);
    }
  });
});

describe("smart links (product §2, §7)", () => {
  const mint = (body: unknown, slug = "verifica") =>
    mintLink(brandRequest(slug, "/api/v1/operator/smart-links", { method: "POST", body: JSON.stringify(body), headers: { authorization: `Bearer ${operatorKey(slug)}` } }));
  const login = (profileId: string, token: string, slug = "verifica") =>
    smartLogin(brandRequest(slug, `/api/v1/profiles/login_smart_link/${profileId}.json?token=${encodeURIComponent(token)}`, { headers: from() }), params({ file: `${profileId}.json` }));

  it("signs a new device in to the link's profile with a secret of its own, and opens nothing else", async () => {
    const profile = await newProfile();
    const minted = await mint({ profile_id: profile.id, supplier: "centro" });
    expect(minted.status).toBe(201);
    const { url } = await minted.json();
    const [, supplier, , profileId, token] = new URL(url).pathname.split("/");
    expect([supplier, profileId]).toEqual(["centro", profile.id]);

    const signedIn = await login(profile.id, token!);
    expect(signedIn.status).toBe(200);
    const device = (await signedIn.json()).profile;
    expect(device.id).toBe(profile.id);
    expect(device.token).not.toBe(token);
    expect((await status(brandRequest("verifica", "/api/v1/profiles/status.json", { headers: { ...from(), ...headersOf(device) } }))).status).toBe(200);
    // the link's own secret is not a device's: it cannot be sent as the token header
    expect((await status(brandRequest("verifica", "/api/v1/profiles/status.json", { headers: { ...from(), profileid: profile.id, token: token! } }))).status).toBe(401);

    // once used, the link signs in no other browser
    const again = await login(profile.id, token!);
    expect(again.status).toBe(404);
    expect((await again.json()).error.code).toBe("smart_link_invalid");
  });

  it("signs in to nothing with another profile's, brand's or made-up token, and not after the link's life", async () => {
    const profile = await newProfile();
    const token = async () => new URL((await (await mint({ profile_id: profile.id, supplier: "centro" })).json()).url).pathname.split("/")[4]!;
    const other = await newProfile();
    const link = await token();
    for (const wrong of [login(other.id, link), login(profile.id, "B".repeat(43)), login(profile.id, profile.token), login(profile.id, link, "ajena")]) {
      const answer = await wrong;
      expect(answer.status).toBe(404);
      expect((await answer.json()).error.code).toMatch(/smart_link_invalid|unknown_instance/);
    }
    // the wrong tries spent nothing: the link still signs its own profile in
    expect((await login(profile.id, link)).status).toBe(200);

    const old = await token();
    await db.current.db
      .update(t.profileTokens)
      .set({ createdAt: new Date(Date.now() - SMART_LINK_TTL_MS - 1000) })
      .where(and(eq(t.profileTokens.profileId, profile.id), eq(t.profileTokens.kind, "link")));
    expect((await login(profile.id, old)).status).toBe(404);
  });

  it("mints links only for the brand's profiles and their own purchases", async () => {
    const profile = await newProfile();
    const foreign = await newProfile("ajena");
    expect((await mint({ profile_id: foreign.id, supplier: "centro" })).status).toBe(404);
    expect((await mint({ profile_id: profile.id, supplier: "centro", purchase_id: 999_999 })).status).toBe(404);
    expect((await mint({ profile_id: profile.id, supplier: "centro" }, "ajena")).status).toBe(404);
  });
});
