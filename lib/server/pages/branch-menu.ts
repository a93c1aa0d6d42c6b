import "server-only";
import { notFound } from "next/navigation";
import type { Locale } from "@/lib/domain/routing/locales";
import { isMenuServiceParam } from "@/lib/domain/routing/routing";
import { branchService, isServiceKey } from "@/lib/domain/brand/services";
import type { InstanceConfig } from "@/lib/domain/brand/instance-config";
import { brandMenu } from "../cache/brand-menu";
import type { Supplier } from "../dal/suppliers";

/**
 * The menu a branch's menu screen renders: of the diner's service (the route's service param, which the
 * proxy sets) when the branch offers it, else of the branch's first service. A param the proxy never sets
 * is this brand's 404.
 */
export async function branchMenu(brand: InstanceConfig, supplier: Pick<Supplier, "id" | "services">, param: string, locale: Locale) {
  if (!isMenuServiceParam(param)) notFound();
  const offered = supplier.services;
  const service = offered.length ? branchService(offered, isServiceKey(param) ? param : null) : null;
  const cached = service ? await brandMenu(brand, supplier.id, service, locale) : null;
  return { service, menu: cached?.menu ?? null, menuVersion: cached?.version ?? null };
}
