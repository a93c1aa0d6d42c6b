/** The menu payload of spec §3 (`/v1/menu/{supplier_id}/{service}.json`), texts already in one language. */
export interface MenuOption {
  id: number;
  label: string;
  price: number;
}

export interface MenuOptionGroup {
  id: number;
  label: string;
  min: number;
  max: number;
  required: boolean;
  options: MenuOption[];
}

export interface MenuProduct {
  /** the product as sold at this branch (product_supplier id) */
  id: number;
  product_id: number;
  product_supplier_id: number;
  label: string;
  description: string;
  image: string | null;
  /** major units of the brand's currency, as the spec's clients expect */
  price: number;
  /** promo price in major units, when the product is on promotion */
  promo: number | null;
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
  option_groups: MenuOptionGroup[];
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

export interface MenuPayload {
  menu: { products: MenuProduct[]; categories: MenuCategory[] };
  content_home: ContentHomeItem[];
  upselling_products: number[];
  master_product_ids: number[];
  currency: string;
  lang: string;
}
