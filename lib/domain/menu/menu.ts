import type { Currency } from "../money/currency";
import type { Minor } from "../money/minor";

/**
 * The menu payload of product §3 (`/v1/menu/{supplier_id}/{service}.json`), texts already in one language.
 * Inside the app every price is Minor; the wire (`MenuWire`, product §7) carries the same shape in major units,
 * converted only by menu-wire.ts (../money/major-units.ts for one amount).
 */
export interface MenuOption<Amount = Minor> {
  id: number;
  label: string;
  price: Amount;
}

export interface MenuOptionGroup<Amount = Minor> {
  id: number;
  label: string;
  min: number;
  max: number;
  required: boolean;
  options: MenuOption<Amount>[];
}

export interface MenuProduct<Amount = Minor> {
  /** the product as sold at this branch (product_supplier id) */
  id: number;
  product_id: number;
  product_supplier_id: number;
  label: string;
  description: string;
  image: string | null;
  price: Amount;
  /** the promo price, when the product is on promotion */
  promo: Amount | null;
  promo_porcent: number | null;
  is_alcoholic: boolean;
  is_new: boolean;
  is_promo: boolean;
  is_combo: boolean;
  important: boolean;
  supplier_category_id: number;
  supplier_subcategory_id: number | null;
  /** units left at this branch; null = not stock-limited */
  stock: number | null;
  option_groups: MenuOptionGroup<Amount>[];
}

export interface MenuCategory {
  id: number;
  label: string;
  image: string | null;
  parent_id: number | null;
}

export interface ContentHomeItem {
  id: number;
  image: string;
  title: string;
  link: string | null;
}

export interface MenuPayload<Amount = Minor> {
  menu: { products: MenuProduct<Amount>[]; categories: MenuCategory[] };
  content_home: ContentHomeItem[];
  upselling_products: number[];
  master_product_ids: number[];
  currency: Currency;
  lang: string;
}

/** The menu as the API answers it and the device caches it: prices in major units of `currency`. */
export type MenuWire = MenuPayload<number>;
