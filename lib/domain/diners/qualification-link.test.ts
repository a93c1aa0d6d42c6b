import { qualificationOrderId, qualificationTarget } from "./qualification-link";

const orders = [
  { id: 41, token: "tok-41", supplierSlug: "chapinero" },
  { id: 42, token: "tok-42", supplierSlug: "usaquen" },
];

describe("?qualification on arrival (product §2)", () => {
  it("reads the order the link names", () => {
    expect(qualificationOrderId("?qualification=42")).toBe(42);
    expect(qualificationOrderId("?lang=en&qualification=%2042%20")).toBe(42);
    expect(qualificationOrderId("?qualification")).toBeNull();
    expect(qualificationOrderId("?qualification=0")).toBeNull();
    expect(qualificationOrderId("?qualification=abc")).toBeNull();
    expect(qualificationOrderId("")).toBeNull();
  });

  it("sends a link that lands on the landing or a menu to the device's order it names", () => {
    expect(qualificationTarget("/", "?qualification=42", orders)).toEqual(orders[1]);
    expect(qualificationTarget("/chapinero", "?service=delivery&qualification=41", orders)).toEqual(orders[0]);
  });

  it("leaves it to the pages that open the rating themselves, and to nobody for an order this device never placed", () => {
    expect(qualificationTarget("/usaquen/order/42", "?token=tok-42&qualification=42", orders)).toBeNull();
    expect(qualificationTarget("/usaquen/checkout/42", "?qualification=42", orders)).toBeNull();
    expect(qualificationTarget("/ratecluvi/42/tok-42", "?qualification=42", orders)).toBeNull();
    expect(qualificationTarget("/", "?qualification=99", orders)).toBeNull();
    expect(qualificationTarget("/", "", orders)).toBeNull();
  });
});
