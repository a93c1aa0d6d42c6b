/** A diner's contact that every precheckout schema accepts (a Colombian mobile, cédula). */
export const CONTACT = { name: "Ana Pérez", phone: "300 123 4567", email: "ana@example.co", document_type: "cc", document_number: "1020304050" };

/** What the precheckout form submits for a card payment now, valid unless `over` says otherwise. */
export function precheckoutValues(over: Record<string, unknown> = {}) {
  return {
    contact: CONTACT,
    payment_method: "card",
    schedule: { date: "", time: "" },
    comments: "",
    packed: false,
    cutlery: false,
    terms_accepted: true,
    ...over,
  };
}
