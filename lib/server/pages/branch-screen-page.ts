import "server-only";
import type { Metadata } from "next";
import { BRANCH_SCREENS, type BranchScreen } from "@/lib/domain/routing/branch-screens";
import { branchScreenPath } from "@/lib/domain/routing/paths";
import { listText } from "@/lib/i18n/list-text";
import { brandSuppliers, brandTableCounts } from "./brand-data";
import { brandPage, type BrandParams } from "./brand-page";
import { publicPageMetadata } from "../seo/page-metadata";

/** A branch screen of product §2: the brand's branches that offer one of the screen's services (all when it names none). */
export async function branchScreenPage(params: BrandParams, screen: BranchScreen) {
  const { config, locale, t } = await brandPage(params);
  const offered: readonly string[] = BRANCH_SCREENS[screen].services;
  const branches = (await brandSuppliers(config.slug)).filter(
    (branch) => !offered.length || branch.services.some((service) => offered.includes(service)),
  );
  const tables = screen === "on_table" ? await brandTableCounts(config.slug) : {};
  return { screen, locale, t, branches, tables };
}

/** A branch screen's metadata (a public page): its question as title, the branches it lists as description. */
export function branchScreenMetadata(screen: BranchScreen) {
  return async ({ params }: { params: BrandParams }): Promise<Metadata> => {
    const { config, locale, t } = await brandPage(params);
    const { branches } = await branchScreenPage(params, screen);
    const names = branches.filter((branch) => branch.active).map((branch) => branch.name);
    const description = names.length ? t("meta.branches", { brand: config.name, branches: listText(names, locale) }) : t("meta.description", { brand: config.name });
    return publicPageMetadata(config, locale, branchScreenPath(screen), { title: t(`branches.title.${screen}`), description });
  };
}
