import "server-only";
import { and, asc, eq } from "drizzle-orm";
import { ApiError } from "@/lib/domain/http/api-errors";
import { localize } from "@/lib/domain/brand/localize";
import type { Locale } from "@/lib/domain/routing/locales";
import type { AvailabilityProductWire } from "@/lib/domain/menu/menu-availability";
import { requireBranchAccess } from "../staff/staff-branch";
import { getDb } from "../db/client";
import * as t from "../db/schema";
import { audit } from "./staff-audit";

type Actor = { id: number; branches: readonly number[] } | null;

/** The options staff marked sold out at branch `supplierId` ("86"). */
export async function soldOutOptions(instanceId: number, supplierId: number): Promise<Set<number>> {
  const db = await getDb();
  const rows = await db
    .select({ optionId: t.optionsSoldOut.optionId })
    .from(t.optionsSoldOut)
    .where(and(eq(t.optionsSoldOut.instanceId, instanceId), eq(t.optionsSoldOut.supplierId, supplierId)));
  return new Set(rows.map((row) => row.optionId));
}

/**
 * Every product branch `supplierId` sells (any service), in the brand's menu order, with its stock, whether it is
 * sold out and each of its options' state there — the console's availability screen, labels in `locale`.
 */
export async function branchAvailability(instanceId: number, supplierId: number, locale: Locale, brandDefault: Locale): Promise<AvailabilityProductWire[]> {
  const db = await getDb();
  const text = (value: Parameters<typeof localize>[0]) => localize(value, locale, brandDefault);
  const [products, options, soldOut] = await Promise.all([
    db
      .select({ sold: t.productSuppliers, product: t.products, category: t.categories.name })
      .from(t.productSuppliers)
      .innerJoin(t.products, and(eq(t.products.instanceId, instanceId), eq(t.products.id, t.productSuppliers.productId)))
      .innerJoin(t.categories, and(eq(t.categories.instanceId, instanceId), eq(t.categories.id, t.products.categoryId)))
      .where(and(eq(t.productSuppliers.instanceId, instanceId), eq(t.productSuppliers.supplierId, supplierId), eq(t.productSuppliers.active, true)))
      .orderBy(asc(t.products.position)),
    // only the groups of products this branch sells (one row each: a product is sold once per branch)
    db
      .select({ group: t.optionGroups, option: t.options })
      .from(t.optionGroups)
      .innerJoin(
        t.productSuppliers,
        and(
          eq(t.productSuppliers.instanceId, instanceId),
          eq(t.productSuppliers.supplierId, supplierId),
          eq(t.productSuppliers.active, true),
          eq(t.productSuppliers.productId, t.optionGroups.productId),
        ),
      )
      .innerJoin(t.options, and(eq(t.options.instanceId, instanceId), eq(t.options.groupId, t.optionGroups.id)))
      .where(eq(t.optionGroups.instanceId, instanceId))
      .orderBy(asc(t.optionGroups.position), asc(t.options.position)),
    soldOutOptions(instanceId, supplierId),
  ]);
  const groupsOf = new Map<number, AvailabilityProductWire["option_groups"]>();
  for (const { group, option } of options) {
    const groups = groupsOf.get(group.productId) ?? [];
    let entry = groups.find((candidate) => candidate.id === group.id);
    if (!entry) {
      entry = { id: group.id, label: text(group.name), options: [] };
      groups.push(entry);
      groupsOf.set(group.productId, groups);
    }
    entry.options.push({ id: option.id, label: text(option.name), sold_out: soldOut.has(option.id) });
  }
  return products.map(({ sold, product, category }) => ({
    id: sold.id,
    label: text(product.name),
    category: text(category),
    stock: sold.stock,
    sold_out: sold.soldOut,
    option_groups: groupsOf.get(product.id) ?? [],
  }));
}

/**
 * Marks a product sold out or back at its branch and/or sets its units left (null: unlimited), audited; 404 for
 * another brand's or a switched-off row, 403 for a branch the account does not work at. Returns its branch.
 */
export async function setProductAvailability(
  instanceId: number,
  staff: Actor,
  productSupplierId: number,
  change: { sold_out?: boolean; stock?: number | null },
): Promise<{ supplierId: number }> {
  const db = await getDb();
  const [found] = await db
    .select({ supplierId: t.productSuppliers.supplierId })
    .from(t.productSuppliers)
    .where(and(eq(t.productSuppliers.instanceId, instanceId), eq(t.productSuppliers.id, productSupplierId), eq(t.productSuppliers.active, true)));
  if (!found) throw new ApiError("not_found", "No product with that id at this brand");
  requireBranchAccess(staff, found.supplierId);
  const via = staff ? "console" : "operator_key";
  await db.transaction(async (tx) => {
    const [before] = await tx
      .select({ soldOut: t.productSuppliers.soldOut, stock: t.productSuppliers.stock })
      .from(t.productSuppliers)
      .where(and(eq(t.productSuppliers.instanceId, instanceId), eq(t.productSuppliers.id, productSupplierId)))
      .for("update");
    await tx
      .update(t.productSuppliers)
      .set({ ...(change.sold_out === undefined ? {} : { soldOut: change.sold_out }), ...(change.stock === undefined ? {} : { stock: change.stock }) })
      .where(and(eq(t.productSuppliers.instanceId, instanceId), eq(t.productSuppliers.id, productSupplierId)));
    const subject = { type: "product_supplier", id: productSupplierId };
    if (change.sold_out !== undefined && change.sold_out !== before!.soldOut) {
      await audit(instanceId, staff, change.sold_out ? "product.sold_out" : "product.back", subject, { via }, tx);
    }
    if (change.stock !== undefined && change.stock !== before!.stock) {
      await audit(instanceId, staff, "product.stock", subject, { via, from: before!.stock, to: change.stock }, tx);
    }
  });
  return found;
}

/** Marks option `optionId` (this brand's, else 404) sold out or back at branch `supplierId`, audited. */
export async function setOptionSoldOut(instanceId: number, staff: Actor, optionId: number, supplierId: number, soldOut: boolean): Promise<void> {
  requireBranchAccess(staff, supplierId);
  const db = await getDb();
  const [option] = await db.select({ id: t.options.id }).from(t.options).where(and(eq(t.options.instanceId, instanceId), eq(t.options.id, optionId)));
  if (!option) throw new ApiError("not_found", "No option with that id at this brand");
  await db.transaction(async (tx) => {
    const key = and(eq(t.optionsSoldOut.instanceId, instanceId), eq(t.optionsSoldOut.supplierId, supplierId), eq(t.optionsSoldOut.optionId, optionId));
    const changed = soldOut
      ? await tx.insert(t.optionsSoldOut).values({ instanceId, supplierId, optionId }).onConflictDoNothing().returning()
      : await tx.delete(t.optionsSoldOut).where(key).returning();
    if (changed.length) {
      await audit(instanceId, staff, soldOut ? "option.sold_out" : "option.back", { type: "option", id: optionId }, { via: staff ? "console" : "operator_key", supplier_id: supplierId }, tx);
    }
  });
}
