import { brandMoney } from "@/lib/domain/money/money";
import { FIRST_HTML_CARDS, menuSections, splitFirstHtml } from "@/lib/domain/menu/menu-sections";
import { branchLd } from "@/lib/domain/seo/structured-data";
import { ldBrand, ldBranch } from "@/lib/server/seo/structured-data-inputs";
import { JsonLd } from "@/components/seo/json-ld";
import { openingClockOf, type BranchMenuPage } from "@/lib/server/pages/branch-page";
import { branchPath, categoryPath, menuScreenPath, productPath } from "@/lib/domain/routing/paths";
import { withChoices } from "@/lib/domain/routing/url-choices";
import { BranchOpenStatus } from "@/components/branches/branch-open-status";
import { AtPlaceDock, LazyRateTab, LazySeatPicker } from "@/components/on-table/at-place-lazy";
import { showsRateTab, type MenuScreen } from "@/lib/domain/diners/rate-tab";
import { MenuClient } from "./menu-client";
import { HowItWorksDismiss } from "./how-it-works-dismiss";
import { MenuSections } from "./menu-sections";
import { ProductGrid } from "./product-grid";
import { placeLine } from "@/lib/domain/location/place-line";
import { tableModeAt } from "@/lib/domain/tabs/table-ordering";


/** The services a QR place orders to: their menus say when the place is missing or its code is wrong. */
const AT_A_PLACE: ReadonlySet<string> = new Set(["on_table", "room_service", "cinema"]);

/**
 * The branch's menu screens of product §2 — Home, MainCategories, SubCategories and the short menu (md) — all
 * server-rendered from the same cached menu (Home and SubCategories up to FIRST_HTML_CARDS cards, the rest
 * from the menu JSON in the browser), with the same product modal and cart in the browser.
 */
/** The menu screens a branch's menu links to from any of its screens (SubCategories is a category's link). */
const MENU_VIEWS = ["home", "maincategories", "md"] as const;

export function BranchMenuScreen({ config, locale, t, supplier, service, menuVersion, flags, menu, tableSurvey, tables, linkChoices, screen }: BranchMenuPage & { screen: MenuScreen }) {
  const labels = { promo: t("menu.promo"), new: t("menu.new"), soldOut: t("menu.soldOut") };
  const price = brandMoney(config);
  const products = menu?.menu.products ?? [];
  const important = screen === "home" ? products.filter((p) => p.important) : [];
  const topLevel = (menu?.menu.categories ?? []).filter((c) => c.parent_id === null && products.some((p) => p.supplier_category_id === c.id));

  // the branch and the menu the HTML shows, for search engines (the rest of a long menu loads as the diner scrolls)
  const ld =
    screen === "home" && supplier.active && menu
      ? branchLd(
          ldBranch(supplier),
          ldBrand(config, locale),
          splitFirstHtml(menuSections(menu.menu, "category"), FIRST_HTML_CARDS - important.length).map(({ category, groups }) => ({
            category,
            products: groups.flatMap((group) => group.products.slice(0, group.served)),
          })),
          (product) => productPath(supplier.slug, product.id),
        )
      : null;

  // at a table, the mode it acts on: a mode that orders to a table, at a branch with no table codes, is basic here
  const tableMode = tableModeAt(supplier.on_table_class, tables);
  const onTableClass = service === "on_table" ? tableMode : supplier.on_table_class;
  // a branch with no table codes has no QR to pay the bill from: its note says only who takes the order
  const atTable = tableMode === "basic" && tables === 0 ? "waiter" : tableMode;
  const howHere = service === "room_service" ? "room" : service === "on_table" ? atTable : null;
  // Home's banners and most-ordered dishes: under the search and the category bar when the menu has them, so both
  // are on a phone's first screen and the diner can go straight to what they came for
  const sectioned = products.length > 0 && !!menu && (screen === "home" || screen === "subcategories");
  const featured = (
    <>
      {screen === "home" && menu && menu.content_home.length > 0 && (
        // A scrolling strip: focusable and named so keyboard users can scroll it too.
        <ul className="-mx-4 flex snap-x gap-3 overflow-x-auto px-4" tabIndex={0} aria-label={t("menu.banners")}>
          {menu.content_home.map((banner, i) => (
            <li key={banner.id} className="w-[85%] shrink-0 snap-start desk:w-[48%]">
              {/* eslint-disable-next-line @next/next/no-img-element -- brand banners, fixed ratio */}
              <img
                src={banner.image}
                alt={banner.title}
                width={1200}
                height={400}
                // the first banner is the page's largest paint (LCP): fetched first; the others wait their turn
                {...(i === 0 ? { fetchPriority: "high" as const } : { loading: "lazy" as const, decoding: "async" as const })}
                className="aspect-[3/1] w-full rounded-2xl object-cover"
              />
            </li>
          ))}
        </ul>
      )}

      {important.length > 0 && (
        <section aria-labelledby="important-heading">
          <h2 id="important-heading" className="mb-3 text-xl font-semibold">
            {t("menu.important")}
          </h2>
          <ProductGrid products={important} supplierSlug={supplier.slug} price={price} labels={labels} choices={linkChoices} />
        </section>
      )}
    </>
  );
  const content = (
    <>
      {ld && <JsonLd data={ld} />}
      <header>
        <h1 className="text-xl font-bold leading-tight">{supplier.name}</h1>
        <p className="muted text-sm">
          <span className="sr-only">{t("branch.address")}: </span>
          {placeLine(supplier.address, supplier.city)}
        </p>
        {/* at a table or in a room, what the QR lets this phone do, in place of the branch's other services: a note the
            diner closes once (inline, so it never covers the menu's controls) */}
        {howHere ? (
          // no display utility on the note itself: app/globals.css hides it once closed, and utilities would win
          <div className="card mt-1 text-sm" data-how-it-works={howHere}>
            <div className="flex items-start gap-3">
              <p className="flex-1">{t(`menu.howItWorks.${howHere}`)}</p>
              <HowItWorksDismiss instanceSlug={config.slug} />
            </div>
          </div>
        ) : (
          <p className="mt-1 text-sm">
            <span className="font-semibold">{t("branch.services")}: </span>
            {supplier.services.map((s) => t(`services.${s}`)).join(" · ")}
          </p>
        )}
        {!supplier.active && (
          <p role="alert" className="mt-2 font-semibold">
            {t("branch.inactive")}
          </p>
        )}
        {supplier.active && service && <BranchOpenStatus {...openingClockOf(supplier, locale)} service={service} />}
      </header>

      {tableSurvey && showsRateTab(service ?? "", screen) && <LazyRateTab supplierSlug={supplier.slug} screen={screen} />}
      {service && AT_A_PLACE.has(service) && <AtPlaceDock supplierSlug={supplier.slug} onTableClass={onTableClass} service={service} />}
      {service === "cinema" && flags["enable-plano-zona"] && <LazySeatPicker supplierSlug={supplier.slug} />}

      {!sectioned && featured}

      {products.length === 0 && <p className="muted">{t("branch.noProducts")}</p>}
      {products.length > 0 && screen === "maincategories" && (
        <nav aria-label={t("menu.categories")}>
          <ul className="grid grid-cols-2 gap-3 desk:grid-cols-4">
            {topLevel.map((category) => (
              <li key={category.id}>
                <a href={withChoices(categoryPath(supplier.slug, category.id), linkChoices)} className="card flex min-h-24 flex-col justify-end gap-2 font-semibold">
                  {category.image && (
                    // eslint-disable-next-line @next/next/no-img-element -- category artwork
                    <img src={category.image} alt="" width={160} height={120} loading="lazy" className="aspect-[4/3] w-full rounded-lg object-cover" />
                  )}
                  {category.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      )}
      {sectioned && (
        <MenuSections
          menu={menu.menu}
          price={price}
          supplierSlug={supplier.slug}
          labels={labels}
          choices={linkChoices}
          categoriesLabel={t("menu.categories")}
          by={screen === "home" ? "category" : "subcategory"}
          budget={FIRST_HTML_CARDS - important.length}
          lead={featured}
        />
      )}
      {products.length > 0 && screen === "md" && (
        <div className="flex flex-col gap-6">
          {topLevel.map((category) => (
            <section key={category.id} aria-labelledby={`md-${category.id}`}>
              <h2 id={`md-${category.id}`} className="mb-2 text-lg font-semibold">
                {category.label}
              </h2>
              <ul className="divide-y divide-[var(--brand-border)]">
                {products
                  .filter((p) => p.supplier_category_id === category.id)
                  .map((product) => (
                    <li key={product.id}>
                      <a href={withChoices(productPath(supplier.slug, product.id), linkChoices)} data-product-link={product.id} className="flex min-h-11 items-center justify-between gap-3 py-2">
                        <span>{product.label}</span>
                        <span className="font-semibold" data-price>
                          {price(product.promo ?? product.price)}
                        </span>
                      </a>
                    </li>
                  ))}
              </ul>
            </section>
          ))}
        </div>
      )}
      {/* the same menu as a grid of categories or as names and prices alone (product §2 MainCategories and md) */}
      {products.length > 0 && (
        <nav aria-label={t("menu.views.label")} className="flex flex-wrap gap-2" data-menu-views>
          {MENU_VIEWS.filter((view) => view !== screen).map((view) => (
            <a key={view} href={withChoices(view === "home" ? branchPath(supplier.slug) : menuScreenPath(supplier.slug, view), linkChoices)} className="chip">
              {t(`menu.views.${view}`)}
            </a>
          ))}
        </nav>
      )}
    </>
  );

  return (
    <div className="flex flex-col gap-6">
      {service ? (
        <MenuClient
          instanceSlug={config.slug}
          supplierSlug={supplier.slug}
          services={supplier.services}
          service={service}
          menuVersion={menuVersion}
          lang={locale}
          menuCached={config.menu_cached}
          country={config.country_code}
          supplierId={supplier.id}
          onTableClass={onTableClass}
          newMenuUrl={flags["new-menu"] ? config.new_menu_url : null}
        >
          {content}
        </MenuClient>
      ) : (
        content
      )}
    </div>
  );
}
