import "server-only";
import { and, asc, eq, inArray } from "drizzle-orm";
import type { InstanceConfig } from "@/lib/domain/brand/instance-config";
import { brandDefaultLocale, localize } from "@/lib/domain/brand/localize";
import type { Locale } from "@/lib/domain/routing/locales";
import type { MenuOptionGroup, MenuPayload } from "@/lib/domain/menu/menu";
import { promoPrice } from "@/lib/domain/menu/promo";
import type { ServiceKey } from "@/lib/domain/brand/services";
import { offeredOptions, stockNow } from "@/lib/domain/menu/sold-out";
import { sellableStock } from "@/lib/domain/menu/stock";
import { getDb } from "../db/client";
import * as t from "../db/schema";
import { comboComponents } from "./combo-components";
import { soldOutOptions } from "./sold-out";
import { appliesAt } from "./scope";
import { listUpselling } from "./upselling";

type Brand = Pick<InstanceConfig, "id" | "currency" | "langs">;
type Text = (value: Parameters<typeof localize>[0]) => string;

/** What a branch sells for one service, in one language. Only this brand's rows are ever read. */
export async function getMenu(brand: Brand, supplierId: number, service: ServiceKey, locale: Locale): Promise<MenuPayload> {
  const db = await getDb();
  const instanceId = brand.id;
  const text: Text = (value) => localize(value, locale, brandDefaultLocale(brand));

  const [rows, categories, banners, upsell, masters] = await Promise.all([
    db
      .select({ product: t.products, sold: t.productSuppliers })
      .from(t.productSuppliers)
      .innerJoin(t.products, and(eq(t.products.instanceId, instanceId), eq(t.products.id, t.productSuppliers.productId)))
      .where(and(eq(t.productSuppliers.instanceId, instanceId), eq(t.productSuppliers.supplierId, supplierId), eq(t.productSuppliers.active, true)))
      .orderBy(asc(t.products.position)),
    db.select().from(t.categories).where(eq(t.categories.instanceId, instanceId)),
    db.select().from(t.contentHome).where(and(eq(t.contentHome.instanceId, instanceId), appliesAt(t.contentHome, supplierId, service))).orderBy(asc(t.contentHome.position)),
    // The menu's upselling is what the product modal offers; checkout-trigger rows belong to the precheckout.
    listUpselling(instanceId, supplierId, service, "add-products"),
    db.select({ productId: t.masterProducts.productId }).from(t.masterProducts).where(eq(t.masterProducts.instanceId, instanceId)).orderBy(asc(t.masterProducts.position)),
  ]);

  const offered = rows.filter(({ product }) => !product.services || product.services.includes(service));
  const [groups, combos] = await Promise.all([
    optionGroupsFor(instanceId, supplierId, offered.map(({ product }) => product.id), text),
    comboComponents(db, instanceId, supplierId, offered.filter(({ product }) => product.isCombo).map(({ product }) => product.id)),
  ]);
  const soldAs = new Map(offered.map(({ product, sold }) => [product.id, sold.id]));
  const usedCategories = new Set(offered.flatMap(({ product }) => [product.categoryId, product.subcategoryId]));

  return {
    menu: {
      products: offered.map(({ product, sold }) => {
        const optionGroups = groups.get(product.id) ?? [];
        return {
          id: sold.id,
          product_id: product.id,
          product_supplier_id: sold.id,
          label: text(product.name),
          description: text(product.description),
          image: product.image,
          price: sold.price,
          promo: promoPrice(sold.price, { price: product.promoPrice, percent: product.promoPercent }),
          promo_porcent: product.promoPercent,
          is_alcoholic: product.isAlcoholic,
          is_new: product.isNew,
          is_promo: product.isPromo,
          is_combo: product.isCombo,
          important: product.important,
          supplier_category_id: product.categoryId,
          supplier_subcategory_id: product.subcategoryId,
          stock: stockNow(sellableStock(sold.stock, combos.get(product.id)), sold.soldOut, optionGroups),
          option_groups: optionGroups,
        };
      }),
      categories: treeOrder(categories)
        .filter((c) => usedCategories.has(c.id))
        .map((c) => ({ id: c.id, label: text(c.name), image: c.image, parent_id: c.parentId })),
    },
    content_home: banners.map((b) => ({ id: b.id, image: b.image, title: text(b.title), link: b.link })),
    upselling_products: upsell.map((u) => soldAs.get(u.productId)).filter((id): id is number => id !== undefined),
    master_product_ids: masters.map((m) => m.productId),
    currency: brand.currency,
    lang: locale,
  };
}

/**
 * The option groups of these products (brand-scoped) as branch `supplierId` offers them now — without the options
 * its staff marked sold out (sold-out.ts) — in the brand's order, keyed by product id.
 */
export async function optionGroupsFor(instanceId: number, supplierId: number, productIds: number[], text: Text): Promise<Map<number, MenuOptionGroup[]>> {
  const byProduct = new Map<number, MenuOptionGroup[]>();
  if (!productIds.length) return byProduct;
  const db = await getDb();
  const [rows, soldOut] = await Promise.all([
    db
      .select({ group: t.optionGroups, option: t.options })
      .from(t.optionGroups)
      .innerJoin(t.options, and(eq(t.options.instanceId, instanceId), eq(t.options.groupId, t.optionGroups.id)))
      .where(and(eq(t.optionGroups.instanceId, instanceId), inArray(t.optionGroups.productId, productIds)))
      .orderBy(asc(t.optionGroups.productId), asc(t.optionGroups.position), asc(t.options.position)),
    soldOutOptions(instanceId, supplierId),
  ]);
  const byGroup = new Map<number, MenuOptionGroup>();
  for (const { group, option } of rows) {
    let entry = byGroup.get(group.id);
    if (!entry) {
      entry = { id: group.id, label: text(group.name), min: group.min, max: group.max, required: group.required, options: [] };
      byGroup.set(group.id, entry);
      byProduct.set(group.productId, [...(byProduct.get(group.productId) ?? []), entry]);
    }
    entry.options.push({ id: option.id, label: text(option.name), price: option.price });
  }
  if (soldOut.size) for (const [productId, groups] of byProduct) byProduct.set(productId, offeredOptions(groups, soldOut));
  return byProduct;
}

/** Each category followed by its subcategories, both in the brand's order. */
function treeOrder<C extends { id: number; parentId: number | null; position: number }>(rows: C[]): C[] {
  const byPosition = (a: C, b: C) => a.position - b.position || a.id - b.id;
  const children = (parent: number) => rows.filter((c) => c.parentId === parent).sort(byPosition);
  return rows
    .filter((c) => c.parentId === null)
    .sort(byPosition)
    .flatMap((c) => [c, ...children(c.id)]);
}
