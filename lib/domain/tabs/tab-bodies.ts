import { z } from "zod";
import { orderLinesSchema } from "../checkout/checkout-body";
import { dbInt } from "../http/db-int";
import { MAX_SPLIT_PARTS } from "./split-bill-types";
import { TAB_PART_METHODS } from "./tab-view";
import { tipSchema } from "../checkout/tip-schema";
import { branchRef } from "../menu/menu-availability-bodies";

/** A guest's name at the table: a first name or "Guest 2", shown to the others; never required to be real. */
export const guestNameSchema = z.string().trim().min(1, "validation.required").max(30, "validation.tooLong");

/** POST /api/v1/places/{token}/rounds — a round sent to prepare, joining the table's open tab (checkout mode). */
export const roundBodySchema = z.object({
  guest: guestNameSchema,
  lines: orderLinesSchema,
  /** the age gate's birth date, needed when the round has alcohol (as on the checkout) */
  birth_date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/).optional(),
});
export type RoundBody = z.infer<typeof roundBodySchema>;

const share = z.number().int().min(1).max(MAX_SPLIT_PARTS);

/**
 * What a payer asks to pay (lib/domain/tabs/split-bill-types.ts PartRequest). A custom amount travels in major units,
 * as every amount on the wire; the server converts it with the tab's currency and refuses extra decimals.
 */
export const partRequestSchema = z.discriminatedUnion("way", [
  z.object({ way: z.literal("full") }),
  z.object({ way: z.literal("equal"), among: share, shares: share.optional() }),
  z.object({
    way: z.literal("items"),
    claims: z
      .array(z.object({ line_id: dbInt.positive(), numerator: share, denominator: share }))
      .min(1)
      .max(100),
  }),
  z.object({ way: z.literal("custom"), amount: z.number().positive().max(1e12) }),
]);

/** POST /api/v1/places/{token}/tab/parts — one payer's part of the tab, their tip and how they pay it. */
export const partBodySchema = z.object({
  payer: guestNameSchema,
  request: partRequestSchema,
  tip: tipSchema,
  method: z.enum(TAB_PART_METHODS),
});
export type PartBody = z.infer<typeof partBodySchema>;

/** PATCH /api/v1/operator/tab-parts/{id} — staff confirm cash, dataphone or a room charge, or let a part go. */
export const operatorPartBodySchema = z.object({ state: z.enum(["paid", "released"]) });

/** PATCH /api/v1/operator/tabs/{id} — staff close a tab nothing is owed on (the floor view). */
/** A reason is what lets staff close a tab that still owes or holds money: it goes to the activity log. */
export const CLOSE_REASON_LENGTH = { min: 3, max: 200 } as const;

export const operatorTabCloseSchema = z
  .object({ status: z.literal("closed"), reason: z.string().trim().min(CLOSE_REASON_LENGTH.min).max(CLOSE_REASON_LENGTH.max).optional() })
  .strict();

const staffBillLines = z
  .array(z.object({ label: z.string().trim().min(1).max(120), quantity: z.number().int().min(1).max(99), unit_price: z.number().positive().max(1e12) }))
  .min(1)
  .max(100);

/**
 * POST /api/v1/operator/tabs — a bill staff entered for a place, to be paid from the phone (solo-pago). An
 * integration names the place by its QR's token; the console by its branch and the code on the table or room.
 */
export const operatorTabBodySchema = z.union([
  z.object({ place_token: z.string().min(1).max(64), lines: staffBillLines }).strict(),
  z.object({ supplier: branchRef, place: z.object({ kind: z.enum(["table", "room"]), code: z.string().trim().min(1).max(32) }).strict(), lines: staffBillLines }).strict(),
]);
