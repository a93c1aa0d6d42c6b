import { isDeliveryService, type ServiceKey } from "../brand/services";

/**
 * The precheckout in steps: who orders, where it goes (or where to pick it up, or when), how it is paid, then a
 * review with the terms and the one button that places the order. An order to a table or a room has nothing to
 * ask about where it goes (the scanned code says it): it skips the details step, and the review takes its notes.
 */
export const CHECKOUT_STEPS = ["contact", "details", "payment", "review"] as const;
export type CheckoutStep = (typeof CHECKOUT_STEPS)[number];
const WITHOUT_DETAILS: readonly CheckoutStep[] = ["contact", "payment", "review"];

/** The steps of a checkout whose details are about `kind`. */
export function stepsFor(kind: DetailsKind): readonly CheckoutStep[] {
  return kind === "table" || kind === "room" ? WITHOUT_DETAILS : CHECKOUT_STEPS;
}

/** Where `step`'s fields are asked among `steps`: at that step, or at the review when the checkout skips it. */
export function stepIn(step: CheckoutStep, steps: readonly CheckoutStep[]): CheckoutStep {
  return steps.includes(step) ? step : "review";
}

/** The step a URL's `step` parameter names; anything else starts at the first one. */
export function stepFromQuery(value: string | null | undefined, steps: readonly CheckoutStep[]): CheckoutStep {
  return steps.find((step) => step === value) ?? steps[0]!;
}

/** A step's place in the full order of steps: which of two comes first, whatever a checkout skips. */
export function stepIndex(step: CheckoutStep): number {
  return CHECKOUT_STEPS.indexOf(step);
}

export function nextStep(step: CheckoutStep, steps: readonly CheckoutStep[]): CheckoutStep {
  return steps[steps.indexOf(step) + 1] ?? step;
}

/**
 * Whether the tip counts in the totals shown at `step`: from the payment step on, where the diner sees and chooses
 * it. Before it the total leaves the tip out, so it never grows by a part the diner has not been shown.
 */
export function tipShownAt(step: CheckoutStep): boolean {
  return stepIndex(step) >= stepIndex("payment");
}

export function isLastStep(step: CheckoutStep): boolean {
  return step === "review";
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
 * error as checked at the group, over what a field checks later); a scheduled order's slot is in its details, and
 * the notes are in the review of a checkout without details.
 */
export function fieldsOfStep(step: CheckoutStep, scheduled: boolean, steps: readonly CheckoutStep[]): string[] {
  switch (step) {
    case "contact":
      return CONTACT_FIELDS;
    case "details":
      return scheduled ? ["schedule.date", "schedule.time", "comments"] : ["comments"];
    case "payment":
      return ["payment_method"];
    case "review":
      return steps.includes("details") ? ["terms_accepted"] : ["comments", "terms_accepted"];
  }
}

/** The earliest step among some invalid fields: where the diner is sent to fix them; null when none is. */
export function firstStepOf(paths: readonly string[], steps: readonly CheckoutStep[]): CheckoutStep | null {
  const asked = paths.map((path) => stepIn(stepOfField(path), steps));
  return steps.find((step) => asked.includes(step)) ?? null;
}

/**
 * Where a diner who arrives at the checkout starts, given the fields still invalid in what the device and the
 * profile already know: at the contact while it has a gap, else at the first step after it with something to
 * choose (the details where there are any, else the payment: how they pay and the tip are always shown before the
 * review). A known diner at a table goes straight to paying.
 */
export function landingStep(invalidPaths: readonly string[], steps: readonly CheckoutStep[]): CheckoutStep {
  const firstChoice = nextStep("contact", steps);
  const gap = firstStepOf(invalidPaths, steps);
  return gap && stepIndex(gap) < stepIndex(firstChoice) ? gap : firstChoice;
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
