import { acceptedPaymentMethods, checkoutBodySchema } from "./checkout-body";

const body = {
  supplier: "centro",
  service: "take_away",
  lines: [{ product_supplier_id: 3, quantity: 2, options: { "5": [50] }, price: 1 }],
  contact: { name: "Ana Pérez", phone: "3001234567", email: "ana@example.co", document_type: "cc", document_number: "1020304050" },
  payment_method: "cash_or_dataphone",
  terms_accepted: true,
  total: 1,
};

describe("checkoutBodySchema", () => {
  it("keeps ids, quantities and choices and strips any price the browser adds", () => {
    const parsed = checkoutBodySchema("CO").parse(body);
    expect(parsed.lines[0]).toEqual({ product_supplier_id: 3, quantity: 2, options: { "5": [50] } });
    expect(parsed).not.toHaveProperty("total");
  });

  it("requires accepted terms and a valid contact for the brand's country", () => {
    const result = checkoutBodySchema("CO").safeParse({ ...body, terms_accepted: false, contact: { ...body.contact, phone: "123" } });
    expect(result.success).toBe(false);
    const paths = result.error!.issues.map((i) => i.path.join("."));
    expect(paths).toEqual(expect.arrayContaining(["terms_accepted", "contact.phone"]));
  });
});

describe("acceptedPaymentMethods", () => {
  it("offers online methods only where the branch takes online payment for the service", () => {
    expect(acceptedPaymentMethods({ delivery: true }, "delivery")).toEqual(["card", "pse", "nequi", "cash_or_dataphone", "payment_on_delivery", "payment_receipt"]);
    expect(acceptedPaymentMethods({ delivery: true }, "take_away")).toEqual(["cash_or_dataphone", "payment_receipt"]);
  });

  it("offers charge to room in a hotel room only (product §1)", () => {
    expect(acceptedPaymentMethods({}, "room_service")).toContain("room_charge");
    for (const service of ["on_table", "delivery", "take_away", "cinema"] as const) expect(acceptedPaymentMethods({}, service)).not.toContain("room_charge");
  });
});
