import { notFound } from "next/navigation";
import { MenuClient } from "@/components/menu/menu-client";
import { MenuSections } from "@/components/menu/menu-sections";
import { decideBrandFlags } from "@/lib/flags/definitions";
import { brandMenu, brandSupplier } from "@/lib/server/brand-data";
import { brandPage } from "@/lib/server/brand-page";

export function generateStaticParams() {
  return [];
}

type Params = Promise<{ instance: string; locale: string; supplier_id: string }>;

export async function generateMetadata({ params }: { params: Params }) {
  const { instance, supplier_id } = await params;
  const supplier = await brandSupplier(instance, supplier_id);
  return supplier ? { title: supplier.name } : {};
}

/** Home (spec §2) of one branch: its details and menu. Another brand's branch is a 404 here. */
export default async function SupplierHomePage({ params }: { params: Params }) {
  const { config, locale, t } = await brandPage(params);
  const supplier = await brandSupplier(config.slug, (await params).supplier_id);
  if (!supplier) notFound();
  const service = supplier.services[0];
  const flags = await decideBrandFlags(config.flags);
  const menu = service ? await brandMenu(config.slug, supplier.id, service, locale) : null;

  return (
    <div className="flex flex-col gap-6">
      <header>
        <h1 className="text-2xl font-bold">{supplier.name}</h1>
        <p className="muted">
          <span className="sr-only">{t("branch.address")}: </span>
          {supplier.address}, {supplier.city}
        </p>
        <p className="mt-2 text-sm">
          <span className="font-semibold">{t("branch.services")}: </span>
          {supplier.services.map((s) => t(`services.${s}`)).join(" · ")}
        </p>
        {!supplier.active && <p role="alert" className="mt-2 font-semibold">{t("branch.inactive")}</p>}
      </header>
      {menu && menu.content_home.length > 0 && (
        // A scrolling strip: focusable and named so keyboard users can scroll it too.
        <ul className="-mx-4 flex snap-x gap-3 overflow-x-auto px-4" tabIndex={0} aria-label={t("menu.banners")}>
          {menu.content_home.map((banner) => (
            <li key={banner.id} className="w-[85%] shrink-0 snap-start desk:w-[48%]">
              {/* eslint-disable-next-line @next/next/no-img-element -- brand banners, fixed ratio */}
              <img src={banner.image} alt={banner.title} width={1200} height={400} className="aspect-[3/1] w-full rounded-2xl object-cover" />
            </li>
          ))}
        </ul>
      )}
      {menu && menu.menu.products.length > 0 ? (
        <MenuSections
          menu={menu.menu}
          currency={config.currency}
          supplierSlug={supplier.slug}
          labels={{ promo: t("menu.promo"), new: t("menu.new"), soldOut: t("menu.soldOut"), categories: t("menu.categories") }}
        />
      ) : (
        <p className="muted">{t("branch.noProducts")}</p>
      )}
      {service && (
        <MenuClient
          instanceSlug={config.slug}
          supplierSlug={supplier.slug}
          services={supplier.services}
          lang={locale}
          menuCached={config.menu_cached}
          currency={config.currency}
          country={config.country_code}
          supplierId={supplier.id}
          onTableClass={supplier.on_table_class}
          newMenu={flags["new-menu"]}
        />
      )}
    </div>
  );
}
