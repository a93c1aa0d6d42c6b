import "server-only";
import { and, avg, count, eq, gte, inArray, lt, sql } from "drizzle-orm";
import { ApiError } from "@/lib/domain/http/api-errors";
import { isRateableOrder, netPromoterScore, npsSplit, oneDecimal, type PurchaseRatingInput } from "@/lib/domain/diners/purchase-rating";
import { getDb } from "../db/client";
import { pgErrorCode, UNIQUE_VIOLATION } from "../db/errors";
import { firstRow } from "../db/rows";
import { orderRatings, orders, suppliers } from "../db/schema";
import { sameSecret } from "../http/same-secret";

/*
 * Ratings of purchases (product §7 rates). An order is rated with its access token, once; the brand reads
 * the summary by branch and service.
 */

/** A rating as the API answers it. */
export interface RatingView {
  rating: number;
  nps: number | null;
  digital_menu: number | null;
  comment: string | null;
  created_at: string;
}

export interface RateableOrder {
  id: number;
  supplierId: number;
  supplier: { slug: string; name: string };
  service: string;
  progress: string;
  rating: RatingView | null;
  rateable: boolean;
}

const ratingView = (row: typeof orderRatings.$inferSelect): RatingView => ({
  rating: row.rating,
  nps: row.nps,
  digital_menu: row.digitalMenu,
  comment: row.comment,
  created_at: row.createdAt.toISOString(),
});

/** The order `id` of this brand with its rating, when `token` is its access token; else null (as unknown). */
export async function orderForRating(instanceId: number, id: number, token: string | null): Promise<RateableOrder | null> {
  const db = await getDb();
  const [row] = await db
    .select({ order: orders, supplier: { slug: suppliers.slug, name: suppliers.name }, rating: orderRatings })
    .from(orders)
    .innerJoin(suppliers, and(eq(suppliers.instanceId, orders.instanceId), eq(suppliers.id, orders.supplierId)))
    .leftJoin(orderRatings, and(eq(orderRatings.instanceId, orders.instanceId), eq(orderRatings.orderId, orders.id)))
    .where(and(eq(orders.instanceId, instanceId), eq(orders.id, id)));
  if (!row || !sameSecret(token, row.order.accessToken)) return null;
  const rating = row.rating && ratingView(row.rating);
  return {
    id: row.order.id,
    supplierId: row.order.supplierId,
    supplier: row.supplier,
    service: row.order.service,
    progress: row.order.progress,
    rating: rating ?? null,
    rateable: isRateableOrder(row.order, !!rating),
  };
}

/**
 * Stores the diner's rating of the order and answers it: 409 already_rated for a second one, order_not_rateable for
 * an order not yet paid or done, or canceled.
 */
export async function rateOrder(instanceId: number, order: RateableOrder, input: PurchaseRatingInput, profileId: string | null): Promise<RatingView> {
  if (order.rating) throw new ApiError("already_rated", "This order was rated already");
  if (!order.rateable) throw new ApiError("order_not_rateable", "An order is rated once it is paid or done, and never when canceled");
  const db = await getDb();
  try {
    const inserted = await db
      .insert(orderRatings)
      .values({
        instanceId,
        orderId: order.id,
        supplierId: order.supplierId,
        service: order.service,
        rating: input.rating,
        nps: input.nps ?? null,
        digitalMenu: input.digital_menu ?? null,
        comment: input.comment || null,
        name: input.name || null,
        phone: input.phone || null,
        email: input.email || null,
        profileId,
      })
      .returning();
    return ratingView(firstRow(inserted, "order rating"));
  } catch (error) {
    if (pgErrorCode(error) === UNIQUE_VIOLATION) throw new ApiError("already_rated", "This order was rated already");
    throw error;
  }
}

export interface RatingsRow {
  supplier: string;
  service: string;
  ratings: number;
  average: number | null;
  nps: number | null;
  nps_answers: number;
  /** the NPS answers counted as promoters (9–10), passives (7–8) and detractors (0–6) */
  nps_split: { promoters: number; passives: number; detractors: number };
  digital_menu_average: number | null;
}

const rounded = (value: string | number | null) => (value === null ? null : oneDecimal(Number(value)));

/** The brand's ratings over [from, to) at `branches` (all when null): by branch and service, and over all — averages, NPS and counts. */
export async function ratingsSummary(instanceId: number, from: Date, to: Date, branches: readonly number[] | null = null): Promise<{ overall: Omit<RatingsRow, "supplier" | "service">; by_branch_and_service: RatingsRow[] }> {
  const db = await getDb();
  const figures = {
    ratings: count(),
    average: avg(orderRatings.rating),
    digitalMenu: avg(orderRatings.digitalMenu),
    npsAnswers: sql<number[] | null>`array_agg(${orderRatings.nps}) FILTER (WHERE ${orderRatings.nps} IS NOT NULL)`,
  };
  const period = and(
    eq(orderRatings.instanceId, instanceId),
    gte(orderRatings.createdAt, from),
    lt(orderRatings.createdAt, to),
    branches ? inArray(orderRatings.supplierId, [...branches]) : undefined,
  );
  const [groups, [overall]] = await Promise.all([
    db
      .select({ supplier: suppliers.slug, service: orderRatings.service, ...figures })
      .from(orderRatings)
      .innerJoin(suppliers, and(eq(suppliers.instanceId, orderRatings.instanceId), eq(suppliers.id, orderRatings.supplierId)))
      .where(period)
      .groupBy(suppliers.slug, orderRatings.service)
      .orderBy(suppliers.slug, orderRatings.service),
    db.select(figures).from(orderRatings).where(period),
  ]);
  const reported = (group: { ratings: number; average: string | null; digitalMenu: string | null; npsAnswers: number[] | null }) => {
    const answers = (group.npsAnswers ?? []).map(Number);
    return { ratings: group.ratings, average: rounded(group.average), nps: netPromoterScore(answers), nps_answers: answers.length, nps_split: npsSplit(answers), digital_menu_average: rounded(group.digitalMenu) };
  };
  return { overall: reported(overall!), by_branch_and_service: groups.map((group) => ({ supplier: group.supplier, service: group.service, ...reported(group) })) };
}
