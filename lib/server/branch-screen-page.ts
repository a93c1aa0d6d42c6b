import "server-only";
import { BRANCH_SCREENS, type BranchScreen } from "@/lib/domain/branch-screens";
import { brandSuppliers } from "./brand-data";
import { brandPage, type BrandParams } from "./brand-page";

/** A branch screen of spec §2: the brand's branches that offer one of the screen's services (all when it names none). */
export async function branchScreenPage(params: BrandParams, screen: BranchScreen) {
  const { config, locale, t } = await brandPage(params);
  const offered: readonly string[] = BRANCH_SCREENS[screen].services;
  const branches = (await brandSuppliers(config.slug)).filter(
    (branch) => !offered.length || branch.services.some((service) => offered.includes(service)),
  );
  return { screen, locale, t, branches };
}
