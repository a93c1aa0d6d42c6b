import type { ReactNode } from "react";
import type { MenuPayload } from "@/lib/domain/menu/menu";
import { menuSections, splitFirstHtml, type SectionsBy } from "@/lib/domain/menu/menu-sections";
import { LazyProducts } from "./lazy-products";
import { MenuSearch } from "./menu-search";
import { ProductGrid, type GridProps } from "./product-grid";

interface Props extends Omit<GridProps, "products"> {
  menu: MenuPayload["menu"];
  /** the category chips' accessible name */
  categoriesLabel: string;
  by: SectionsBy;
  /** the cards the first HTML may still hold (FIRST_HTML_CARDS less those already above) */
  budget: number;
  /** what comes between the category bar and the first section (Home's banners and most-ordered dishes) */
  lead?: ReactNode;
}

/**
 * The menu, one section per category, with the search over all of it. Every section's heading is in the
 * first HTML (so the chips and `#cat-…` links reach it), but only `budget` cards are: the rest of each
 * group is a placeholder its cards fill in the browser (LazyProducts).
 */
export function MenuSections({ menu, categoriesLabel, by, budget, lead, ...grid }: Props) {
  const sections = splitFirstHtml(menuSections(menu, by), budget);
  return (
    <div className="flex flex-col gap-8">
      <MenuSearch supplierSlug={grid.supplierSlug} />
      {/* pinned under the header while the menu scrolls; the chip of the section being read is marked (category-spy.ts) */}
      <nav aria-label={categoriesLabel} className="category-bar" data-category-bar>
        <ul className="flex gap-2">
          {sections.map(({ category }) => (
            <li key={category.id}>
              <a href={`#cat-${category.id}`} className="chip whitespace-nowrap">
                {category.label}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      {lead}
      {sections.map(({ category, groups }) => (
        // Fully server-rendered sections skip layout until scrolled to; placeholders must be laid out to be seen.
        <section key={category.id} aria-labelledby={`cat-${category.id}`} className={groups.every((g) => g.served === g.products.length) ? "section-auto" : undefined}>
          <h2 id={`cat-${category.id}`} className="mb-3 scroll-mt-36 text-xl font-semibold">
            {category.label}
          </h2>
          {groups.map(({ sub, products, served }, g) => (
            <div key={sub?.id ?? "other"} className="mb-4 flex flex-col gap-3">
              {sub && (
                <h3 id={`cat-${sub.id}`} className="scroll-mt-36 font-semibold">
                  {sub.label}
                </h3>
              )}
              {served > 0 && <ProductGrid products={products.slice(0, served)} {...grid} />}
              {served < products.length && <LazyProducts categoryId={category.id} group={g} by={by} skip={served} count={products.length - served} supplierSlug={grid.supplierSlug} />}
            </div>
          ))}
        </section>
      ))}
    </div>
  );
}
