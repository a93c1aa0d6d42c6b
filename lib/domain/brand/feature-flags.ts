/** Product §6 remote flags, decided per brand (its config) with an environment override on top. */
export const FLAG_KEYS = ["disable-tip", "enable-minimum-order-value", "enable-plano-zona", "new-menu", "preview"] as const;
export type FlagKey = (typeof FLAG_KEYS)[number];
export type BrandFlags = Partial<Record<FlagKey, boolean>>;

/** An environment override wins (ops can switch a flag off everywhere), then the brand, then off. */
export function decideFlag(key: FlagKey, brand: BrandFlags, overrides: BrandFlags = {}): boolean {
  return overrides[key] ?? brand[key] ?? false;
}

export function envVarForFlag(key: FlagKey): string {
  return `FLAG_${key.toUpperCase().replace(/-/g, "_")}`;
}
