import type { MenuProduct } from "./menu";

/** Lower case without accents: "Ñame Crocante" and "name crocante", "Jugo de maracuyá" and "maracuya" meet. */
export const foldText = (text: string) => text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();

// Each menu is folded once, not once per keystroke: 2,000 names and descriptions.
const folded = new WeakMap<MenuProduct[], string[]>();

/**
 * The menu's products whose name or description hold every word of the query, accent- and
 * case-insensitive, in menu order. An empty query finds nothing.
 */
export function searchMenu(products: MenuProduct[], query: string): MenuProduct[] {
  const words = foldText(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [];
  let texts = folded.get(products);
  if (!texts) {
    texts = products.map((p) => foldText(`${p.label} ${p.description}`));
    folded.set(products, texts);
  }
  const index = texts;
  return products.filter((_, i) => words.every((word) => index[i]?.includes(word)));
}
