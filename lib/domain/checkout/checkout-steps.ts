import { isDeliveryService, type ServiceKey } from "../brand/services";

/**
 * The precheckout in steps: who orders, where it goes (or where to pick it up, or which table),
 * how it is paid, then a review with the terms and the one button that places the order.
 */
export const CHECKOUT_STEPS = ["contact", "details", "payment", "review"] as const;
export type CheckoutStep = (typeof CHECKOUT_STEPS)[number];

/** The step a URL's `step` parameter names; anything else starts at the first one. */
export function stepFromQuery(value: string | null | undefined): CheckoutStep {
  return CHECKOUT_STEPS.find((step) => step === value) ?? CHECKOUT_STEPS[0];
}

export function stepIndex(step: CheckoutStep): number {
  return CHECKOUT_STEPS.indexOf(step);
}

export function nextStep(step: CheckoutStep): CheckoutStep {
  return CHECKOUT_STEPS[stepIndex(step) + 1] ?? step;
}

/**
 * Whether the tip counts in the totals shown at `step`: from the payment step on, where the diner sees and chooses
 * it. Before it the total leaves the tip out, so it never grows by a part the diner has not been shown.
 */
export function tipShownAt(step: CheckoutStep): boolean {
  return stepIndex(step) >= stepIndex("payment");
}

export function isLastStep(step: CheckoutStep): boolean {
  return stepIndex(step) === CHECKOUT_STEPS.length - 1;
}

/** The step that asks for a form field (a path of the precheckout form, or of a server's refusal). */
export function stepOfField(path: string): CheckoutStep {
  if (path.startsWith("contact.") || path === "contact") return "contact";
  if (path.startsWith("schedule") || path === "comments" || path === "packed" || path === "cutlery" || path.startsWith("address")) return "details";
  if (path === "payment_method" || path === "receipt" || path === "coupon_code" || path === "tip") return "payment";
  return "review";
}

const CONTACT_FIELDS = ["contact.name", "contact.phone", "contact.email", "contact.document_type", "contact.document_number"];

/**
 * The fields a step checks before the diner moves on (each by its own path: react-hook-form keeps a group's
 * error as checked at the group, over what a field checks later); a scheduled order's slot is in its details.
 */
export function fieldsOfStep(step: CheckoutStep, scheduled: boolean): string[] {
  switch (step) {
    case "contact":
      return CONTACT_FIELDS;
    case "details":
      return scheduled ? ["schedule.date", "schedule.time", "comments"] : ["comments"];
    case "payment":
      return ["payment_method"];
    case "review":
      return ["terms_accepted"];
  }
}

/** The earliest step among some invalid fields: where the diner is sent to fix them; null when none is. */
export function firstStepOf(paths: readonly string[]): CheckoutStep | null {
  const steps = paths.map(stepOfField);
  return CHECKOUT_STEPS.find((step) => steps.includes(step)) ?? null;
}

/** What the details step is about for a service: an address, a pickup counter, a table or a room. */
export type DetailsKind = "delivery" | "schedule" | "pickup" | "table" | "room";

export function detailsKind(service: ServiceKey): DetailsKind {
  if (service === "schedule") return "schedule";
  if (isDeliveryService(service)) return "delivery";
  if (service === "take_away" || service === "grab_and_go") return "pickup";
  if (service === "room_service") return "room";
  return "table";
}
