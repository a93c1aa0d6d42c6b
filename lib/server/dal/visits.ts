import "server-only";
import { randomUUID } from "node:crypto";
import { and, count, eq, gte, isNotNull, lt, sql, sum, type AnyColumn } from "drizzle-orm";
import type { PerformanceReport, TrackedEvent } from "@/lib/domain/analytics/analytics";
import { ApiError } from "@/lib/domain/http/api-errors";
import type { Campaign } from "@/lib/domain/analytics/campaign";
import { minor, ZERO, type Minor } from "@/lib/domain/money/minor";
import { getDb } from "../db/client";
import { pgErrorCode, REFERENCED_ROW } from "../db/errors";
import { acquisitions, orders, performanceMetrics, profiles, trackings, visitSessions } from "../db/schema";
import type { Supplier } from "./suppliers";
import { enqueueTrackings, flushTrackings } from "./tracking-queue";

/*
 * First-party analytics (product §7): visits, the campaigns they came from, their events. Every
 * function takes the brand first; a visit or campaign id of another brand is as unknown as a made-up one.
 */

export interface NewSession {
  so: string;
  browser: string;
  pixel_width?: number;
  pixel_height?: number;
}

export async function createSession(instanceId: number, session: NewSession): Promise<string> {
  const db = await getDb();
  const id = randomUUID();
  await db.insert(visitSessions).values({ id, instanceId, so: session.so, browser: session.browser, pixelWidth: session.pixel_width ?? null, pixelHeight: session.pixel_height ?? null });
  return id;
}

/**
 * Inserts rows that name a visit (and a campaign) by their brand and id: the (instance_id, id) foreign keys
 * refuse another brand's as they refuse a made-up one, and that refusal is the API's 404.
 */
async function insertForVisit(write: () => Promise<unknown>): Promise<void> {
  try {
    await write();
  } catch (error) {
    if (REFERENCED_ROW.includes(pgErrorCode(error) ?? "")) throw new ApiError("not_found", "No such visit or campaign for this brand: start a new visit (POST /api/v1/sessions)");
    throw error;
  }
}

/** A campaign landing of a visit; 404 when the visit is not this brand's. */
export async function createAcquisition(instanceId: number, sessionId: string, campaign: Campaign, request: { referer?: string; userAgent: string }): Promise<string> {
  const db = await getDb();
  const id = randomUUID();
  await insertForVisit(() => db.insert(acquisitions).values({
    id,
    instanceId,
    sessionId,
    campaignId: campaign.campaign_id ?? null,
    utmSource: campaign.utm_source ?? null,
    utmMedium: campaign.utm_medium ?? null,
    utmCampaign: campaign.utm_campaign ?? null,
    utmTerm: campaign.utm_term ?? null,
    utmContent: campaign.utm_content ?? null,
    gclid: campaign.gclid ?? null,
    fbclid: campaign.fbclid ?? null,
    referenceCode: campaign.reference_code ?? null,
    referer: request.referer ?? null,
    userAgent: request.userAgent.slice(0, 400) || null,
  }));
  return id;
}

/** The acquisition's id when it is this brand's, else null: an order never fails over its analytics. */
export async function brandAcquisition(instanceId: number, acquisitionId: string | undefined): Promise<string | null> {
  if (!acquisitionId) return null;
  const db = await getDb();
  const [row] = await db.select({ id: acquisitions.id }).from(acquisitions).where(and(eq(acquisitions.instanceId, instanceId), eq(acquisitions.id, acquisitionId)));
  return row?.id ?? null;
}

// Visits (with their campaign and profile) this process has seen to be the brand's: a visit's later batches are
// accepted without a read. Bounded: guessed ids are never added, and a full set starts over.
const knownVisits = new Set<string>();
const KNOWN_VISITS_MAX = 20_000;

/** 404 unless the visit, and the campaign and profile it names, are this brand's. */
async function assertBrandVisit(instanceId: number, visit: TrackingVisit): Promise<void> {
  const key = [instanceId, visit.sessionId, visit.acquisitionId, visit.profileId].join("|");
  if (knownVisits.has(key)) return;
  const db = await getDb();
  const [session, acquisition, profile] = await Promise.all([
    db.select({ id: visitSessions.id }).from(visitSessions).where(and(eq(visitSessions.instanceId, instanceId), eq(visitSessions.id, visit.sessionId))),
    visit.acquisitionId ? db.select({ id: acquisitions.id }).from(acquisitions).where(and(eq(acquisitions.instanceId, instanceId), eq(acquisitions.id, visit.acquisitionId))) : [true],
    visit.profileId ? db.select({ id: profiles.id }).from(profiles).where(and(eq(profiles.instanceId, instanceId), eq(profiles.id, visit.profileId))) : [true],
  ]);
  if (!session.length || !acquisition.length || !profile.length) throw new ApiError("not_found", "No such visit or campaign for this brand: start a new visit (POST /api/v1/sessions)");
  if (knownVisits.size >= KNOWN_VISITS_MAX) knownVisits.clear();
  knownVisits.add(key);
}

export interface TrackingVisit {
  sessionId: string;
  acquisitionId: string | null;
  profileId: string | null;
}

/**
 * Accepts one visit's batch of events, written within a moment by the tracking queue (tracking-queue.ts) so a
 * burst of events never holds up an order. 400 naming the event when one names a branch the brand does not have;
 * 404 when the visit (or its campaign, or its profile) is not this brand's. `branches` are the brand's (the
 * process's copy: branch-for-call.ts). Says how many were accepted.
 */
export async function recordTrackings(instanceId: number, branches: readonly Pick<Supplier, "id" | "slug">[], visit: TrackingVisit, events: readonly TrackedEvent[]): Promise<number> {
  const branchId = new Map(branches.map((branch) => [branch.slug, branch.id]));
  const rows = events.map((tracked, index) => {
    const { event, view_vue, supplier_id, service, table_code, front_lang, at, ...data } = tracked;
    const supplierId = supplier_id ? branchId.get(supplier_id) : null;
    if (supplierId === undefined) throw new ApiError("bad_request", "Not a branch of this brand", { fields: { [`trackings.${index}.supplier_id`]: "not a branch of this brand" } });
    return { instanceId, ...visit, supplierId, event, view: view_vue, service: service ?? null, tableCode: table_code ?? null, lang: front_lang, data, occurredAt: new Date(at) };
  });
  await assertBrandVisit(instanceId, visit);
  enqueueTrackings(rows);
  return rows.length;
}

export interface AnalyticsSummary {
  from: string;
  to: string;
  visits: number;
  events: Record<string, number>;
  campaigns: { utm_source: string | null; utm_medium: string | null; utm_campaign: string | null; visits: number; orders: number; revenue: Minor }[];
}

/** The brand's visits, events and campaigns over [from, to): what its campaigns brought, in orders and their totals (minor units). */
export async function analyticsSummary(instanceId: number, from: Date, to: Date): Promise<Omit<AnalyticsSummary, "from" | "to">> {
  await flushTrackings(); // what this replica accepted a moment ago counts too
  const db = await getDb();
  const [[visits], events, visitsByCampaign, ordersByCampaign] = await Promise.all([
    db.select({ n: count() }).from(visitSessions).where(and(eq(visitSessions.instanceId, instanceId), gte(visitSessions.createdAt, from), lt(visitSessions.createdAt, to))),
    db
      .select({ event: trackings.event, n: count() })
      .from(trackings)
      .where(and(eq(trackings.instanceId, instanceId), gte(trackings.occurredAt, from), lt(trackings.occurredAt, to)))
      .groupBy(trackings.event),
    db
      .select({ utm_source: acquisitions.utmSource, utm_medium: acquisitions.utmMedium, utm_campaign: acquisitions.utmCampaign, visits: sql<number>`count(distinct ${acquisitions.sessionId})`.mapWith(Number) })
      .from(acquisitions)
      .where(and(eq(acquisitions.instanceId, instanceId), gte(acquisitions.createdAt, from), lt(acquisitions.createdAt, to)))
      .groupBy(acquisitions.utmSource, acquisitions.utmMedium, acquisitions.utmCampaign),
    db
      .select({ utm_source: acquisitions.utmSource, utm_medium: acquisitions.utmMedium, utm_campaign: acquisitions.utmCampaign, orders: count(), revenue: sum(orders.total).mapWith((value) => minor(Number(value))) })
      .from(orders)
      .innerJoin(acquisitions, and(eq(acquisitions.instanceId, orders.instanceId), eq(acquisitions.id, orders.acquisitionId)))
      .where(and(eq(orders.instanceId, instanceId), isNotNull(orders.acquisitionId), gte(orders.createdAt, from), lt(orders.createdAt, to)))
      .groupBy(acquisitions.utmSource, acquisitions.utmMedium, acquisitions.utmCampaign),
  ]);
  // one row per campaign: its visits in the period, and the orders it brought in the period (of earlier visits too)
  const key = (row: { utm_source: string | null; utm_medium: string | null; utm_campaign: string | null }) => JSON.stringify([row.utm_source, row.utm_medium, row.utm_campaign]);
  const campaigns = new Map<string, AnalyticsSummary["campaigns"][number]>(visitsByCampaign.map((row) => [key(row), { ...row, orders: 0, revenue: ZERO }]));
  for (const row of ordersByCampaign) campaigns.set(key(row), { ...row, visits: campaigns.get(key(row))?.visits ?? 0 });
  return { visits: visits?.n ?? 0, events: Object.fromEntries(events.map((row) => [row.event, row.n])), campaigns: [...campaigns.values()] };
}

/** A page view's performance (product §7 performance_metrics); 404 when its visit (or campaign) is not this brand's. */
export async function recordPerformance(instanceId: number, report: PerformanceReport): Promise<void> {
  const db = await getDb();
  const ms = (value: number | undefined) => (value === undefined ? null : Math.round(value));
  await insertForVisit(() =>
    db.insert(performanceMetrics).values({
      instanceId,
      sessionId: report.session_id,
      acquisitionId: report.acquisition_id ?? null,
      route: report.route,
      transferKb: report.transfer_data,
      lcpMs: ms(report.lcp),
      inpMs: ms(report.inp),
      cls: report.cls ?? null,
      ttfbMs: ms(report.ttfb),
    }),
  );
}

export interface RoutePerformance {
  route: string;
  views: number;
  transfer_kb_average: number;
  /** Core Web Vitals at the 75th percentile of page views, as Google reports them; null without a report */
  lcp_p75_ms: number | null;
  inp_p75_ms: number | null;
  cls_p75: number | null;
  ttfb_p75_ms: number | null;
}

/** The brand's page performance over [from, to), by route, most viewed first. */
export async function performanceSummary(instanceId: number, from: Date, to: Date): Promise<RoutePerformance[]> {
  const db = await getDb();
  const p75 = (column: AnyColumn) => sql<number | null>`percentile_cont(0.75) WITHIN GROUP (ORDER BY ${column})`.mapWith((value) => (value === null ? null : Number(value)));
  const rows = await db
    .select({
      route: performanceMetrics.route,
      views: count(),
      transfer: sql<number>`avg(${performanceMetrics.transferKb})`.mapWith(Number),
      lcp: p75(performanceMetrics.lcpMs),
      inp: p75(performanceMetrics.inpMs),
      cls: p75(performanceMetrics.cls),
      ttfb: p75(performanceMetrics.ttfbMs),
    })
    .from(performanceMetrics)
    .where(and(eq(performanceMetrics.instanceId, instanceId), gte(performanceMetrics.createdAt, from), lt(performanceMetrics.createdAt, to)))
    .groupBy(performanceMetrics.route)
    .orderBy(sql`count(*) desc`, performanceMetrics.route);
  const whole = (value: number | null) => (value === null ? null : Math.round(value));
  return rows.map((row) => ({
    route: row.route,
    views: row.views,
    transfer_kb_average: Math.round(row.transfer * 10) / 10,
    lcp_p75_ms: whole(row.lcp),
    inp_p75_ms: whole(row.inp),
    cls_p75: row.cls === null ? null : Math.round(row.cls * 1000) / 1000,
    ttfb_p75_ms: whole(row.ttfb),
  }));
}
