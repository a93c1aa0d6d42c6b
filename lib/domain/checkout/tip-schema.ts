import { z } from "zod";
import { DB_INT_MAX } from "../http/db-int";
import { minor } from "../money/minor";
import { TIP_INCLUDE } from "./tip";

/**
 * Kept apart from tip.ts, which the order store (on every page) imports: zod stays out of the shell.
 *
 * The tip as the checkout form submits it and the server re-reads it. Percent is a whole number 0–100: the
 * diner may pick another percentage, but more than the whole bill is a typo, not generosity. A custom value
 * is whole minor units.
 */
export const tipSchema = z.object({
  include: z.enum(TIP_INCLUDE, { error: "validation.invalidOption" }),
  percent: z.number({ error: "validation.invalidTip" }).int("validation.invalidTip").min(0, "validation.invalidTip").max(100, "validation.invalidTip"),
  customValue: z.number({ error: "validation.invalidTip" }).int("validation.invalidTip").min(0, "validation.invalidTip").max(DB_INT_MAX, "validation.invalidTip").transform(minor).nullable(),
});
