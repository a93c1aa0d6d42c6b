import { z } from "zod";
import { addressSchema } from "../location/address";
import { contactSchema } from "./contact-form";
import { phoneValid } from "../diners/phone";
import { ONLINE_METHODS, PAYMENT_METHODS, type OnlineMethod, type PaymentMethod } from "../payments/payment-methods";
import { isDeliveryService, SERVICE_KEYS, type ServiceKey } from "../brand/services";
import { couponCodeSchema } from "./coupon-code";
import { COMMENTS_MAX_LENGTH } from "./comments";
import { tipSchema } from "./tip-schema";
import { dbInt } from "../http/db-int";
import { PLACE_TOKEN_PATTERN } from "../tabs/places";


/** The lines of an order or of a table's round: ids, quantities and options only, never a price. */
export const orderLinesSchema = z
  .array(
    z.object({
      product_supplier_id: dbInt.positive(),
      quantity: z.number().int().min(1).max(99),
      options: z.record(z.string().regex(/^\d{1,9}$/), z.array(dbInt.positive()).max(20)).default({}),
    }),
  )
  .min(1)
  .max(100);

/**
 * The checkout call carries only ids, quantities, options and choices. Any price the browser
 * adds is stripped here: the server prices the order from the database.
 */
export function checkoutBodySchema(country: string) {
  return z.object({
    supplier: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/),
    service: z.enum(SERVICE_KEYS),
    lines: orderLinesSchema,
    contact: contactSchema(country, phoneValid),
    payment_method: z.enum(PAYMENT_METHODS),
    tip: tipSchema.optional(),
    polygon_id: dbInt.positive().optional(),
    /** the table, room or seat of an on-table order: its QR token, required where the mode needs one */
    place_token: z.string().regex(PLACE_TOKEN_PATTERN).optional(),
    address: z.optional(addressSchema),
    /** the birth date the age gate took (product §5), which an order with alcohol needs */
    birth_date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/).optional(),
    coupon_code: z.optional(couponCodeSchema),
    /** a scheduled order's slot, on the branch's clock (product §3 schedule_date and schedule_hour) */
    schedule: z
      .object({ date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "validation.required"), time: z.string().regex(/^\d{2}:\d{2}$/, "validation.required") })
      .optional(),
    comments: z.string().trim().max(COMMENTS_MAX_LENGTH, "validation.tooLong").optional(),
    packed: z.boolean().default(false),
    cutlery: z.boolean().default(false),
    terms_accepted: z.literal(true, { error: "validation.termsRequired" }),
    /** the campaign visit that led here (POST /api/v1/acquisitions); one of another brand is dropped, never refused */
    acquisition_id: z.uuid().optional(),
  });
}

export type CheckoutBody = z.infer<ReturnType<typeof checkoutBodySchema>>;

const IN_PERSON: readonly PaymentMethod[] = ["cash_or_dataphone", "payment_on_delivery", "payment_receipt"];

/**
 * The methods a branch takes for a service: in-person methods always (payment on delivery only when it
 * delivers, charge to room only in a room), online ones where the branch has has_{service}_pay (product §3) and the
 * brand's gateway takes them (`online`, lib/domain/payments/gateway-methods.ts).
 */
export function acceptedPaymentMethods(pay: Record<string, boolean>, service: ServiceKey, online: readonly OnlineMethod[] = ONLINE_METHODS): PaymentMethod[] {
  const inPerson: PaymentMethod[] = IN_PERSON.filter((method) => method !== "payment_on_delivery" || isDeliveryService(service));
  // Product §1 "charge to room": a hotel guest adds the order to the room's bill; the hotel confirms it.
  if (service === "room_service") inPerson.push("room_charge");
  return pay[service] ? [...online, ...inPerson] : [...inPerson];
}
