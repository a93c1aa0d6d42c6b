import type { LandingShortcut } from "../routing/navigation";
import type { OtherBranchCart } from "../cart/other-branch";
import type { BrandPixels } from "../analytics/pixels";
import type { LocalizedText } from "./localized-text";
import type { Currency } from "../money/currency";
import type { Locale } from "../routing/locales";
import type { ServiceKey } from "./services";
import type { BrandFlags } from "./feature-flags";

export interface Theme {
  dark: boolean;
  theme_color: string;
  titles_txt_color: string;
  page_bgcolor: string;
  suppliers_background_image?: string;
}

export interface LinktreeItem {
  label: LocalizedText;
  label_custom?: LocalizedText;
  url?: string;
  target: "_blank" | "_self" | "service";
  service?: ServiceKey;
  image?: string;
}

export interface BrandLink {
  type: string;
  url?: string;
  label?: LocalizedText;
}

export interface SupplierSummary {
  id: number;
  slug: string;
  name: string;
  /** product §2 solo-pago: the branch's tables or rooms pay their bill from the phone (offersPayOnly) */
  pay_only: boolean;
  /** the branch has a WhatsApp number: the left panel then leads to the branches to write to */
  whatsapp: boolean;
}

/** config.json (product §3 Instance), as the browser and the proxy receive it. */
export interface InstanceConfig {
  id: number;
  slug: string;
  name: string;
  status: "active" | "locked";
  theme: Theme;
  style_custom: string | null;
  logo: string | null;
  language: Locale | null;
  langs: Locale[];
  country_code: string;
  currency: Currency;
  timezone: string;
  comanda_add_ons: string[];
  pixel_google_analytics: string | null;
  pixel_facebook_analytics: string | null;
  menu_cached: boolean;
  rate_nps: boolean;
  rate_digitalmenu: boolean;
  suppliers: SupplierSummary[];
  linktree: LinktreeItem[];
  linktree_logo: string | null;
  linktree_add_suppliers: boolean;
  labels_buttons: { nuestras_tiendas?: LocalizedText };
  category_establishment: string;
  links: BrandLink[];
  new_menu_v3: boolean;
  /** product §2's external new menu (an https origin or base URL), where the new-menu flag sends basic on-table menus */
  new_menu_url: string | null;
  flags: BrandFlags;
  contact: { phone?: string; whatsapp?: string; email?: string } | null;
  inactive_message: LocalizedText | null;
  /** the brand's sites allowed to frame its booking popup */
  embed_origins: string[];
  /** what its kitchens serve ("Colombiana", "Parrilla"): schema.org servesCuisine of its branches */
  cuisines: LocalizedText[];
  /** how it reads product §2's landing shortcut (lib/domain/routing/navigation.ts) */
  landing_shortcut: LandingShortcut;
  /** what adding a product from another branch than the cart's does (lib/domain/cart/other-branch.ts) */
  other_branch_cart: OtherBranchCart;
  /** when the brand's file was last imported (the sitemap's lastmod) */
  updated_at: string;
  domains: string[];
}

export function isLocked(config: Pick<InstanceConfig, "status">): boolean {
  return config.status === "locked";
}

export function hasAddOn(config: Pick<InstanceConfig, "comanda_add_ons">, addOn: string): boolean {
  return config.comanda_add_ons.includes(addOn);
}

/** The brand's third-party pixels (lib/domain/analytics/pixels.ts), none without a brand. */
export function brandPixels(config: Pick<InstanceConfig, "pixel_google_analytics" | "pixel_facebook_analytics"> | null | undefined): BrandPixels {
  return { google: config?.pixel_google_analytics ?? null, facebook: config?.pixel_facebook_analytics ?? null };
}
