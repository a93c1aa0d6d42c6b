import { z } from "zod";
import { LOCALES } from "../routing/locales";
import { MAX_STOCK } from "./menu-availability";

/* The bodies and queries of the console's menu availability calls ("86"). */

/** A branch named by its slug or its id. */
export const branchRef = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "expected a branch slug or id");

/** GET /api/v1/operator/menu?supplier=&lang= (labels in lang, else the brand's first language) */
export const availabilityQuery = z.object({ supplier: branchRef, lang: z.enum(LOCALES).optional() }).strict();

export const availabilityId = z.string().regex(/^\d{1,9}$/, "expected an id").transform(Number);

/** PATCH /api/v1/operator/menu/products/{id}: sold out or back, and/or its units left (null: unlimited). */
export const productAvailabilityBody = z
  .object({
    sold_out: z.boolean().optional(),
    stock: z.number().int("whole units").min(0).max(MAX_STOCK).nullable().optional(),
  })
  .strict()
  .refine((body) => body.sold_out !== undefined || body.stock !== undefined, "send sold_out, stock or both");

/** PATCH /api/v1/operator/menu/options/{id}: the option sold out or back at one branch. */
export const optionAvailabilityBody = z.object({ supplier: branchRef, sold_out: z.boolean() }).strict();
