import "server-only";
import { and, inArray, ne } from "drizzle-orm";
import type { BrandFile } from "@/lib/domain/brand/brand-file";
import type { Tx } from "../../db/client";
import { firstRow } from "../../db/rows";
import * as t from "../../db/schema";
import { replaceRows } from "../sync-rows";
import { BrandImportError } from "./brand-import-error";

/** The brand's own row, matched on its slug; returns its id. */
export async function upsertInstance(tx: Tx, brand: BrandFile): Promise<number> {
  const i = brand.instance;
  const values = {
    slug: i.slug,
    name: i.name,
    status: i.status,
    language: i.language ?? null,
    langs: i.langs,
    countryCode: i.country_code,
    currency: i.currency,
    timezone: i.timezone,
    logo: i.logo ?? null,
    theme: i.theme,
    styleCustom: i.style_custom ?? null,
    addOns: i.add_ons,
    pixels: i.pixels,
    menuCached: i.menu_cached,
    rateNps: i.rate_nps,
    rateDigitalmenu: i.rate_digitalmenu,
    categoryEstablishment: i.category_establishment,
    newMenuV3: i.new_menu_v3,
    newMenuUrl: i.new_menu_url ?? null,
    flags: i.flags,
    linktree: i.linktree,
    linktreeLogo: i.linktree_logo ?? null,
    linktreeAddSuppliers: i.linktree_add_suppliers,
    links: i.links,
    labels: i.labels,
    contact: i.contact ?? null,
    inactiveMessage: i.inactive_message ?? null,
    embedOrigins: i.embed_origins,
    cuisines: i.cuisines,
    landingShortcut: i.landing_shortcut,
    otherBranchCart: i.other_branch_cart,
    updatedAt: new Date(),
  };
  const upserted = await tx
    .insert(t.instances)
    .values(values)
    .onConflictDoUpdate({ target: t.instances.slug, set: values })
    .returning({ id: t.instances.id });
  return firstRow(upserted, "instance").id;
}

/** The brand's custom domains, exactly the file's; one another brand has is refused by its index in the file. */
export async function replaceDomains(tx: Tx, instanceId: number, domains: string[]): Promise<void> {
  if (domains.length) {
    const taken = await tx
      .select({ domain: t.instanceDomains.domain })
      .from(t.instanceDomains)
      .where(and(inArray(t.instanceDomains.domain, domains), ne(t.instanceDomains.instanceId, instanceId)));
    if (taken.length) {
      throw new BrandImportError(
        taken.map(({ domain }) => ({ path: `domains.${domains.indexOf(domain)}`, message: `"${domain}" belongs to another brand` })),
      );
    }
  }
  await replaceRows(tx, t.instanceDomains, instanceId, domains.map((domain) => ({ domain, instanceId })));
}
