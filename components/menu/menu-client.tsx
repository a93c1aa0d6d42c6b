"use client";

import { useRouter } from "next/navigation";
import { useEffect, useRef, useState, type ReactNode } from "react";
import { useTranslations } from "use-intl/react";
import { CartButton } from "@/components/cart/cart-button";
import { browserOnly } from "@/components/ui/browser-only";
import { track } from "@/lib/client/analytics";
import { ServiceFromQuery } from "@/components/branches/service-from-query";
import { writeServiceCookie } from "@/lib/client/choice-cookies";
import { useBrandStores, useHydrated, useOrder } from "@/lib/client/stores/brand-stores";
import type { MenuProduct } from "@/lib/domain/menu/menu";
import { newMenuRedirect } from "@/lib/domain/routing/new-menu";
import { serviceInLink } from "@/lib/domain/routing/routing";
import { SERVICE_PARAM } from "@/lib/domain/routing/url-choices";
import { isServiceKey, type ServiceKey } from "@/lib/domain/brand/services";
import { holdJumpTargets } from "./jump-target";
import { spyCategoriesOnScroll } from "./spy-on-scroll";
import { MenuContext } from "./menu-context";
import { MenuLoader, type LoadedMenu } from "./menu-loader";

// The product modal (options, upselling, the cart's rules) is not part of the page's load: it is fetched
// when a diner starts to open a product (pointerdown). The service worker keeps its chunk for offline visits
// beside the menu's own scripts (lib/client/sw/lazy-chunks.ts), so the page never downloads it unasked.
const loadModal = () => import("@/components/product/product-modal");
const ProductModal = browserOnly(() => loadModal().then((m) => m.ProductModal));
// Said only to a diner whose service this branch does not offer: its code is fetched then, not by every menu.
const ServiceNotHere = browserOnly(() => import("./service-not-here").then((m) => m.ServiceNotHere));

interface Props {
  instanceSlug: string;
  supplierSlug: string;
  services: ServiceKey[];
  /** the service the server rendered this page for: the menu JSON, the product modal and analytics follow it */
  service: ServiceKey;
  /** the version of the menu the server rendered this page with */
  menuVersion: string | null;
  lang: string;
  menuCached: boolean;
  country: string;
  supplierId: number;
  onTableClass: string;
  /** the brand's external new menu when the new-menu flag is on (product §2), else null */
  newMenuUrl: string | null;
  /** the server-rendered menu screen: its client parts read the menu JSON loaded here */
  children: ReactNode;
}

/**
 * What the server-rendered menu needs in the browser: the menu JSON for the sections and search rendered
 * here (MenuContext), product links open the product modal (they still work as plain links before this
 * loads), the menu refreshes every 60 s, and the cart button follows.
 */
export function MenuClient({ instanceSlug, supplierSlug, services, service, menuVersion, lang, menuCached, country, supplierId, onTableClass, newMenuUrl, children }: Props) {
  const t = useTranslations("menu");
  const stores = useBrandStores();
  const hydrated = useHydrated(stores.order);
  const chosen = useOrder((s) => s.service);
  const router = useRouter();
  const [{ menu, offline }, setLoaded] = useState<LoadedMenu>({ menu: null, offline: false });
  const [openId, setOpenId] = useState<number | null>(null);
  const [modalWanted, setModalWanted] = useState(false);

  useEffect(() => {
    const target = newMenuRedirect({ newMenuUrl, onTableClass, service: chosen, supplierId });
    if (target) window.location.replace(target);
  }, [newMenuUrl, onTableClass, chosen, supplierId]);

  useEffect(holdJumpTargets, []);
  useEffect(spyCategoriesOnScroll, []);

  useEffect(() => {
    track({ event: "page_view", path: window.location.pathname, supplier: supplierSlug, service });
  }, [supplierSlug, service]);

  // product §3 order state: the branch the diner is ordering from, which every call then names (supplier_id)
  useEffect(() => {
    if (hydrated) stores.order.getState().chooseSupplier(supplierSlug);
  }, [supplierSlug, hydrated, stores]);

  // A page rendered for another service than the diner's (a link that named none, from a page that did not know
  // the diner's choice): the diner is taken to the URL of their service's menu, once.
  const corrected = useRef(false);
  useEffect(() => {
    if (!hydrated || corrected.current) return;
    const search = new URLSearchParams(window.location.search);
    // a ?service= the menu is not rendered by (schedule: delivery for later) is ServiceFromQuery's to answer
    if (search.has(SERVICE_PARAM) && !isServiceKey(search.get(SERVICE_PARAM))) return;
    const wanted = serviceInLink(window.location.pathname, search) ?? chosen;
    if (!wanted || wanted === service || !services.includes(wanted)) return;
    corrected.current = true;
    writeServiceCookie(wanted);
    search.set(SERVICE_PARAM, wanted);
    router.replace(`${window.location.pathname}?${search}${window.location.hash}`);
  }, [hydrated, chosen, service, services, router]);

  useEffect(() => {
    const productLink = (event: Event) => (event.target as Element).closest<HTMLAnchorElement>("a[data-product-link]");
    const open = (event: MouseEvent) => {
      const link = productLink(event);
      if (!link || !menu || event.metaKey || event.ctrlKey || event.shiftKey) return;
      const id = Number(link.dataset.productLink);
      if (!menu.menu.products.some((p) => p.id === id)) return;
      event.preventDefault();
      setModalWanted(true);
      setOpenId(id);
    };
    const preload = (event: PointerEvent) => {
      if (productLink(event)) void loadModal();
    };
    document.addEventListener("click", open);
    document.addEventListener("pointerdown", preload);
    return () => {
      document.removeEventListener("click", open);
      document.removeEventListener("pointerdown", preload);
    };
  }, [menu]);

  const product: MenuProduct | null = menu?.menu.products.find((p) => p.id === openId) ?? null;
  const upsell = menu ? menu.upselling_products.map((id) => menu.menu.products.find((p) => p.id === id)).filter((p): p is MenuProduct => !!p) : [];
  return (
    <MenuContext value={menu}>
      {children}
      {menu && <span hidden data-menu-ready="" />}
      {offline && (
        <p role="status" className="alert-text">
          {t("offline")}
        </p>
      )}
      {modalWanted && <ProductModal product={product} supplierSlug={supplierSlug} upsell={upsell} onClose={() => setOpenId(null)} />}
      {/* Product §4 menu reload: when the 60 s reload brings a newer menu, the server-rendered list follows. */}
      <MenuLoader menuKey={{ instanceSlug, supplier: supplierSlug, service, lang, menuCached }} renderedVersion={menuVersion} onBehind={() => router.refresh()} onLoad={setLoaded} />
      <CartButton supplierSlug={supplierSlug} country={country} />
      <ServiceFromQuery />
      {hydrated && chosen && !services.includes(chosen) && <ServiceNotHere chosen={chosen} here={service} />}
    </MenuContext>
  );
}
