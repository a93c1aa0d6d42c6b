import { z } from "zod";

/*
 * Apart from the brand file's schema (brand-file.ts), which holds such texts throughout: the modules that only read
 * one (localize.ts, the booking and seating views) import this, not the whole schema.
 */

/** A text the diner reads: one string, or one per language. */
export const localizedText = z.union([
  z.string().min(1),
  z
    .object({ es: z.string().min(1).optional(), en: z.string().min(1).optional(), pt: z.string().min(1).optional() })
    .strict()
    .refine((t) => Object.keys(t).length > 0, "give the text in at least one language"),
]).meta({ title: "text" });
export type LocalizedText = z.infer<typeof localizedText>;
