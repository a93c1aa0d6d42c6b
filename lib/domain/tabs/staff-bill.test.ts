import { operatorTabBodySchema } from "./tab-bodies";
import { checkStaffBill, isStaffBillKind } from "./staff-bill";

const line = (label: string, quantity: string, price: string) => ({ label, quantity, price });

describe("checkStaffBill", () => {
  it("turns the typed lines into the API's body in major units and totals them in minor units", () => {
    const checked = checkStaffBill([line(" Almuerzo ejecutivo ", "2", "25000"), line("Limonada", "1", "6500")], "COP");
    expect(checked).toEqual({ ok: true, lines: [{ label: "Almuerzo ejecutivo", quantity: 2, unit_price: 25000 }, { label: "Limonada", quantity: 1, unit_price: 6500 }], total: 56500 });
    // what the form sends is what the API accepts (the console's shape of the body)
    if (checked.ok) expect(operatorTabBodySchema.safeParse({ supplier: "centro", place: { kind: "table", code: "8" }, lines: checked.lines }).success).toBe(true);
  });

  it("reads a comma as the decimal point where the currency has cents, and refuses cents it does not have", () => {
    expect(checkStaffBill([line("Tacos", "3", "89,50")], "MXN")).toMatchObject({ ok: true, lines: [{ unit_price: 89.5 }], total: 26850 });
    expect(checkStaffBill([line("Arepa", "1", "12000,5")], "COP")).toEqual({ ok: false, errors: [{ price: "price" }] });
  });

  it("says which field of which line is wrong: no name, a quantity outside 1–99 or not whole, no price or not positive", () => {
    const checked = checkStaffBill([line("Café", "1", "4000"), line("  ", "0", ""), line("Pan", "1.5", "-2"), line("Jugo", "100", "abc")], "COP");
    expect(checked).toEqual({ ok: false, errors: [{}, { label: "required", quantity: "quantity", price: "price" }, { quantity: "quantity", price: "price" }, { quantity: "quantity", price: "price" }] });
  });

  it("refuses a bill without lines", () => {
    expect(checkStaffBill([], "COP")).toEqual({ ok: false, errors: [] });
  });
});

describe("isStaffBillKind", () => {
  it("enters bills for tables and rooms by code; a seat is named by its cinema room too", () => {
    expect(["table", "room", "seat"].map((kind) => isStaffBillKind(kind as "table"))).toEqual([true, true, false]);
  });
});
