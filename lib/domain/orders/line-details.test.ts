import { briefLines, cartLineDetails, orderLineDetails } from "./line-details";
import type { CartLine } from "../cart/cart";
import { minor } from "../money/minor";

const punta: CartLine = {
  key: "7|1:10|2:20,21",
  productSupplierId: 7,
  productId: 70,
  label: "Punta de anca",
  image: null,
  unitPrice: minor(49_000),
  options: [
    { groupId: 1, optionId: 10, label: "Término medio", price: minor(0) },
    { groupId: 2, optionId: 20, label: "Papa criolla", price: minor(0) },
    { groupId: 2, optionId: 21, label: "Guacamole", price: minor(3_000) },
  ],
  quantity: 2,
  isAlcoholic: false,
  stock: null,
};

describe("cartLineDetails", () => {
  it("names every option chosen and prices the options once per unit", () => {
    expect(cartLineDetails([punta])).toEqual([{ key: punta.key, quantity: 2, label: "Punta de anca", options: ["Término medio", "Papa criolla", "Guacamole"], total: 104_000 }]);
  });

  it("keeps a line without options bare", () => {
    const arepa = { ...punta, key: "8", label: "Arepa", options: [], unitPrice: minor(9_000), quantity: 1 };
    expect(cartLineDetails([arepa])[0]).toMatchObject({ options: [], total: 9_000 });
  });
});

describe("orderLineDetails", () => {
  it("keeps two lines of the same product with other options apart", () => {
    const line = { product_supplier_id: 7, label: "Punta de anca", unit_price: minor(49_000), quantity: 1, total: minor(49_000) };
    const details = orderLineDetails([
      { ...line, options: ["Término medio"] },
      { ...line, options: ["Bien asada"] },
    ]);
    expect(details.map((d) => d.options)).toEqual([["Término medio"], ["Bien asada"]]);
    expect(new Set(details.map((d) => d.key)).size).toBe(2);
  });
});

describe("briefLines", () => {
  const lines = cartLineDetails([punta, { ...punta, key: "a" }, { ...punta, key: "b" }, { ...punta, key: "c" }]);

  it("shows the first lines whole and counts the rest", () => {
    const brief = briefLines(lines, 2);
    expect(brief.shown.map((l) => l.key)).toEqual([punta.key, "a"]);
    expect(brief.more).toBe(2);
  });

  it("shows every line when they fit", () => {
    expect(briefLines(lines, 5)).toEqual({ shown: lines, more: 0 });
  });
});
