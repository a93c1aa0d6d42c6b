/**
 * Product §3: the saved-place labels a diner can give an address. Apart from the address schema (address.ts)
 * so the location form lists them without bundling zod before it validates anything.
 */
export const ADDRESS_LABELS = ["home", "friend", "work"] as const;
export type AddressLabel = (typeof ADDRESS_LABELS)[number];
