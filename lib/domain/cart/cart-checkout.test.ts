import { cartLine } from "@/tests/factories/menu";
import { birthDateFor, lineTotal, orderLinesOf } from "./cart-checkout";

const line = cartLine;

describe("lineTotal", () => {
  it("charges the options once per unit", () => {
    const options = [
      { groupId: 1, optionId: 11, label: "BBQ", price: 500 },
      { groupId: 2, optionId: 20, label: "Bacon", price: 2000 },
    ];
    expect(lineTotal(line({ unitPrice: 12000, options, quantity: 3 }))).toBe((12000 + 500 + 2000) * 3);
  });

  it("works in MXN minor units", () => {
    expect(lineTotal(line({ unitPrice: 8950, quantity: 2 }))).toBe(17900);
  });
});

describe("orderLinesOf (what an order or a round sends)", () => {
  it("sends ids, quantities and the options grouped by their group, never a price", () => {
    const lines = [
      cartLine({ productSupplierId: 12, quantity: 2 }),
      cartLine({
        productSupplierId: 14,
        options: [
          { groupId: 1, optionId: 10, label: "Queso", price: 2000 },
          { groupId: 2, optionId: 20, label: "Papas", price: 0 },
          { groupId: 1, optionId: 11, label: "Tocineta", price: 3000 },
        ],
      }),
    ];
    expect(orderLinesOf(lines)).toEqual([
      { product_supplier_id: 12, quantity: 2, options: {} },
      { product_supplier_id: 14, quantity: 1, options: { "1": [10, 11], "2": [20] } },
    ]);
  });
});

describe("birthDateFor (the age gate's date on an order)", () => {
  it("goes only with alcohol", () => {
    expect(birthDateFor([cartLine({ isAlcoholic: true }), cartLine()], "1990-05-01")).toBe("1990-05-01");
    expect(birthDateFor([cartLine()], "1990-05-01")).toBeUndefined();
    expect(birthDateFor([cartLine({ isAlcoholic: true })], null)).toBeUndefined();
  });
});
