import "server-only";
import * as t from "../../db/schema";
import { replaceRows } from "../sync-rows";
import { scopeOf, type BranchIds, type BrandWrite } from "./brand-write";
import type { ProductIds } from "./products";

/** The products the menu suggests (upselling, by trigger and scope) and its master products, in the file's order. */
export async function replaceFeaturedProducts({ tx, instanceId, brand }: BrandWrite, branchIds: BranchIds, productIds: ProductIds): Promise<void> {
  await replaceRows(
    tx,
    t.upselling,
    instanceId,
    brand.menu.upselling.map((u, position) => ({
      instanceId,
      productId: productIds.get(u.product)!,
      trigger: u.trigger,
      position,
      ...scopeOf(branchIds, u),
    })),
  );
  await replaceRows(
    tx,
    t.masterProducts,
    instanceId,
    brand.menu.master_products.map((key, position) => ({ instanceId, productId: productIds.get(key)!, position })),
  );
}
