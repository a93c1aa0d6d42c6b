import { z } from "zod";
import { LOCALES } from "../routing/locales";
import { branchRef } from "../menu/menu-availability-bodies";
import { WALK_IN_PERSONS } from "../bookings/table-seating";

/* The queries of the console's floor view calls ("Tables"). */

/** GET /api/v1/operator/floor?supplier= */
export const floorQuery = z.object({ supplier: branchRef }).strict();

/** GET /api/v1/operator/places/sheet?supplier=&lang= (the cards in lang, else the brand's first language) */
export const qrSheetQuery = z.object({ supplier: branchRef, lang: z.enum(LOCALES).optional() }).strict();

const tableCode = z.string().trim().min(1).max(32);

/** POST /api/v1/operator/floor/party — a walk-in the host sits at a free table: how many, and a name to call them by */
export const walkInSchema = z
  .object({
    supplier: branchRef,
    place: tableCode,
    persons: z.number().int("validation.persons").min(WALK_IN_PERSONS.min, "validation.persons").max(WALK_IN_PERSONS.max, "validation.persons"),
    name: z.string().trim().max(60).optional(),
  })
  .strict();

/** DELETE /api/v1/operator/floor/party?supplier=&place= — the party left: the table is free */
export const freeTableQuery = z.object({ supplier: branchRef, place: tableCode }).strict();
