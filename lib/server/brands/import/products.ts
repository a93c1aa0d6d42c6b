import "server-only";
import * as t from "../../db/schema";
import { replaceRows, syncRows } from "../sync-rows";
import { fileMoney, type BranchIds, type BrandWrite } from "./brand-write";

/** Each product's id by its key, as the products step wrote them. */
export type ProductIds = Map<string, number | undefined>;

/** The menu's products, matched on their key, in their categories; returns each one's id by key. */
export async function syncProducts({ tx, instanceId, brand }: BrandWrite, categoryIds: Map<string, number>): Promise<ProductIds> {
  const money = fileMoney(brand);
  const { products } = brand.menu;
  const ids = await syncRows(
    tx,
    t.products,
    instanceId,
    products.map((p, position) => ({
      instanceId,
      key: p.key,
      categoryId: categoryIds.get(p.category)!,
      subcategoryId: p.subcategory ? categoryIds.get(p.subcategory)! : null,
      name: p.name,
      description: p.description ?? null,
      image: p.image ?? null,
      price: money(p.price),
      promoPrice: p.promo_price === undefined ? null : money(p.promo_price),
      promoPercent: p.promo_percent ?? null,
      isPromo: p.is_promo,
      isNew: p.is_new,
      isAlcoholic: p.is_alcoholic,
      isCombo: !!p.combo?.length,
      important: p.important,
      services: p.services ?? null,
      position,
    })),
    [t.products.instanceId, t.products.key],
  );
  return new Map(products.map((p, i) => [p.key, ids[i]]));
}

/** Every product as each branch sells it: its price there, its stock and whether it is on sale. */
export async function syncBranchProducts({ tx, instanceId, brand }: BrandWrite, branchIds: BranchIds, productIds: ProductIds): Promise<void> {
  const money = fileMoney(brand);
  await syncRows(
    tx,
    t.productSuppliers,
    instanceId,
    brand.menu.products.flatMap((p) =>
      brand.branches.map((b) => {
        const override = p.branches?.[b.slug] ?? {};
        return {
          instanceId,
          productId: productIds.get(p.key)!,
          supplierId: branchIds.get(b.slug)!,
          price: money(override.price ?? p.price),
          stock: override.stock ?? p.stock ?? null,
          fileStock: override.stock ?? p.stock ?? null,
          active: override.active ?? true,
        };
      }),
    ),
    [t.productSuppliers.instanceId, t.productSuppliers.productId, t.productSuppliers.supplierId],
    // Sales lower the stock: re-importing the same file must not refill what was sold; a product its
    // staff marked sold out stays so until they mark it back.
    { restated: [{ column: t.productSuppliers.stock, statedBy: t.productSuppliers.fileStock }], preserve: [t.productSuppliers.soldOut] },
  );
}

/** Each product's option groups and their options, matched on their keys within the product; returns how many groups. */
export async function syncOptions({ tx, instanceId, brand }: BrandWrite, productIds: ProductIds): Promise<number> {
  const money = fileMoney(brand);
  const groups = brand.menu.products.flatMap((p) => p.option_groups.map((g, position) => ({ product: p.key, group: g, position })));
  const groupIds = await syncRows(
    tx,
    t.optionGroups,
    instanceId,
    groups.map(({ product, group, position }) => ({
      instanceId,
      productId: productIds.get(product)!,
      key: group.key,
      name: group.name,
      min: group.min,
      max: group.max,
      required: group.required,
      position,
    })),
    [t.optionGroups.instanceId, t.optionGroups.productId, t.optionGroups.key],
  );
  await syncRows(
    tx,
    t.options,
    instanceId,
    groups.flatMap(({ group }, i) =>
      group.options.map((o, position) => ({
        instanceId,
        groupId: groupIds[i]!, // syncRows returns one id per row, in order
        key: o.key,
        name: o.name,
        price: money(o.price),
        position,
      })),
    ),
    [t.options.instanceId, t.options.groupId, t.options.key],
  );
  return groups.length;
}

/** What each combo holds: its products and how many of each. */
export async function replaceComboItems({ tx, instanceId, brand }: BrandWrite, productIds: ProductIds): Promise<void> {
  await replaceRows(
    tx,
    t.comboItems,
    instanceId,
    brand.menu.products.flatMap((p) =>
      (p.combo ?? []).map((c) => ({
        instanceId,
        comboId: productIds.get(p.key)!,
        productId: productIds.get(c.product)!,
        quantity: c.quantity,
      })),
    ),
  );
}
