import { z } from "zod/mini";
import { addressFields } from "./address";
import { ADDRESS_LABELS } from "./address-labels";

/**
 * The location form (product §2 /location): the address fields the checkout body carries, and whether to save
 * the address as a labelled place; "none" keeps the radio group answerable. The position comes from the map.
 */
export const locationFormSchema = z.extend(z.omit(addressFields, { label: true, lat: true, lng: true }), { saveAs: z.enum(["none", ...ADDRESS_LABELS]) });

export type LocationFormValues = z.infer<typeof locationFormSchema>;
