import { menuProduct } from "@/tests/factories/menu";
import { oneTapOffers, upsellingProducts } from "./upselling";

const lemonade = menuProduct({ id: 20, product_id: 2, label: "Limonada" });
const flan = menuProduct({ id: 30, product_id: 3, label: "Flan" });

describe("upsellingProducts", () => {
  it("answers each row's product as the branch sells it, with its trigger, in the rows' order", () => {
    const offers = upsellingProducts([lemonade, flan], [
      { productId: 3, trigger: "checkout" },
      { productId: 2, trigger: "add-products" },
    ]);
    expect(offers).toEqual([
      { ...flan, trigger: "checkout" },
      { ...lemonade, trigger: "add-products" },
    ]);
  });

  it("leaves out products the menu does not hold and shows a product once per trigger", () => {
    const offers = upsellingProducts([lemonade], [
      { productId: 9, trigger: "add-products" },
      { productId: 2, trigger: "add-products" },
      { productId: 2, trigger: "add-products" },
      { productId: 2, trigger: "checkout" },
    ]);
    expect(offers.map((o) => [o.id, o.trigger])).toEqual([
      [20, "add-products"],
      [20, "checkout"],
    ]);
  });
});

describe("oneTapOffers", () => {
  const withOptions = menuProduct({ id: 40, option_groups: [{ id: 1, label: "Salsa", min: 1, max: 1, required: true, options: [] }] });
  const soldOut = menuProduct({ id: 50, stock: 0 });
  const beer = menuProduct({ id: 60, is_alcoholic: true });

  it("keeps only what one tap can add: no options, in stock, not excluded", () => {
    expect(oneTapOffers([lemonade, withOptions, soldOut, flan], [30], false)).toEqual([lemonade]);
  });

  it("offers alcohol only once the diner's age is confirmed", () => {
    expect(oneTapOffers([beer, lemonade], [], false)).toEqual([lemonade]);
    expect(oneTapOffers([beer, lemonade], [], true)).toEqual([beer, lemonade]);
  });

  it("offers three at most", () => {
    const many = [1, 2, 3, 4].map((id) => menuProduct({ id }));
    expect(oneTapOffers(many, [], false).map((p) => p.id)).toEqual([1, 2, 3]);
  });
});
