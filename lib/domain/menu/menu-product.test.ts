import { menuProduct } from "@/tests/factories/menu";
import { cartLineFor } from "./menu-product";

// As the menu API answers it in MXN: 89.50, options 12.50 and 20.
const product = menuProduct(
  {
    id: 62,
    product_id: 34,
    label: "Hamburguesa",
    price: 89.5,
    stock: 4,
    option_groups: [{ id: 7, label: "Extras", min: 0, max: 2, required: false, options: [{ id: 70, label: "Queso", price: 12.5 }, { id: 71, label: "Tocino", price: 20 }] }],
  },
  "MXN",
);

describe("menu product → cart", () => {
  it("prices options in minor units of the currency", () => {
    expect(product.option_groups.flatMap((group) => group.options.map((o) => o.price))).toEqual([1250, 2000]);
  });

  it("builds the line with the chosen options, its key and stock", () => {
    expect(cartLineFor(product, { 7: [71, 70] }, 2)).toMatchObject({
      key: "62|7:70,71",
      unitPrice: 8950,
      quantity: 2,
      stock: 4,
      options: [
        { optionId: 70, label: "Queso", price: 1250 },
        { optionId: 71, label: "Tocino", price: 2000 },
      ],
    });
  });
});
