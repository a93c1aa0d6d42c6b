import "server-only";
import type { BrandFile } from "@/lib/domain/brand/brand-file";
import { fromMajor } from "@/lib/domain/money/major-units";
import type { Minor } from "@/lib/domain/money/minor";
import type { Tx } from "../../db/client";

/** What every step of an import works on: the transaction, the brand's row and its file. */
export interface BrandWrite {
  tx: Tx;
  instanceId: number;
  brand: BrandFile;
}

/** Each branch's id by its slug, as the branches step wrote them. */
export type BranchIds = Map<string, number | undefined>;

/** The file's prices are major units (validated to fit the currency by brandFileSchema): in the brand's minor units. */
export function fileMoney(brand: BrandFile): (amount: number) => Minor {
  return (amount) => fromMajor(amount, brand.instance.currency);
}

/** Banners, popups, policies, surveys and upselling may be limited to one branch and/or one service. */
export function scopeOf(branchIds: BranchIds, item: { branch?: string; service?: string }) {
  return { supplierId: item.branch ? branchIds.get(item.branch)! : null, service: item.service ?? null };
}
