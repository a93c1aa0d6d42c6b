import { and, eq } from "drizzle-orm";
import type { InstanceConfig } from "@/lib/domain/brand/instance-config";
import { importBrand } from "@/lib/server/brands/import-brand";
import { findInstanceConfigBySlug } from "@/lib/server/dal/instances";
import { staffAccounts, staffAudit, staffSessions } from "@/lib/server/db/schema";
import { sessionIdOf } from "@/lib/server/dal/staff-sessions";
import { brand } from "@/tests/factories/brand";
import { makeStaff, signInAs, STAFF_PASSWORD, staffCookie, staffRequest, type StaffCall } from "@/tests/helpers/staff";
import { withTestDatabase } from "@/tests/helpers/test-database";
import { PUT as changePassword } from "../password/route";
import { DELETE as signOutEverywhere } from "../sessions/route";
import { DELETE as signOut, GET as whoAmI, POST as signIn } from "./route";

/** The security checks of the staff session: sign-in, its limits, fixation, CSRF, sign-out, disabling. */
const db = withTestDatabase();
let marca: InstanceConfig;

beforeAll(async () => {
  await importBrand(db.current.db, brand("marca"));
  marca = (await findInstanceConfigBySlug("marca"))!;
  await makeStaff(marca.id, "owner@marca.co", "owner");
});

const post = (body: unknown, call: StaffCall = {}) => signIn(staffRequest("marca", "/api/staff/session", { ...call, method: "POST", body }));
const me = (token: string | null) => whoAmI(staffRequest("marca", "/api/staff/session", { token }));
const sessionRows = (accountId: number) =>
  db.current.db.select().from(staffSessions).where(and(eq(staffSessions.instanceId, marca.id), eq(staffSessions.accountId, accountId)));

describe("POST /api/staff/session", () => {
  it("signs in with the right password: the account, and an httpOnly, Lax, Secure (on *.localhost) cookie for 12 h", async () => {
    const response = await post({ email: "  Owner@Marca.CO ", password: STAFF_PASSWORD });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ account: { id: expect.any(Number), name: "owner", email: "owner@marca.co", role: "owner", branches: [] } });
    const cookie = staffCookie(response)!;
    expect(cookie.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(cookie.attributes.sort()).toEqual(["httponly", "max-age=43200", "path=/", "samesite=lax", "secure"]);
    expect(response.headers.get("cache-control")).toBe("no-store");
    // only the token's SHA-256 is kept
    const [row] = await db.current.db.select().from(staffSessions).where(eq(staffSessions.id, sessionIdOf(cookie.value)));
    expect(row).toMatchObject({ instanceId: marca.id });
    expect(JSON.stringify(await db.current.db.select().from(staffSessions))).not.toContain(cookie.value);
    expect((await me(cookie.value)).status).toBe(200);
  });

  it("leaves Secure off on plain http under another name (a LAN address), where the browser would drop it", async () => {
    const response = await post({ email: "owner@marca.co", password: STAFF_PASSWORD }, { origin: "http://192.168.1.20:3000", headers: { host: "192.168.1.20:3000" } });
    expect(response.status).toBe(200);
    expect(staffCookie(response)!.attributes).not.toContain("secure");
  });

  it("sets Secure behind an https proxy", async () => {
    const headers = { host: "pedidos.marca.co", "x-forwarded-proto": "https" };
    const response = await post({ email: "owner@marca.co", password: STAFF_PASSWORD }, { origin: "https://pedidos.marca.co", headers });
    expect(response.status).toBe(200);
    expect(staffCookie(response)!.attributes).toContain("secure");
  });

  it("answers a wrong password, an unknown address and a malformed one with the same 401, and no cookie", async () => {
    const wrong = await post({ email: "owner@marca.co", password: "not the password" });
    const unknown = await post({ email: "nadie@marca.co", password: "not the password" });
    const malformed = await post({ email: "not an email", password: "not the password" });
    const bodies = await Promise.all([wrong, unknown, malformed].map((response) => response.json()));
    expect([wrong.status, unknown.status, malformed.status]).toEqual([401, 401, 401]);
    expect(bodies[0]).toEqual({ error: { code: "invalid_credentials", message: expect.any(String) } });
    expect(bodies[1]).toEqual(bodies[0]);
    expect(bodies[2]).toEqual(bodies[0]);
    for (const response of [wrong, unknown, malformed]) expect(staffCookie(response)).toBeNull();
  });

  it("answers 400 for a body that is not JSON or lacks a field, never a 5xx", async () => {
    expect((await post("{nope")).status).toBe(400);
    expect((await post({ email: "owner@marca.co" })).status).toBe(400);
    expect((await post({ email: "owner@marca.co", password: "x".repeat(257) })).status).toBe(400);
  });

  it("locks an account after 10 failures from any addresses: 429 with Retry-After, even for the right password", async () => {
    await makeStaff(marca.id, "target@marca.co", "waiter");
    for (let i = 0; i < 10; i++) expect((await post({ email: "target@marca.co", password: `guess ${i}` })).status).toBe(401);
    const locked = await post({ email: "target@marca.co", password: STAFF_PASSWORD });
    expect(locked.status).toBe(429);
    expect(Number(locked.headers.get("retry-after"))).toBeGreaterThan(800);
    expect(await locked.json()).toEqual({ error: { code: "rate_limited", message: expect.any(String), retry_after: expect.any(Number) } });
    expect(staffCookie(locked)).toBeNull();
    // another account of the brand still signs in
    expect((await post({ email: "owner@marca.co", password: STAFF_PASSWORD })).status).toBe(200);
  });

  it("locks an address after 30 failures across accounts, and counts only failures", async () => {
    const address = "203.0.113.66";
    for (let i = 0; i < 31; i++) expect((await post({ email: "owner@marca.co", password: STAFF_PASSWORD }, { address })).status).toBe(200);
    for (let i = 0; i < 30; i++) expect((await post({ email: `nobody${i}@marca.co`, password: "guess" }, { address })).status).toBe(401);
    expect((await post({ email: "owner@marca.co", password: STAFF_PASSWORD }, { address })).status).toBe(429);
    expect((await post({ email: "owner@marca.co", password: STAFF_PASSWORD }, { address: "203.0.113.67" })).status).toBe(200);
  });

  it("never adopts a token the device brought (session fixation), and refuses an invented one", async () => {
    const first = await signInAs("marca", "owner@marca.co");
    const again = await post({ email: "owner@marca.co", password: STAFF_PASSWORD }, { token: first });
    const second = staffCookie(again)!.value;
    expect(second).not.toBe(first);
    expect((await me(first)).status).toBe(401);
    expect((await me(second)).status).toBe(200);
    const invented = "A".repeat(43);
    const planted = await post({ email: "owner@marca.co", password: STAFF_PASSWORD }, { token: invented });
    expect(staffCookie(planted)!.value).not.toBe(invented);
    const refused = await me(invented);
    expect(refused.status).toBe(401);
    expect(await refused.json()).toEqual({ error: { code: "staff_signed_out", message: expect.any(String) } });
    expect((await me(null)).status).toBe(401);
  });
});

describe("CSRF", () => {
  it("refuses a change without Origin or from another origin with 403 csrf, changing nothing", async () => {
    const token = await signInAs("marca", "owner@marca.co");
    const [account] = await db.current.db.select().from(staffAccounts).where(eq(staffAccounts.email, "owner@marca.co"));
    const before = await db.current.db.select().from(staffAudit);
    for (const origin of [null, "http://evil.localhost", "https://marca.localhost", "null"]) {
      const calls = [
        signIn(staffRequest("marca", "/api/staff/session", { method: "POST", body: { email: "owner@marca.co", password: STAFF_PASSWORD }, origin })),
        signOut(staffRequest("marca", "/api/staff/session", { method: "DELETE", token, origin })),
        signOutEverywhere(staffRequest("marca", "/api/staff/sessions", { method: "DELETE", token, origin })),
        changePassword(staffRequest("marca", "/api/staff/password", { method: "PUT", token, origin, body: { current: STAFF_PASSWORD, next: "another password" } })),
      ];
      for (const response of await Promise.all(calls)) {
        expect({ origin, status: response.status }).toEqual({ origin, status: 403 });
        expect((await response.json()).error.code).toBe("csrf");
        expect(staffCookie(response)).toBeNull();
      }
    }
    expect((await me(token)).status).toBe(200);
    expect(await db.current.db.select().from(staffAudit)).toEqual(before);
    const [after] = await db.current.db.select().from(staffAccounts).where(eq(staffAccounts.id, account!.id));
    expect(after!.passwordHash).toBe(account!.passwordHash);
  });

  it("lets a read through without Origin", async () => {
    expect((await me(await signInAs("marca", "owner@marca.co"))).status).toBe(200);
  });
});

describe("signing out", () => {
  it("DELETE /api/staff/session ends this device's session only and removes the cookie; twice is no error", async () => {
    const phone = await signInAs("marca", "owner@marca.co");
    const tablet = await signInAs("marca", "owner@marca.co");
    const response = await signOut(staffRequest("marca", "/api/staff/session", { method: "DELETE", token: phone }));
    expect(response.status).toBe(204);
    expect(staffCookie(response)).toEqual({ value: "", attributes: expect.arrayContaining(["max-age=0", "httponly", "path=/"]) });
    expect((await me(phone)).status).toBe(401);
    expect((await me(tablet)).status).toBe(200);
    expect((await signOut(staffRequest("marca", "/api/staff/session", { method: "DELETE", token: phone }))).status).toBe(204);
    expect((await signOut(staffRequest("marca", "/api/staff/session", { method: "DELETE" }))).status).toBe(204);
  });

  it("DELETE /api/staff/sessions ends every session of the account, and only of that account", async () => {
    const manager = await makeStaff(marca.id, "everywhere@marca.co", "manager");
    const phone = await signInAs("marca", "everywhere@marca.co");
    const tablet = await signInAs("marca", "everywhere@marca.co");
    const owner = await signInAs("marca", "owner@marca.co");
    const response = await signOutEverywhere(staffRequest("marca", "/api/staff/sessions", { method: "DELETE", token: phone }));
    expect(response.status).toBe(204);
    expect(staffCookie(response)!.attributes).toContain("max-age=0");
    expect((await me(phone)).status).toBe(401);
    expect((await me(tablet)).status).toBe(401);
    expect(await sessionRows(manager.id)).toEqual([]);
    expect((await me(owner)).status).toBe(200);
    expect((await signOutEverywhere(staffRequest("marca", "/api/staff/sessions", { method: "DELETE", token: phone }))).status).toBe(401);
  });
});

describe("a session that stops working", () => {
  it("stops at once when its account is disabled, even with its session rows still there", async () => {
    const waiter = await makeStaff(marca.id, "disabled@marca.co", "waiter");
    const token = await signInAs("marca", "disabled@marca.co");
    await db.current.db.update(staffAccounts).set({ disabledAt: new Date() }).where(eq(staffAccounts.id, waiter.id));
    expect(await sessionRows(waiter.id)).toHaveLength(1);
    expect((await me(token)).status).toBe(401);
    const again = await post({ email: "disabled@marca.co", password: STAFF_PASSWORD });
    expect(again.status).toBe(401);
    expect((await again.json()).error.code).toBe("invalid_credentials");
  });

  it("stops when it ends, and slides when more than half of it is used", async () => {
    const account = await makeStaff(marca.id, "slide@marca.co", "kitchen");
    const token = await signInAs("marca", "slide@marca.co");
    const id = sessionIdOf(token);
    const soon = new Date(Date.now() + 60 * 60 * 1000);
    await db.current.db.update(staffSessions).set({ expiresAt: soon }).where(eq(staffSessions.id, id));
    const renewed = await me(token);
    expect(renewed.status).toBe(200);
    expect(staffCookie(renewed)).toEqual({ value: token, attributes: expect.arrayContaining(["max-age=43200", "httponly"]) });
    const [row] = await sessionRows(account.id);
    expect(row!.expiresAt.getTime()).toBeGreaterThan(Date.now() + 11 * 60 * 60 * 1000);
    // a fresh session is not renewed on every call
    expect(staffCookie(await me(token))).toBeNull();
    await db.current.db.update(staffSessions).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(staffSessions.id, id));
    expect((await me(token)).status).toBe(401);
  });
});

describe("PUT /api/staff/password", () => {
  it("changes the password and signs every other device out, keeping this one", async () => {
    const account = await makeStaff(marca.id, "changer@marca.co", "waiter");
    const here = await signInAs("marca", "changer@marca.co");
    const elsewhere = await signInAs("marca", "changer@marca.co");
    const put = (body: unknown) => changePassword(staffRequest("marca", "/api/staff/password", { method: "PUT", token: here, body }));
    const short = await put({ current: STAFF_PASSWORD, next: "short" });
    expect(short.status).toBe(400);
    expect((await short.json()).error.fields).toEqual({ next: "validation.passwordTooShort" });
    const wrong = await put({ current: "not it at all", next: "a brand new password" });
    expect(wrong.status).toBe(422);
    expect((await wrong.json()).error.code).toBe("wrong_password");
    expect((await me(elsewhere)).status).toBe(200);

    expect((await put({ current: STAFF_PASSWORD, next: "a brand new password" })).status).toBe(204);
    expect((await me(here)).status).toBe(200);
    expect((await me(elsewhere)).status).toBe(401);
    expect(await sessionRows(account.id)).toHaveLength(1);
    expect((await post({ email: "changer@marca.co", password: STAFF_PASSWORD })).status).toBe(401);
    expect((await post({ email: "changer@marca.co", password: "a brand new password" })).status).toBe(200);
  });

  it("needs a session", async () => {
    const response = await changePassword(staffRequest("marca", "/api/staff/password", { method: "PUT", body: { current: STAFF_PASSWORD, next: "a brand new password" } }));
    expect(response.status).toBe(401);
  });
});
