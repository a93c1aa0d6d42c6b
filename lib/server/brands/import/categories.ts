import "server-only";
import { isNotNull, isNull } from "drizzle-orm";
import * as t from "../../db/schema";
import { syncRows } from "../sync-rows";
import type { BrandWrite } from "./brand-write";

/** The menu's categories first, then the subcategories under them, matched on their key; returns key → id for both. */
export async function syncCategories({ tx, instanceId, brand }: BrandWrite): Promise<Map<string, number>> {
  const { categories } = brand.menu;
  const topIds = await syncRows(
    tx,
    t.categories,
    instanceId,
    categories.map((c, position) => ({ instanceId, key: c.key, parentId: null, name: c.name, image: c.image ?? null, position })),
    [t.categories.instanceId, t.categories.key],
    { scope: isNull(t.categories.parentId) },
  );
  const ids = new Map(categories.map((c, i) => [c.key, topIds[i]!])); // one id per row, in order
  const subs = categories.flatMap((c) => c.subcategories.map((s, position) => ({ parent: c.key, sub: s, position })));
  const subIds = await syncRows(
    tx,
    t.categories,
    instanceId,
    subs.map(({ parent, sub, position }) => ({
      instanceId,
      key: sub.key,
      parentId: ids.get(parent)!,
      name: sub.name,
      image: sub.image ?? null,
      position,
    })),
    [t.categories.instanceId, t.categories.key],
    { scope: isNotNull(t.categories.parentId) },
  );
  subs.forEach(({ sub }, i) => ids.set(sub.key, subIds[i]!));
  return ids;
}
