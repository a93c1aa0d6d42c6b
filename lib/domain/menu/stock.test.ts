import { available, checkAdd, comboStock, sellableStock, stockDraws } from "./stock";

describe("available (product §5 stock limit)", () => {
  it("is what is left after the cart", () => {
    expect(available(5, 2)).toBe(3);
    expect(available(5, 0)).toBe(5);
  });

  it("is Infinity when the product is not stock-limited", () => {
    expect(available(null, 100)).toBe(Infinity);
  });

  it("is never negative, even when stock fell below what is in the cart", () => {
    expect(available(2, 5)).toBe(0);
    expect(available(0, 0)).toBe(0);
  });
});

describe("checkAdd (product §8 stock unavailable, smaller quantity suggested)", () => {
  const product = (stock: number | null) => ({ stock, is_combo: false });

  it("accepts up to exactly what is left", () => {
    expect(checkAdd(product(5), 2, 3)).toEqual({ ok: true });
  });

  it("refuses more than is left and suggests what can still be added", () => {
    expect(checkAdd(product(5), 2, 4)).toEqual({ ok: false, code: "stock_unavailable", suggested: 3 });
  });

  it("suggests 0 when nothing can be added", () => {
    expect(checkAdd(product(3), 3, 1)).toEqual({ ok: false, code: "stock_unavailable", suggested: 0 });
    expect(checkAdd(product(0), 0, 1)).toEqual({ ok: false, code: "stock_unavailable", suggested: 0 });
  });

  it("always accepts an unlimited product", () => {
    expect(checkAdd(product(null), 1000, 1000)).toEqual({ ok: true });
  });

  it("refuses a combo with the combo's own code (product §8 combo stock unavailable), with the same suggestion", () => {
    expect(checkAdd({ stock: 4, is_combo: true }, 1, 3)).toEqual({ ok: true });
    expect(checkAdd({ stock: 4, is_combo: true }, 1, 4)).toEqual({ ok: false, code: "combo_stock_unavailable", suggested: 3 });
    expect(checkAdd({ stock: 4, is_combo: true }, 4, 1)).toEqual({ ok: false, code: "combo_stock_unavailable", suggested: 0 });
  });
});

describe("comboStock", () => {
  const sold = (stock: number | null, quantity: number) => ({ productSupplierId: 1, stock, quantity });

  it("is decided by the scarcest component", () => {
    // 7 burgers at 1 per combo → 7; 9 sodas at 2 per combo → 4; fries unlimited
    expect(comboStock([sold(7, 1), sold(9, 2), sold(null, 1)])).toBe(4);
  });

  it("rounds down partial combos", () => {
    expect(comboStock([sold(5, 3)])).toBe(1);
    expect(comboStock([sold(2, 3)])).toBe(0);
  });

  it("is null when every component is unlimited", () => {
    expect(comboStock([sold(null, 1), sold(null, 2)])).toBeNull();
    expect(comboStock([])).toBeNull();
  });

  it("is 0 when the branch does not sell a component, however much of the others is left", () => {
    expect(comboStock([sold(null, 1), { productSupplierId: null, stock: null, quantity: 1 }])).toBe(0);
  });
});

describe("sellableStock (what the menu shows)", () => {
  it("is the product's own stock when it is not a combo", () => {
    expect(sellableStock(3)).toBe(3);
    expect(sellableStock(null)).toBeNull();
  });

  it("is the scarcer of a combo's own stock and what its components allow", () => {
    const components = [{ productSupplierId: 1, stock: 9, quantity: 2 }];
    expect(sellableStock(2, components)).toBe(2);
    expect(sellableStock(6, components)).toBe(4);
    expect(sellableStock(null, components)).toBe(4);
    expect(sellableStock(6, [{ productSupplierId: 1, stock: null, quantity: 2 }])).toBe(6);
  });
});

describe("stockDraws (what an order takes from limited stock)", () => {
  const burger = { productSupplierId: 20, stock: 5, quantity: 1 };
  const fries = { productSupplierId: 21, stock: 8, quantity: 2 };
  const sauce = { productSupplierId: 22, stock: null, quantity: 1 };
  // the combo is product 100, sold as 30; product 200 (sold as 20) is the single burger
  const components = new Map([[100, [burger, fries, sauce]]]);
  const combo = (quantity: number, stock: number | null = null) => ({ productSupplierId: 30, productId: 100, quantity, stock });
  const single = (productSupplierId: number, quantity: number, stock: number | null) => ({ productSupplierId, productId: productSupplierId + 180, quantity, stock });

  it("takes a single product's units from its own stock, only when limited, one draw per product", () => {
    expect(stockDraws([single(21, 2, 8), single(20, 1, 5), single(20, 2, 5), single(40, 9, null)], components)).toEqual({
      ok: true,
      draws: [
        { productSupplierId: 20, quantity: 3, combo: null },
        { productSupplierId: 21, quantity: 2, combo: null },
      ],
    });
  });

  it("takes a combo's components times the combos, with the single units of the same product, blaming the combo", () => {
    expect(stockDraws([single(20, 1, 5), combo(2)], components)).toEqual({
      ok: true,
      draws: [
        { productSupplierId: 20, quantity: 3, combo: 30 },
        { productSupplierId: 21, quantity: 4, combo: 30 },
      ],
    });
  });

  it("takes a combo's own limited stock too", () => {
    expect(stockDraws([combo(2, 3)], components)).toMatchObject({ ok: true, draws: expect.arrayContaining([{ productSupplierId: 30, quantity: 2, combo: 30 }]) });
  });

  it("refuses a combo whose component the branch does not sell", () => {
    const gone = new Map([[100, [burger, { productSupplierId: null, stock: null, quantity: 1 }]]]);
    expect(stockDraws([single(20, 1, 5), combo(1)], gone)).toEqual({ ok: false, combo: 30 });
  });

  it("takes nothing when nothing is limited", () => {
    expect(stockDraws([single(40, 1, null)], components)).toEqual({ ok: true, draws: [] });
  });
});
