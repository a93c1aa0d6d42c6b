import { z } from "zod";
import { LOCALES } from "./locales";
import { branchRef } from "./menu-availability-bodies";

/* The queries of the console's floor view calls (issue 16 "Tables"). */

/** GET /api/v1/operator/floor?supplier= */
export const floorQuery = z.object({ supplier: branchRef }).strict();

/** GET /api/v1/operator/places/sheet?supplier=&lang= (the cards in lang, else the brand's first language) */
export const qrSheetQuery = z.object({ supplier: branchRef, lang: z.enum(LOCALES).optional() }).strict();
