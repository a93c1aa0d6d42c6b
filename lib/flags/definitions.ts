import "server-only";
import { flag } from "flags/next";
import { env } from "@/lib/server/env";
import { decideFlag, envVarForFlag, FLAG_KEYS, type BrandFlags, type FlagKey } from "@/lib/domain/brand/feature-flags";

interface BrandEntity {
  flags: BrandFlags;
}

/**
 * FLAG_DISABLE_TIP=true|false and friends, as the validated environment holds them: an operator's
 * override for every brand of this deployment. Only a boolean overrides.
 */
export function envFlagOverrides(source: Partial<Record<string, unknown>> = env()): BrandFlags {
  const overrides: BrandFlags = {};
  for (const key of FLAG_KEYS) {
    const value = source[envVarForFlag(key)];
    if (typeof value === "boolean") overrides[key] = value;
  }
  return overrides;
}

const define = (key: FlagKey, description: string) =>
  flag<boolean, BrandEntity>({
    key,
    description,
    defaultValue: false,
    options: [false, true],
    decide: ({ entities }) => decideFlag(key, entities?.flags ?? {}, envFlagOverrides()),
  });

/** Product §6 remote feature flags. */
export const featureFlags = {
  "disable-tip": define("disable-tip", "Switches tips off"),
  "enable-minimum-order-value": define("enable-minimum-order-value", "Enforces the minimum order value of product §9"),
  "enable-plano-zona": define("enable-plano-zona", "Cinema seat layout"),
  "new-menu": define("new-menu", "Sends basic on-table menus to the new menu"),
  preview: define("preview", "Preview features"),
} satisfies Record<FlagKey, unknown>;

/**
 * Every flag decided for one brand. The request is passed explicitly (empty) so deciding never reads
 * headers() — cached pages can call this too.
 */
export async function decideBrandFlags(brandFlags: BrandFlags): Promise<Record<FlagKey, boolean>> {
  const entries = await Promise.all(
    FLAG_KEYS.map(async (key) => [key, await featureFlags[key].run({ identify: { flags: brandFlags }, request: { headers: {}, cookies: {} } as never })] as const),
  );
  return Object.fromEntries(entries) as Record<FlagKey, boolean>;
}
