import "server-only";
import type { InstanceConfig } from "@/lib/domain/brand/instance-config";
import type { Locale } from "@/lib/domain/routing/locales";
import { branchPath, branchScreenPath, LANDING_PATH, menuScreenPath, policiesPath, productPath } from "@/lib/domain/routing/paths";
import { bookingPath } from "@/lib/domain/bookings/booking-paths";
import { branchService } from "@/lib/domain/brand/services";
import { brandSuppliers } from "../pages/brand-data";
import { brandMenu } from "../cache/brand-menu";

/**
 * The public paths of a brand's storefront for its sitemap: the landing, the branch screens of the services
 * its branches offer, and per active branch its menu screens, policies, booking form and every product page.
 */
export async function sitemapPaths(brand: InstanceConfig, locale: Locale): Promise<string[]> {
  const branches = (await brandSuppliers(brand.slug)).filter((branch) => branch.active);
  const offered = new Set(branches.flatMap((branch) => branch.services));
  const paths = [LANDING_PATH, branchScreenPath("offices")];
  if (offered.has("take_away")) paths.push(branchScreenPath("take_away"));
  if (offered.has("book")) paths.push(branchScreenPath("book"));
  for (const branch of branches) {
    paths.push(branchPath(branch.slug), menuScreenPath(branch.slug, "maincategories"), menuScreenPath(branch.slug, "md"), policiesPath(branch.slug));
    if (branch.services.includes("book")) paths.push(bookingPath(branch.slug));
    const service = branchService(branch.services, null);
    if (!service) continue;
    const { menu } = await brandMenu(brand, branch.id, service, locale);
    paths.push(...menu.menu.products.map((product) => productPath(branch.slug, product.id)));
  }
  return paths;
}
