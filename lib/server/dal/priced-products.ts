import "server-only";
import { and, eq, inArray } from "drizzle-orm";
import { localize } from "@/lib/domain/brand/localize";
import type { Locale } from "@/lib/domain/routing/locales";
import type { PricedProduct } from "@/lib/domain/menu/menu-product";
import { promoPrice } from "@/lib/domain/menu/promo";
import type { ServiceKey } from "@/lib/domain/brand/services";
import { stockNow } from "@/lib/domain/menu/sold-out";
import { getDb } from "../db/client";
import * as t from "../db/schema";
import { optionGroupsFor } from "./menu";

/**
 * The products an order asks for, as the branch sells them for that service right now: its price, promo,
 * own stock (a combo's components are counted when the stock is taken, order-lines.ts) and option groups,
 * labels in `locale`. Reads only the asked product_suppliers of this brand and branch; an id that is another
 * branch's or brand's, switched off, or not offered for the service is simply absent from the answer, as it
 * is from that menu.
 */
export async function pricedProducts(
  instanceId: number,
  supplierId: number,
  service: ServiceKey,
  productSupplierIds: readonly number[],
  locale: Locale,
): Promise<PricedProduct[]> {
  if (!productSupplierIds.length) return [];
  const db = await getDb();
  const rows = await db
    .select({
      id: t.productSuppliers.id,
      price: t.productSuppliers.price,
      stock: t.productSuppliers.stock,
      soldOut: t.productSuppliers.soldOut,
      productId: t.products.id,
      name: t.products.name,
      image: t.products.image,
      promoPrice: t.products.promoPrice,
      promoPercent: t.products.promoPercent,
      isAlcoholic: t.products.isAlcoholic,
      services: t.products.services,
    })
    .from(t.productSuppliers)
    .innerJoin(t.products, and(eq(t.products.instanceId, instanceId), eq(t.products.id, t.productSuppliers.productId)))
    .where(
      and(
        eq(t.productSuppliers.instanceId, instanceId),
        eq(t.productSuppliers.supplierId, supplierId),
        eq(t.productSuppliers.active, true),
        inArray(t.productSuppliers.id, [...new Set(productSupplierIds)]),
      ),
    );
  const offered = rows.filter((row) => !row.services || row.services.includes(service));
  const text = (value: Parameters<typeof localize>[0]) => localize(value, locale, locale);
  const groups = await optionGroupsFor(instanceId, supplierId, offered.map((row) => row.productId), text);
  return offered.map((row) => {
    const optionGroups = groups.get(row.productId) ?? [];
    return {
      id: row.id,
      product_id: row.productId,
      label: text(row.name),
      image: row.image,
      price: row.price,
      promo: promoPrice(row.price, { price: row.promoPrice, percent: row.promoPercent }),
      is_alcoholic: row.isAlcoholic,
      stock: stockNow(row.stock, row.soldOut, optionGroups),
      option_groups: optionGroups,
    };
  });
}
