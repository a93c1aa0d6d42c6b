import type { MenuCategory, MenuPayload, MenuProduct } from "./menu";

/**
 * The product cards a menu screen's first HTML holds. Each card is ~7 DOM nodes, so with the
 * page's frame this keeps the first HTML under 1,500 nodes whatever the menu's size, while a menu of a
 * hundred dishes (the demo's 79 and its "most ordered" strip) is still server-rendered whole. The rest is
 * rendered in the browser from the menu JSON, a section at a time, as the diner nears it.
 */
export const FIRST_HTML_CARDS = 96;

/** The home lists each category's products; SubCategories groups them by subcategory inside each category. */
export type SectionsBy = "category" | "subcategory";

export interface MenuGroup {
  /** the subcategory heading; null for a category's own list (the home) or its products in no subcategory */
  sub: MenuCategory | null;
  products: MenuProduct[];
}

export interface MenuSection {
  category: MenuCategory;
  groups: MenuGroup[];
}

function groupsOf(menu: MenuPayload["menu"], category: MenuCategory, products: MenuProduct[], by: SectionsBy): MenuGroup[] {
  if (by === "category") return [{ sub: null, products }];
  const subs = menu.categories.filter((c) => c.parent_id === category.id);
  const loose = products.filter((p) => !subs.some((s) => s.id === p.supplier_subcategory_id));
  return [
    ...subs.map((sub) => ({ sub, products: products.filter((p) => p.supplier_subcategory_id === sub.id) })).filter((g) => g.products.length > 0),
    ...(loose.length ? [{ sub: null, products: loose }] : []),
  ];
}

/**
 * The menu's sections in menu order: one per top-level category that has products. The server and the
 * browser both call this, so a group named by (category, index) holds the same products on both sides.
 */
export function menuSections(menu: MenuPayload["menu"], by: SectionsBy): MenuSection[] {
  return menu.categories
    .filter((c) => c.parent_id === null)
    .map((category) => ({ category, products: menu.products.filter((p) => p.supplier_category_id === category.id) }))
    .filter((section) => section.products.length > 0)
    .map(({ category, products }) => ({ category, groups: groupsOf(menu, category, products, by) }));
}

/** A group with the number of its cards, from the first, that the first HTML holds. */
export interface ServedGroup extends MenuGroup {
  served: number;
}

/** The sections with what the first HTML holds of each group: groups in menu order spend the budget. */
export function splitFirstHtml(sections: MenuSection[], budget: number): { category: MenuCategory; groups: ServedGroup[] }[] {
  let left = Math.max(0, budget);
  return sections.map((section) => ({
    ...section,
    groups: section.groups.map((group) => {
      const served = Math.min(group.products.length, left);
      left -= served;
      return { ...group, served };
    }),
  }));
}

/** The products of one group: what a placeholder renders in the browser, past the cards the server sent. */
export function groupProducts(sections: MenuSection[], categoryId: number, group: number): MenuProduct[] {
  return sections.find((s) => s.category.id === categoryId)?.groups[group]?.products ?? [];
}
