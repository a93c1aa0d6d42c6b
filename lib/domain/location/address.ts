import { z } from "zod/mini";
import { ADDRESS_LABELS } from "./address-labels";

/**
 * Product §5 delivery address, one schema for the browser form and the server. Messages are translation keys
 * (the UI translates them), never prose, so the same rule reads right in every language.
 */

/** Product §9: an address needs at least this many characters, not counting blanks at either end. */
export const ADDRESS_MIN_LENGTH = 5;


/** A field the diner must fill in: blanks alone do not count as filled. */
const requiredText = z.string({ error: "validation.required" }).check(z.trim(), z.minLength(1, "validation.required"));

/**
 * "Full address required" read as: the street address carries a number. Colombian and most LatAm street
 * addresses do ("Calle 72 # 10-34", "Av. Larco 345"); a bare street or place name ("Chapinero") cannot be
 * delivered to. Leading blanks are rejected rather than trimmed (product §5 "no leading blanks"), so the
 * diner sees and fixes what they typed instead of it changing under them.
 */
const streetAddress = z
  .string({ error: "validation.required" })
  .check(
    z.refine((value) => value.trim().length > 0, { error: "validation.required", abort: true }),
    z.refine((value) => !/^\s/.test(value), { error: "validation.leadingBlank", abort: true }),
    z.refine((value) => value.trim().length >= ADDRESS_MIN_LENGTH, { error: "validation.addressTooShort", abort: true }),
    z.refine((value) => /\d/.test(value), { error: "validation.addressIncomplete" }),
  );

const coordinate = (limit: number) =>
  z.number({ error: "validation.invalidCoordinate" }).check(z.gte(-limit, "validation.invalidCoordinate"), z.lte(limit, "validation.invalidCoordinate"));

/** The fields alone, for forms that compose their own schema from them (refinements cannot be omitted). */
export const addressFields = z.object({
  address: streetAddress,
  /** Additional reference point ("casa blanca, portón negro"): product §5, required. */
  reference: requiredText,
  /** Neighbourhood or locality. */
  neighbourhood: requiredText,
  /** City or district. */
  city: requiredText,
  label: z.optional(z.enum(ADDRESS_LABELS, { error: "validation.invalidOption" })),
  lat: z.optional(coordinate(90)),
  lng: z.optional(coordinate(180)),
});

export const addressSchema = addressFields.check(
  // Half a position places nobody on the map: the delivery-zone lookup needs both or neither.
  z.refine((a) => (a.lat === undefined) === (a.lng === undefined), {
    error: "validation.invalidCoordinate",
    path: ["lng"],
  }),
);

export type Address = z.infer<typeof addressSchema>;
