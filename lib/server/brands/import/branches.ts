import "server-only";
import type { BranchBookingRules } from "@/lib/domain/bookings/booking";
import type { BrandFile } from "@/lib/domain/brand/brand-file";
import * as t from "../../db/schema";
import { staleRows, syncRows, upsertRows } from "../sync-rows";
import type { BranchIds, BrandWrite } from "./brand-write";

/** The branches (suppliers), matched on their slug, in the file's order; returns each one's id by slug. */
export async function syncBranches({ tx, instanceId, brand }: BrandWrite): Promise<BranchIds> {
  const ids = await syncRows(
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
  return new Map(brand.branches.map((b, i) => [b.slug, ids[i]]));
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
 * bookings stay readable and re-listing it revives the same zone. Returns how many the file lists.
 */
export async function syncBookingZones({ tx, instanceId, brand }: BrandWrite, branchIds: BranchIds): Promise<number> {
  const rows = brand.branches.flatMap((b) =>
    (b.booking?.zones ?? []).map((zone, position) => ({ instanceId, supplierId: branchIds.get(b.slug)!, key: zone.key, name: zone.name, covers: zone.covers, active: true, position })),
  );
  const ids = await upsertRows(tx, t.bookingZones, rows, [t.bookingZones.instanceId, t.bookingZones.supplierId, t.bookingZones.key]);
  await tx.update(t.bookingZones).set({ active: false }).where(staleRows(t.bookingZones, instanceId, ids));
  return rows.length;
}
