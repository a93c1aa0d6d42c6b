import { menuProduct } from "@/tests/factories/menu";
import type { MenuCategory } from "./menu";
import { groupProducts, menuSections, splitFirstHtml } from "./menu-sections";

const category = (id: number, parent_id: number | null = null): MenuCategory => ({ id, label: `Categoría ${id}`, image: null, parent_id });
// Two categories with a subcategory each, a product outside any subcategory, and an empty category.
const categories = [category(1), category(11, 1), category(2), category(21, 2), category(3)];
const products = [
  menuProduct({ id: 1, supplier_category_id: 1, supplier_subcategory_id: 11 }),
  menuProduct({ id: 2, supplier_category_id: 2, supplier_subcategory_id: 21 }),
  menuProduct({ id: 3, supplier_category_id: 1, supplier_subcategory_id: null }),
  menuProduct({ id: 4, supplier_category_id: 2, supplier_subcategory_id: 21 }),
  menuProduct({ id: 5, supplier_category_id: 1, supplier_subcategory_id: 11 }),
];
const menu = { categories, products };
const ids = (list: { id: number }[]) => list.map((p) => p.id);

describe("menuSections", () => {
  it("lists each top-level category with products, in menu order, as one group on the home", () => {
    const sections = menuSections(menu, "category");
    expect(sections.map((s) => s.category.id)).toEqual([1, 2]);
    expect(sections.map((s) => s.groups.map((g) => [g.sub, ids(g.products)]))).toEqual([[[null, [1, 3, 5]]], [[null, [2, 4]]]]);
  });

  it("groups by subcategory on SubCategories, products in no subcategory last", () => {
    const [first] = menuSections(menu, "subcategory");
    expect(first?.groups.map((g) => [g.sub?.id ?? null, ids(g.products)])).toEqual([
      [11, [1, 5]],
      [null, [3]],
    ]);
  });
});

const served = (by: "category" | "subcategory", budget: number) => splitFirstHtml(menuSections(menu, by), budget).map((s) => s.groups.map((g) => g.served));

describe("splitFirstHtml (the cards the first HTML holds)", () => {
  it("gives groups in menu order what is left of the budget, so a group may be cut and later ones get none", () => {
    expect(served("category", 4)).toEqual([[3], [1]]);
    expect(served("subcategory", 2)).toEqual([[2, 0], [0]]);
  });

  it("holds the whole menu when it fits the budget", () => {
    expect(served("category", 96)).toEqual([[3], [2]]);
  });

  it("holds no card with a spent budget", () => {
    expect(served("category", -2)).toEqual([[0], [0]]);
  });
});

describe("groupProducts", () => {
  it("finds a group by its category and index, and nothing for a category the menu no longer has", () => {
    const sections = menuSections(menu, "subcategory");
    expect(ids(groupProducts(sections, 1, 1))).toEqual([3]);
    expect(groupProducts(sections, 3, 0)).toEqual([]);
  });
});
