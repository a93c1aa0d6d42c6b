import type { BrandFile } from "@/lib/domain/brand/brand-file";
import { findInstanceConfigBySlug } from "@/lib/server/dal/instances";
import { ensureOwner } from "@/lib/server/staff/ensure-owner";

/**
 * The demo's way into each demo brand's staff console: owner@{slug}.demo with this password, made by
 * npm run db:seed (so by npm run demo and the e2e server) and by nothing a real brand runs. Documented in the
 * README; seeding again restores it if it was changed.
 */
export const DEMO_OWNER_PASSWORD = "comanda-demo-owner";

export const demoOwnerEmail = (slug: string) => `owner@${slug}.demo`;

export async function seedDemoOwners(brands: BrandFile[]): Promise<number> {
  for (const { instance } of brands) {
    const brand = await findInstanceConfigBySlug(instance.slug);
    if (!brand) throw new Error(`${instance.slug} was not imported`);
    const { account, outcome } = await ensureOwner(brand.id, { email: demoOwnerEmail(instance.slug), name: "Demo owner", password: DEMO_OWNER_PASSWORD });
    if (outcome !== "unchanged") console.log(`Demo owner ${account.email} (password "${DEMO_OWNER_PASSWORD}")`);
  }
  return 0;
}
