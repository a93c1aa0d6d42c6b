import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { importBrand } from "@/lib/server/brands/import-brand";
import * as t from "@/lib/server/db/schema";
import { brand } from "@/tests/factories/brand";
import { checkoutBody, factoryIds, placeOrder } from "@/tests/helpers/checkout";
import { withTestDatabase } from "@/tests/helpers/test-database";
import { sweepRetention } from "./retention";

const db = withTestDatabase();
const DAY = 86_400_000;
const now = new Date("2026-11-27T12:00:00Z");
const longAgo = new Date(now.getTime() - 400 * DAY);
const lately = new Date(now.getTime() - 10 * DAY);
let instanceId = 0;

beforeAll(async () => {
  instanceId = (await importBrand(db.current.db, brand("olvido"))).instanceId;
});

async function visit(at: Date, { ordered = false } = {}) {
  const id = randomUUID();
  await db.current.db.insert(t.visitSessions).values({ id, instanceId, createdAt: at });
  const acquisition = randomUUID();
  await db.current.db.insert(t.acquisitions).values({ id: acquisition, instanceId, sessionId: id, utmSource: "ig", createdAt: at });
  await db.current.db.insert(t.trackings).values({ instanceId, sessionId: id, acquisitionId: acquisition, event: "page_view", view: "/", lang: "es", data: {}, occurredAt: at, createdAt: at });
  await db.current.db.insert(t.performanceMetrics).values({ instanceId, sessionId: id, route: "/", transferKb: 100, createdAt: at });
  if (ordered) expect((await placeOrder("olvido", checkoutBody(await factoryIds(db.current.db, instanceId), { acquisition_id: acquisition }))).status).toBe(201);
  return id;
}

async function profile(at: Date, fields: Partial<typeof t.profiles.$inferInsert> = {}) {
  const id = randomUUID();
  await db.current.db.insert(t.profiles).values({ id, instanceId, createdAt: at, updatedAt: at, ...fields });
  return id;
}

const exists = async (table: typeof t.visitSessions | typeof t.profiles, id: string) => (await db.current.db.select({ id: table.id }).from(table).where(eq(table.id, id))).length === 1;

describe("the retention sweep", () => {
  it("forgets old analytics and unused anonymous profiles, and keeps what is recent, ordered or told", async () => {
    const old = await visit(longAgo);
    const oldOrdered = await visit(longAgo, { ordered: true });
    const recent = await visit(lately);
    const unused = await profile(longAgo);
    const told = await profile(longAgo, { name: "Ana" });
    const proven = await profile(longAgo, { verifiedPhone: "+573001112233" });
    const fresh = await profile(lately);
    // survey answers are the brand's feedback: never swept, nor the profile they name
    const answered = await profile(longAgo);
    const [branch] = await db.current.db.select({ id: t.suppliers.id }).from(t.suppliers).where(eq(t.suppliers.instanceId, instanceId));
    await db.current.db.insert(t.surveyAnswers).values({ instanceId, surveyKey: "visita", supplierId: branch!.id, service: "on_table", profileId: answered, answers: { nota: 9 }, createdAt: longAgo });
    await db.current.db.insert(t.phoneVerifications).values({ instanceId, profileId: fresh, phone: "+573001112233", codeHash: "x", expiresAt: new Date(now.getTime() - 1000) });
    // a staff session past its end goes; a live one stays
    const [account] = await db.current.db.insert(t.staffAccounts).values({ instanceId, email: "mesero@olvido.co", name: "Mesero", passwordHash: "x", role: "waiter" }).returning();
    const session = (id: string, expiresAt: Date) => ({ id, instanceId, accountId: account!.id, expiresAt });
    await db.current.db.insert(t.staffSessions).values([session("ended", new Date(now.getTime() - 1000)), session("live", new Date(now.getTime() + DAY))]);
    // a smart link past its life goes; a recent one, and every device's secret, stay
    const token = (tokenHash: string, kind: "link" | "device", createdAt: Date) => ({ tokenHash, instanceId, profileId: told, kind, createdAt });
    await db.current.db.insert(t.profileTokens).values([token("old-link", "link", new Date(now.getTime() - 3 * DAY)), token("new-link", "link", new Date(now.getTime() - 60 * 60 * 1000)), token("old-device", "device", longAgo)]);

    const result = await sweepRetention(db.current.db, 395, now);
    expect(result).toEqual({ trackings: 2, performance: 2, visits: 1, profiles: 1, codes: 1, staffSessions: 1, links: 1 });
    expect((await db.current.db.select({ hash: t.profileTokens.tokenHash }).from(t.profileTokens).where(eq(t.profileTokens.profileId, told))).map((row) => row.hash).sort()).toEqual(["new-link", "old-device"]);
    expect((await db.current.db.select({ id: t.staffSessions.id }).from(t.staffSessions)).map((row) => row.id)).toEqual(["live"]);
    expect(await exists(t.visitSessions, old)).toBe(false);
    // an order keeps the campaign that brought it (its events and performance are gone all the same)
    expect(await exists(t.visitSessions, oldOrdered)).toBe(true);
    expect(await exists(t.visitSessions, recent)).toBe(true);
    expect(await exists(t.profiles, unused)).toBe(false);
    for (const kept of [told, proven, fresh, answered]) expect(await exists(t.profiles, kept)).toBe(true);
    expect(await db.current.db.select({ id: t.surveyAnswers.id }).from(t.surveyAnswers).where(eq(t.surveyAnswers.profileId, answered))).toHaveLength(1);
    // a second run finds nothing more
    expect(await sweepRetention(db.current.db, 395, now)).toEqual({ trackings: 0, performance: 0, visits: 0, profiles: 0, codes: 0, staffSessions: 0, links: 0 });
  });
});
