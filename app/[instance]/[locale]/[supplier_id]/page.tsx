import { notFound } from "next/navigation";
import { MenuSections } from "@/components/menu/menu-sections";
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
      {menu && menu.menu.products.length > 0 ? (
        <MenuSections menu={menu.menu} currency={config.currency} />
      ) : (
        <p className="muted">{t("branch.noProducts")}</p>
      )}
    </div>
  );
}
