import "server-only";
import { and, eq, isNull, lt, notExists, sql } from "drizzle-orm";
import { SMART_LINK_TTL_MS } from "@/lib/domain/diners/smart-link";
import type { Db } from "../db/client";
import { acquisitions, bookings, orderRatings, orders, performanceMetrics, phoneVerifications, profiles, profileTokens, staffSessions, surveyAnswers, trackings, visitSessions } from "../db/schema";

/*
 * How long what diners leave behind is kept (README "Diners' profiles" and "First-party analytics"):
 * analytics for the retention window, SMS codes until they expire, a profile while it means something.
 * Survey answers are the brand's feedback, not analytics: they are kept, and so is the profile they name.
 */

export interface RetentionResult {
  trackings: number;
  performance: number;
  visits: number;
  profiles: number;
  codes: number;
  staffSessions: number;
  links: number;
}

/**
 * Deletes, across brands: events and page performance older than `days`; visits older than that whose campaign
 * led to no order (an order keeps its campaign); expired SMS codes and staff sessions (a session is refused once
 * expired; its row would only wait for its account's next sign-in); smart links past their life; and anonymous profiles unused for `days` —
 * no order, booking, rating or survey answer, no proven phone, nothing the diner told. Safe on many replicas at once.
 */
export async function sweepRetention(db: Db, days: number, now = new Date()): Promise<RetentionResult> {
  const cutoff = new Date(now.getTime() - days * 86_400_000);
  const count = (rows: unknown[]) => rows.length;
  const codes = count(await db.delete(phoneVerifications).where(lt(phoneVerifications.expiresAt, now)).returning({ id: phoneVerifications.id }));
  const sessions = count(await db.delete(staffSessions).where(lt(staffSessions.expiresAt, now)).returning({ id: staffSessions.id }));
  const linkCutoff = new Date(now.getTime() - SMART_LINK_TTL_MS);
  const links = count(await db.delete(profileTokens).where(and(eq(profileTokens.kind, "link"), lt(profileTokens.createdAt, linkCutoff))).returning({ hash: profileTokens.tokenHash }));
  const trackingRows = count(await db.delete(trackings).where(lt(trackings.createdAt, cutoff)).returning({ id: trackings.id }));
  const performance = count(await db.delete(performanceMetrics).where(lt(performanceMetrics.createdAt, cutoff)).returning({ id: performanceMetrics.id }));
  const ordered = db
    .select({ one: sql`1` })
    .from(acquisitions)
    .innerJoin(orders, and(eq(orders.instanceId, acquisitions.instanceId), eq(orders.acquisitionId, acquisitions.id)))
    .where(and(eq(acquisitions.instanceId, visitSessions.instanceId), eq(acquisitions.sessionId, visitSessions.id)));
  const visits = count(await db.delete(visitSessions).where(and(lt(visitSessions.createdAt, cutoff), notExists(ordered))).returning({ id: visitSessions.id }));
  const uses = (table: typeof orders | typeof bookings | typeof orderRatings | typeof surveyAnswers) =>
    notExists(db.select({ one: sql`1` }).from(table).where(and(eq(table.instanceId, profiles.instanceId), eq(table.profileId, profiles.id))));
  const forgotten = and(
    lt(profiles.updatedAt, cutoff),
    isNull(profiles.verifiedPhone),
    isNull(profiles.name),
    isNull(profiles.phone),
    isNull(profiles.email),
    isNull(profiles.dni),
    isNull(profiles.birthdayDate),
    uses(orders),
    uses(bookings),
    uses(orderRatings),
    uses(surveyAnswers),
  );
  const profileRows = count(await db.delete(profiles).where(forgotten).returning({ id: profiles.id }));
  return { trackings: trackingRows, performance, visits, profiles: profileRows, codes, staffSessions: sessions, links };
}
