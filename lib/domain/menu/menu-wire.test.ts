import { menuProduct } from "@/tests/factories/menu";
import type { MenuPayload } from "./menu";
import { menuFromWire, menuToWire } from "./menu-wire";

describe("the menu on the wire (product §7)", () => {
  const menu: MenuPayload = {
    menu: {
      products: [
        menuProduct(
          {
            id: 62,
            price: 89.5,
            promo: 79.99,
            option_groups: [{ id: 7, label: "Extras", min: 0, max: 2, required: false, options: [{ id: 70, label: "Queso", price: 12.5 }, { id: 71, label: "Tocino", price: 0 }] }],
          },
          "MXN",
        ),
      ],
      categories: [{ id: 1, label: "Tacos", image: null, parent_id: null }],
    },
    content_home: [],
    upselling_products: [62],
    master_product_ids: [],
    currency: "MXN",
    lang: "es",
  };

  it("carries price, promo and option prices in major units, everything else as it is", () => {
    const wire = menuToWire(menu);
    expect(wire.menu.products[0]).toMatchObject({ id: 62, price: 89.5, promo: 79.99, option_groups: [{ options: [{ price: 12.5 }, { price: 0 }] }] });
    expect({ ...wire, menu: { ...wire.menu, products: [] } }).toEqual({ ...menu, menu: { ...menu.menu, products: [] } });
    expect(menu.menu.products[0]).toMatchObject({ price: 8950, promo: 7999 });
  });

  it("reads back to the same minor units", () => {
    expect(menuFromWire(menuToWire(menu))).toEqual(menu);
    expect(menuFromWire(JSON.parse(JSON.stringify(menuToWire(menu))))).toEqual(menu);
  });

  it("keeps a product without promotion without one", () => {
    const plain = { ...menu, menu: { ...menu.menu, products: menu.menu.products.map((product) => ({ ...product, promo: null })) } };
    expect(menuToWire(plain).menu.products.map((product) => product.promo)).toEqual([null]);
  });
});
