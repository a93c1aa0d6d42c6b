import { eq } from "drizzle-orm";
import { POST as postOrder } from "@/app/api/v1/orders/route";
import { POST as startSession } from "@/app/api/v1/sessions/route";
import { POST as track } from "@/app/api/v1/trackings/route";
import { flushTrackings } from "@/lib/server/dal/tracking-queue";
import { RATE_LIMITS } from "@/lib/domain/http/rate-limits";
import { importBrand } from "@/lib/server/brands/import-brand";
import * as t from "@/lib/server/db/schema";
import { brand, otherBrand } from "@/tests/factories/brand";
import { checkoutBody, factoryIds, testContact } from "@/tests/helpers/checkout";
import { brandRequest, params } from "@/tests/helpers/requests";
import { withTestDatabase } from "@/tests/helpers/test-database";
import { GET as account } from "./account.json/route";
import { PUT as updateAccount } from "./account/[file]/route";
import { POST as anonymous } from "./anonymous.json/route";
import { GET as history } from "./orders.json/route";
import { GET as status } from "./status.json/route";

const db = withTestDatabase();
let mine = 0;
let client = 0;

beforeAll(async () => {
  mine = (await importBrand(db.current.db, brand("perfiles"))).instanceId;
  await importBrand(db.current.db, otherBrand("ajena"));
});

// each call from its own address: the rate limits are tested apart
const from = () => ({ "x-forwarded-for": `10.8.${Math.floor((client += 1) / 250) % 250}.${client % 250}` });
type Profile = { id: string; token: string };
const headersOf = (profile: Profile) => ({ profileid: profile.id, token: profile.token });

async function newProfile(slug = "perfiles", body: unknown = { profile: { domain: "perfiles.localhost", name: "" } }): Promise<Profile> {
  const response = await anonymous(brandRequest(slug, "/api/v1/profiles/anonymous.json", { method: "POST", body: JSON.stringify(body), headers: from() }));
  expect(response.status).toBe(201);
  return (await response.json()).profile;
}

const get = (route: (request: Request) => Promise<Response>, path: string, headers: Record<string, string>, slug = "perfiles") =>
  route(brandRequest(slug, path, { headers: { ...from(), ...headers } }));

const put = (profileId: string, body: unknown, headers: Record<string, string>, slug = "perfiles") =>
  updateAccount(brandRequest(slug, `/api/v1/profiles/account/${profileId}.json`, { method: "PUT", body: JSON.stringify(body), headers: { ...from(), ...headers } }), params({ file: `${profileId}.json` }));

describe("anonymous profiles (product §3, §6, §7)", () => {
  it("makes a profile with a random id and a secret token, and keeps only the token's hash", async () => {
    const profile = await newProfile();
    expect(profile.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(profile.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const [row] = await db.current.db.select().from(t.profiles).where(eq(t.profiles.id, profile.id));
    expect(row).toMatchObject({ instanceId: mine, domain: "perfiles.localhost", name: null });
    expect(JSON.stringify(row)).not.toContain(profile.token);
  });

  it("answers status and account to the profile's own headers, and 401 to a wrong token, a made-up id or no headers", async () => {
    const profile = await newProfile();
    const ok = await get(status, "/api/v1/profiles/status.json", headersOf(profile));
    expect(ok.status).toBe(200);
    expect(await ok.json()).toEqual({ profile: { id: profile.id, verified_phone: false } });

    const other = await newProfile();
    const wrong: Record<string, string>[] = [{ profileid: profile.id, token: other.token }, { profileid: crypto.randomUUID(), token: profile.token }, {}, { profileid: profile.id, token: "short" }];
    for (const headers of wrong) {
      expect((await get(status, "/api/v1/profiles/status.json", headers)).status).toBe(401);
      expect((await get(account, "/api/v1/profiles/account.json", headers)).status).toBe(401);
      expect((await get(history, "/api/v1/profiles/orders.json", headers)).status).toBe(401);
    }
  });

  it("is another brand's stranger: its headers prove nothing on this brand's host", async () => {
    const foreign = await newProfile("ajena");
    expect((await get(status, "/api/v1/profiles/status.json", headersOf(foreign))).status).toBe(401);
    expect((await put(foreign.id, { profile: { name: "Eve" } }, headersOf(foreign))).status).toBe(401);
  });

  it("writes the fields given, forgets those sent as null, and never answers the token", async () => {
    const profile = await newProfile();
    const written = await put(profile.id, { profile: { name: "Lucía Gómez", phone: "3105550101", email: "lucia@example.co", birthday_date: "1990-04-12", dni_type: "cc", dni: "52123456", categories: ["vegetariana"] } }, headersOf(profile));
    expect(written.status).toBe(200);
    expect((await written.json()).profile).toMatchObject({ id: profile.id, name: "Lucía Gómez", phone: "3105550101", birthday_date: "1990-04-12", categories: ["vegetariana"] });

    expect((await put(profile.id, { profile: { email: null } }, headersOf(profile))).status).toBe(200);
    const read = await (await get(account, "/api/v1/profiles/account.json", headersOf(profile))).json();
    expect(read.profile).toMatchObject({ name: "Lucía Gómez", email: null, dni: "52123456" });
    expect(JSON.stringify(read)).not.toContain(profile.token);
  });

  it("refuses another profile's id even with valid headers (404), and bad fields with their paths (400)", async () => {
    const mineProfile = await newProfile();
    const victim = await newProfile();
    expect((await put(victim.id, { profile: { name: "Mallory" } }, headersOf(mineProfile))).status).toBe(404);
    const [row] = await db.current.db.select({ name: t.profiles.name }).from(t.profiles).where(eq(t.profiles.id, victim.id));
    expect(row!.name).toBeNull();

    const bad = await put(mineProfile.id, { profile: { phone: "12", email: "not-mail", birthday_date: "2999-01-01", dni_type: "cc", dni: "AB123", token: "x" } }, headersOf(mineProfile));
    expect(bad.status).toBe(400);
    const { error } = await bad.json();
    expect(Object.keys(error.fields)).toEqual(expect.arrayContaining(["profile.phone", "profile.email", "profile.birthday_date", "profile.dni"]));
  });

  it("links an order to the profile its headers prove, fills the profile from the checkout, and lists it on any device", async () => {
    const profile = await newProfile();
    const ids = await factoryIds(db.current.db, mine);
    const response = await postOrder(brandRequest("perfiles", "/api/v1/orders", { method: "POST", body: JSON.stringify(checkoutBody(ids)), headers: { ...from(), ...headersOf(profile) } }));
    expect(response.status).toBe(201);
    const { order } = await response.json();

    const read = await (await get(account, "/api/v1/profiles/account.json", headersOf(profile))).json();
    expect(read.profile).toMatchObject({ name: testContact.name, phone: testContact.phone, email: testContact.email, dni: testContact.document_number, dni_type: testContact.document_type });

    // "another device": nothing but the profile's headers
    const listed = await (await get(history, "/api/v1/profiles/orders.json", headersOf(profile))).json();
    expect(listed.orders).toEqual([{ id: order.id, token: expect.any(String), supplier: expect.any(String), service: "take_away", created_at: expect.any(String) }]);
    const [stored] = await db.current.db.select({ token: t.orders.accessToken, profileId: t.orders.profileId }).from(t.orders).where(eq(t.orders.id, order.id));
    expect(stored).toEqual({ token: listed.orders[0].token, profileId: profile.id });
  });

  it("places an order anonymously when the headers prove nothing: the order never fails over its profile", async () => {
    const profile = await newProfile();
    const ids = await factoryIds(db.current.db, mine);
    const response = await postOrder(brandRequest("perfiles", "/api/v1/orders", { method: "POST", body: JSON.stringify(checkoutBody(ids)), headers: { ...from(), profileid: profile.id, token: "A".repeat(43) } }));
    expect(response.status).toBe(201);
    const [stored] = await db.current.db.select({ profileId: t.orders.profileId }).from(t.orders).where(eq(t.orders.id, (await response.json()).order.id));
    expect(stored!.profileId).toBeNull();
  });

  it("names the profile on the visit's events, and refuses another brand's profile there (404)", async () => {
    const profile = await newProfile();
    const foreign = await newProfile("ajena");
    const visit = await (await startSession(brandRequest("perfiles", "/api/v1/sessions", { method: "POST", body: "{}", headers: from() }))).json();
    const event = { event: "page_view", path: "/", view_vue: "/", front_lang: "es", at: new Date().toISOString() };
    const send = (profileId: string) => track(brandRequest("perfiles", "/api/v1/trackings", { method: "POST", body: JSON.stringify({ session_id: visit.id, profile_id: profileId, trackings: [event] }), headers: from() }));
    expect((await send(profile.id)).status).toBe(202);
    expect((await send(foreign.id)).status).toBe(404);
    await flushTrackings();
    const rows = await db.current.db.select({ profileId: t.trackings.profileId }).from(t.trackings).where(eq(t.trackings.sessionId, visit.id));
    expect(rows).toEqual([{ profileId: profile.id }]);
  });

  it("limits the profiles one address makes, and the calls it makes with them", async () => {
    const address = { "x-forwarded-for": "10.7.7.7" };
    const make = () => anonymous(brandRequest("perfiles", "/api/v1/profiles/anonymous.json", { method: "POST", body: "{}", headers: address }));
    for (let i = 0; i < RATE_LIMITS.profile_create.points; i++) expect((await make()).status).toBe(201);
    const refused = await make();
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);

    const guess = () => status(brandRequest("perfiles", "/api/v1/profiles/status.json", { headers: { "x-forwarded-for": "10.7.7.8", profileid: crypto.randomUUID(), token: "A".repeat(43) } }));
    for (let i = 0; i < RATE_LIMITS.profile_call.points; i++) expect((await guess()).status).toBe(401);
    expect((await guess()).status).toBe(429);
  });
});
