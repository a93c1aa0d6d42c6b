import { z } from "zod/mini";
import { emailSchema, phoneSchema } from "../checkout/contact-form";
import { isFinalProgress } from "../orders/order-progress";
import type { PhoneCheck } from "./phone";

/*
 * Rating a purchase (product §2 /ratecluvi/{purchase_id}/{token}, §5 ratings 1–10, §7 rates): the experience
 * 1–10, the brand's NPS question 0–10 when its rate_nps is on, the digital menu 1–10 when rate_digitalmenu is on,
 * and optional words and a way back to the diner.
 */

export const PURCHASE_RATING = { min: 1, max: 10 } as const;
export const NPS_SCORE = { min: 0, max: 10 } as const;
export const RATING_COMMENT_MAX = 500;
/** Product §9: the thank-you stays this long before the diner is taken on. */
export const RATING_THANKS_MS = 2_000;
/** Product §2: `?qualification` on the order page opens the rating this long after the page loads. */
export const QUALIFICATION_DELAY_MS = 2_000;

const score = (range: { min: number; max: number }) => z.number().check(z.int("validation.rating"), z.gte(range.min, "validation.rating"), z.lte(range.max, "validation.rating"));
const optionalText = (max: number) => z.optional(z.string().check(z.trim(), z.maxLength(max, "validation.tooLong")));
const optionalFilled = <T extends z.core.$ZodType>(schema: T) => z.optional(z.union([z.literal(""), schema]));

/** POST rates.json {rate}: the NPS and menu scores are required exactly when the brand asks them. */
export function purchaseRatingSchema(country: string, isValidPhone: PhoneCheck, asks: { nps: boolean; digitalMenu: boolean }) {
  return z.strictObject({
    rating: score(PURCHASE_RATING),
    nps: asks.nps ? score(NPS_SCORE) : z.optional(z.null()),
    digital_menu: asks.digitalMenu ? score(PURCHASE_RATING) : z.optional(z.null()),
    comment: optionalText(RATING_COMMENT_MAX),
    name: optionalText(120),
    phone: optionalFilled(phoneSchema(country, isValidPhone)),
    email: optionalFilled(emailSchema),
  });
}

export type PurchaseRatingInput = z.infer<ReturnType<typeof purchaseRatingSchema>>;

/** How many of some 0–10 answers are promoters (9–10), passives (7–8) and detractors (0–6). */
export function npsSplit(answers: readonly number[]): { promoters: number; passives: number; detractors: number } {
  const promoters = answers.filter((answer) => answer >= 9).length;
  const detractors = answers.filter((answer) => answer <= 6).length;
  return { promoters, passives: answers.length - promoters - detractors, detractors };
}

/** Net Promoter Score of some 0–10 answers: % promoters (9–10) minus % detractors (0–6), −100…100; null without answers. */
export function netPromoterScore(answers: readonly number[]): number | null {
  if (!answers.length) return null;
  const { promoters, detractors } = npsSplit(answers);
  return Math.round(((promoters - detractors) / answers.length) * 100);
}

/** An average as the brand's reports show it: to one decimal. */
export function oneDecimal(value: number): number {
  return Math.round(value * 10) / 10;
}

/**
 * An order that can be rated (product §5: the rating belongs to the order-paid screen): once, never a canceled one,
 * and only once it is paid or done — the diner rates what they received, not an order just placed.
 */
export function isRateableOrder(order: { progress: string; status: string }, alreadyRated: boolean): boolean {
  if (alreadyRated || order.progress === "canceled") return false;
  return order.status === "approved" || isFinalProgress(order.progress);
}
