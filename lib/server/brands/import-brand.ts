import "server-only";
import { randomBytes } from "node:crypto";
import { and, inArray, isNotNull, isNull, ne } from "drizzle-orm";
import type { BranchBookingRules } from "@/lib/domain/bookings/booking";
import type { BrandFile, FieldIssue } from "@/lib/domain/brand/brand-file";
import { fromMajor } from "@/lib/domain/money/major-units";
import { PLACE_TOKEN_BYTES } from "@/lib/domain/tabs/places";
import type { Db, Tx } from "../db/client";
import { pgErrorCode, REFERENCED_ROW } from "../db/errors";
import { firstRow } from "../db/rows";
import * as t from "../db/schema";
import { replaceRows, staleRows, syncRows, upsertRows } from "./sync-rows";

export class BrandImportError extends Error {
  constructor(readonly issues: FieldIssue[]) {
    super(issues.map((i) => `${i.path}: ${i.message}`).join("\n"));
  }
}

export interface ImportSummary {
  instanceId: number;
  slug: string;
  counts: Record<string, number>;
}

/**
 * Writes a validated brand file in one transaction. Rows are matched on their keys, so importing the
 * same file twice leaves the same state, and whatever the file no longer lists is removed. A dry run writes it all
 * the same and rolls it back: what the database would refuse (a domain another brand has, a branch that has orders)
 * is found, nothing is kept.
 */
export async function importBrand(db: Db, brand: BrandFile, { dryRun = false }: { dryRun?: boolean } = {}): Promise<ImportSummary> {
  try {
    return await writeBrand(db, brand, dryRun);
  } catch (error) {
    if (error instanceof DryRunDone) return error.summary;
    // Orders and survey answers keep their branch: a branch that has them can be switched off, never deleted.
    if (REFERENCED_ROW.includes(pgErrorCode(error) ?? "")) {
      throw new BrandImportError([{ path: "branches", message: 'a branch that has orders or survey answers cannot be removed; keep it with "active": false' }]);
    }
    throw error;
  }
}

/** Thrown at the end of a dry run's transaction so that the database rolls everything back; carries what it would have written. */
class DryRunDone extends Error {
  constructor(readonly summary: ImportSummary) {
    super("dry run: rolled back");
  }
}

async function writeBrand(db: Db, brand: BrandFile, dryRun: boolean): Promise<ImportSummary> {
  return db.transaction(async (tx) => {
    const instanceId = await upsertInstance(tx, brand);
    await replaceDomains(tx, instanceId, brand.domains);
    // The file's prices are major units (validated to fit the currency by brandFileSchema).
    const money = (amount: number) => fromMajor(amount, brand.instance.currency);

    const supplierIds = await syncRows(
      tx,
      t.suppliers,
      instanceId,
      brand.branches.map((b, position) => ({
        instanceId,
        slug: b.slug,
        name: b.name,
        locale: b.locale,
        timezone: b.timezone ?? brand.instance.timezone,
        address: b.address,
        city: b.city,
        phone: b.phone ?? null,
        whatsapp: b.whatsapp ?? null,
        lat: b.location.lat,
        lng: b.location.lng,
        onTableClass: b.on_table_class,
        callWaiter: b.call_waiter,
        services: b.services,
        pay: b.pay,
        openingHours: b.opening_hours,
        active: b.active,
        image: b.image ?? null,
        waitMinutes: b.wait_minutes,
        paymentHoldMinutes: b.payment_hold_minutes,
        booking: b.booking ? bookingRules(b.booking) : null,
        position,
      })),
      [t.suppliers.instanceId, t.suppliers.slug],
    );
    const supplierBySlug = new Map(brand.branches.map((b, i) => [b.slug, supplierIds[i]]));
    const places = await syncPlaces(tx, instanceId, brand, supplierBySlug);
    const bookingZones = await syncBookingZones(tx, instanceId, brand, supplierBySlug);
    // Banners, popups, policies, surveys and upselling may be limited to one branch and/or one service.
    const scopeOf = (item: { branch?: string; service?: string }) => ({
      supplierId: item.branch ? supplierBySlug.get(item.branch)! : null,
      service: item.service ?? null,
    });

    await syncRows(
      tx,
      t.polygons,
      instanceId,
      brand.polygons.map((p) => ({
        instanceId,
        key: p.key,
        name: p.name,
        supplierId: supplierBySlug.get(p.branch)!,
        deliveryPrice: money(p.delivery_price),
        minimumOrderValue: money(p.minimum_order_value),
        area: p.area,
        hours: p.hours ?? null,
        active: p.active,
      })),
      [t.polygons.instanceId, t.polygons.key],
    );

    await syncRows(
      tx,
      t.coupons,
      instanceId,
      brand.coupons.map((c) => ({
        instanceId,
        code: c.code,
        kind: c.kind,
        value: c.kind === "amount" ? money(c.value) : c.value,
        minSubtotal: c.min_subtotal === undefined ? null : money(c.min_subtotal),
        expiresAt: c.expires_at ? new Date(c.expires_at) : null,
        maxUses: c.max_uses ?? null,
        active: c.active,
      })),
      [t.coupons.instanceId, t.coupons.code],
      { preserve: [t.coupons.uses] },
    );

    const categoryIds = await syncCategories(tx, instanceId, brand);

    const { products } = brand.menu;
    const productIds = await syncRows(
      tx,
      t.products,
      instanceId,
      products.map((p, position) => ({
        instanceId,
        key: p.key,
        categoryId: categoryIds.get(p.category)!,
        subcategoryId: p.subcategory ? categoryIds.get(p.subcategory)! : null,
        name: p.name,
        description: p.description ?? null,
        image: p.image ?? null,
        price: money(p.price),
        promoPrice: p.promo_price === undefined ? null : money(p.promo_price),
        promoPercent: p.promo_percent ?? null,
        isPromo: p.is_promo,
        isNew: p.is_new,
        isAlcoholic: p.is_alcoholic,
        isCombo: !!p.combo?.length,
        important: p.important,
        services: p.services ?? null,
        position,
      })),
      [t.products.instanceId, t.products.key],
    );
    const productByKey = new Map(products.map((p, i) => [p.key, productIds[i]]));

    await syncRows(
      tx,
      t.productSuppliers,
      instanceId,
      products.flatMap((p) =>
        brand.branches.map((b) => {
          const override = p.branches?.[b.slug] ?? {};
          return {
            instanceId,
            productId: productByKey.get(p.key)!,
            supplierId: supplierBySlug.get(b.slug)!,
            price: money(override.price ?? p.price),
            stock: override.stock ?? p.stock ?? null,
            fileStock: override.stock ?? p.stock ?? null,
            active: override.active ?? true,
          };
        }),
      ),
      [t.productSuppliers.instanceId, t.productSuppliers.productId, t.productSuppliers.supplierId],
      // Sales lower the stock: re-importing the same file must not refill what was sold; a product its
      // staff marked sold out stays so until they mark it back.
      { restated: [{ column: t.productSuppliers.stock, statedBy: t.productSuppliers.fileStock }], preserve: [t.productSuppliers.soldOut] },
    );

    const groups = products.flatMap((p) => p.option_groups.map((g, position) => ({ product: p.key, group: g, position })));
    const groupIds = await syncRows(
      tx,
      t.optionGroups,
      instanceId,
      groups.map(({ product, group, position }) => ({
        instanceId,
        productId: productByKey.get(product)!,
        key: group.key,
        name: group.name,
        min: group.min,
        max: group.max,
        required: group.required,
        position,
      })),
      [t.optionGroups.instanceId, t.optionGroups.productId, t.optionGroups.key],
    );
    await syncRows(
      tx,
      t.options,
      instanceId,
      groups.flatMap(({ group }, i) =>
        group.options.map((o, position) => ({
          instanceId,
          groupId: groupIds[i]!, // syncRows returns one id per row, in order
          key: o.key,
          name: o.name,
          price: money(o.price),
          position,
        })),
      ),
      [t.options.instanceId, t.options.groupId, t.options.key],
    );

    await replaceRows(
      tx,
      t.comboItems,
      instanceId,
      products.flatMap((p) =>
        (p.combo ?? []).map((c) => ({
          instanceId,
          comboId: productByKey.get(p.key)!,
          productId: productByKey.get(c.product)!,
          quantity: c.quantity,
        })),
      ),
    );

    await syncRows(
      tx,
      t.contentHome,
      instanceId,
      brand.menu.content_home.map((c, position) => ({
        instanceId,
        key: c.key,
        image: c.image,
        title: c.title ?? null,
        link: c.link ?? null,
        position,
        ...scopeOf(c),
      })),
      [t.contentHome.instanceId, t.contentHome.key],
    );
    await syncRows(
      tx,
      t.contentPopups,
      instanceId,
      brand.popups.map((p, position) => ({
        instanceId,
        key: p.key,
        image: p.image,
        url: p.url ?? null,
        trigger: p.trigger,
        position,
        ...scopeOf(p),
      })),
      [t.contentPopups.instanceId, t.contentPopups.key],
    );
    await syncRows(
      tx,
      t.servicePolicies,
      instanceId,
      brand.policies.map((p, position) => ({
        instanceId,
        key: p.key,
        title: p.title,
        body: p.body,
        position,
        ...scopeOf(p),
      })),
      [t.servicePolicies.instanceId, t.servicePolicies.key],
    );
    // A survey the file no longer lists is switched off, not deleted (as a booking zone): the brand's summary
    // still reads its questions beside its answers, and listing it again revives it.
    const surveyIds = await upsertRows(
      tx,
      t.surveys,
      brand.surveys.map((s, position) => ({ instanceId, key: s.key, title: s.title, intro: s.intro ?? null, questions: s.questions, active: true, position, ...scopeOf(s) })),
      [t.surveys.instanceId, t.surveys.key],
    );
    await tx.update(t.surveys).set({ active: false }).where(staleRows(t.surveys, instanceId, surveyIds));
    await replaceRows(
      tx,
      t.upselling,
      instanceId,
      brand.menu.upselling.map((u, position) => ({
        instanceId,
        productId: productByKey.get(u.product)!,
        trigger: u.trigger,
        position,
        ...scopeOf(u),
      })),
    );
    await replaceRows(
      tx,
      t.masterProducts,
      instanceId,
      brand.menu.master_products.map((key, position) => ({ instanceId, productId: productByKey.get(key)!, position })),
    );

    const summary = {
      instanceId,
      slug: brand.instance.slug,
      counts: {
        branches: brand.branches.length,
        polygons: brand.polygons.length,
        coupons: brand.coupons.length,
        categories: categoryIds.size,
        products: products.length,
        optionGroups: groups.length,
        places,
        bookingZones,
        surveys: brand.surveys.length,
      },
    };
    if (dryRun) throw new DryRunDone(summary);
    return summary;
  });
}

/**
 * Tables, rooms and seats, matched on (branch, kind, cinema room, code). A new place gets a random token;
 * an existing one keeps its token (its printed QR code), and one the file no longer lists is switched off,
 * not deleted, so whatever references it stays whole and listing it again revives the same QR code.
 */
async function syncPlaces(tx: Tx, instanceId: number, brand: BrandFile, supplierBySlug: Map<string, number | undefined>): Promise<number> {
  const rows = brand.branches.flatMap((b) => {
    const supplierId = supplierBySlug.get(b.slug)!;
    const place = { instanceId, supplierId, cinemaRoom: "", cinemaRoomName: null, zone: null, row: null, seats: null, floor: null, active: true };
    return [
      ...b.tables.map((table) => ({ ...place, kind: "table" as const, code: table.code, zone: table.zone ?? null, seats: table.seats ?? null })),
      ...b.rooms.map((room) => ({ ...place, kind: "room" as const, code: room.code, floor: room.floor ?? null })),
      ...b.cinema_rooms.flatMap((cinema) => {
        const zoneName = new Map(cinema.zones.map((z) => [z.key, z.name]));
        return cinema.rows.flatMap((r) =>
          r.seats.map((code) => ({ ...place, kind: "seat" as const, cinemaRoom: cinema.code, cinemaRoomName: cinema.name, code, zone: zoneName.get(r.zone) ?? null, row: r.row })),
        );
      }),
    ];
  });
  const ids = await upsertRows(
    tx,
    t.places,
    rows.map((row, position) => ({ ...row, position, token: randomBytes(PLACE_TOKEN_BYTES).toString("base64url") })),
    [t.places.instanceId, t.places.supplierId, t.places.kind, t.places.cinemaRoom, t.places.code],
    { preserve: [t.places.token] },
  );
  await tx.update(t.places).set({ active: false }).where(staleRows(t.places, instanceId, ids));
  return rows.length;
}

type BranchBooking = NonNullable<BrandFile["branches"][number]["booking"]>;

function bookingRules(booking: BranchBooking): BranchBookingRules {
  return {
    slotMinutes: booking.slot_minutes,
    turnMinutes: booking.turn_minutes,
    leadMinutes: booking.lead_minutes,
    maxParty: booking.max_party,
    daysAhead: booking.days_ahead,
    cutoffMinutes: booking.cutoff_minutes,
    approval: booking.approval,
    waitlistMinutes: booking.waitlist_minutes,
    cover: booking.cover ? { amount: booking.cover.amount, perPerson: booking.cover.per_person, prepaid: booking.cover.prepaid } : null,
  };
}

/**
 * Bookable zones, matched on (branch, key). A zone the file no longer lists is switched off, not deleted: its
 * bookings stay readable and re-listing it revives the same zone.
 */
async function syncBookingZones(tx: Tx, instanceId: number, brand: BrandFile, supplierBySlug: Map<string, number | undefined>): Promise<number> {
  const rows = brand.branches.flatMap((b) =>
    (b.booking?.zones ?? []).map((zone, position) => ({ instanceId, supplierId: supplierBySlug.get(b.slug)!, key: zone.key, name: zone.name, covers: zone.covers, active: true, position })),
  );
  const ids = await upsertRows(tx, t.bookingZones, rows, [t.bookingZones.instanceId, t.bookingZones.supplierId, t.bookingZones.key]);
  await tx.update(t.bookingZones).set({ active: false }).where(staleRows(t.bookingZones, instanceId, ids));
  return rows.length;
}

async function upsertInstance(tx: Tx, brand: BrandFile): Promise<number> {
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
    updatedAt: new Date(),
  };
  const upserted = await tx
    .insert(t.instances)
    .values(values)
    .onConflictDoUpdate({ target: t.instances.slug, set: values })
    .returning({ id: t.instances.id });
  return firstRow(upserted, "instance").id;
}

async function replaceDomains(tx: Tx, instanceId: number, domains: string[]): Promise<void> {
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

/** Categories first, then subcategories under them; returns key → id for both. */
async function syncCategories(tx: Tx, instanceId: number, brand: BrandFile): Promise<Map<string, number>> {
  const { categories } = brand.menu;
  const topIds = await syncRows(
    tx,
    t.categories,
    instanceId,
    categories.map((c, position) => ({ instanceId, key: c.key, parentId: null, name: c.name, image: c.image ?? null, position })),
    [t.categories.instanceId, t.categories.key],
    { scope: isNull(t.categories.parentId) },
  );
  const ids = new Map(categories.map((c, i) => [c.key, topIds[i]!])); // one id per row, in order
  const subs = categories.flatMap((c) => c.subcategories.map((s, position) => ({ parent: c.key, sub: s, position })));
  const subIds = await syncRows(
    tx,
    t.categories,
    instanceId,
    subs.map(({ parent, sub, position }) => ({
      instanceId,
      key: sub.key,
      parentId: ids.get(parent)!,
      name: sub.name,
      image: sub.image ?? null,
      position,
    })),
    [t.categories.instanceId, t.categories.key],
    { scope: isNotNull(t.categories.parentId) },
  );
  subs.forEach(({ sub }, i) => ids.set(sub.key, subIds[i]!));
  return ids;
}

