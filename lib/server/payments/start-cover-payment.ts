import "server-only";
import { randomBytes } from "node:crypto";
import { and, desc, eq } from "drizzle-orm";
import { bookingInfoPath } from "@/lib/domain/bookings/booking-paths";
import type { Db } from "../db/client";
import { bookings, payments } from "../db/schema";
import { findBooking } from "../dal/bookings";
import type { Gateway } from "./gateway";
import { hostedCheckoutUrl } from "./hosted-checkout";
import { returnUrl, type DinerReturn } from "./web-checkout";

/** The hosted checkout takes the diner's choice of card, PSE or Nequi; card is only where it opens. */
const METHOD = "card";

/**
 * Sends a diner to pay their booking's cover in advance at the gateway, coming back to the booking's
 * page. An attempt still open for the same amount is reused (reloads and prefetches open no second charge); a
 * refused one ends, and the next visit opens a new one. Null when there is nothing to pay: a wrong token, a
 * cover paid at the restaurant or already paid, a canceled booking.
 */
export async function startCoverPayment(db: Db, instanceId: number, id: number, token: string, gateway: Gateway, where: DinerReturn) {
  const booking = await findBooking(instanceId, id, token);
  const cover = booking?.cover;
  if (!booking || !cover?.prepaid || cover.paid || booking.status === "canceled") return null;
  const reference = await db.transaction(async (tx) => {
    await tx.select({ id: bookings.id }).from(bookings).where(and(eq(bookings.instanceId, instanceId), eq(bookings.id, id))).for("update");
    const [open] = await tx
      .select({ reference: payments.reference })
      .from(payments)
      .where(and(eq(payments.instanceId, instanceId), eq(payments.bookingId, id), eq(payments.gateway, gateway.name), eq(payments.status, "pending"), eq(payments.amount, cover.total)))
      .orderBy(desc(payments.id))
      .limit(1);
    if (open) return open.reference;
    const fresh = `b${id}-${randomBytes(9).toString("base64url")}`;
    await tx.insert(payments).values({ instanceId, bookingId: id, gateway: gateway.name, reference: fresh, method: METHOD, amount: cover.total, currency: cover.currency, status: "pending" });
    return fresh;
  });
  return hostedCheckoutUrl(gateway, where, {
    reference,
    amountMinor: cover.total,
    currency: cover.currency,
    method: METHOD,
    redirectUrl: returnUrl(where, bookingInfoPath(id, token)),
    customer: { email: booking.contact.email, fullName: booking.contact.name, phone: booking.contact.phone, legalId: "", legalIdType: "" },
    locale: where.locale,
  });
}
