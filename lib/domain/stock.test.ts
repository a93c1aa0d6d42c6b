import { available, checkAdd, checkComboAdd, comboStock } from "./stock";

describe("available (spec §5 stock limit)", () => {
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

describe("checkAdd (spec §8 stock unavailable, smaller quantity suggested)", () => {
  it("accepts up to exactly what is left", () => {
    expect(checkAdd(5, 2, 3)).toEqual({ ok: true });
  });

  it("refuses more than is left and suggests what can still be added", () => {
    expect(checkAdd(5, 2, 4)).toEqual({ ok: false, code: "stock_unavailable", suggested: 3 });
  });

  it("suggests 0 when nothing can be added", () => {
    expect(checkAdd(3, 3, 1)).toEqual({ ok: false, code: "stock_unavailable", suggested: 0 });
    expect(checkAdd(0, 0, 1)).toEqual({ ok: false, code: "stock_unavailable", suggested: 0 });
  });

  it("always accepts an unlimited product", () => {
    expect(checkAdd(null, 1000, 1000)).toEqual({ ok: true });
  });
});

describe("comboStock", () => {
  it("is decided by the scarcest component", () => {
    // 7 burgers at 1 per combo → 7; 9 sodas at 2 per combo → 4; fries unlimited
    expect(comboStock([{ stock: 7, quantity: 1 }, { stock: 9, quantity: 2 }, { stock: null, quantity: 1 }])).toBe(4);
  });

  it("rounds down partial combos", () => {
    expect(comboStock([{ stock: 5, quantity: 3 }])).toBe(1);
    expect(comboStock([{ stock: 2, quantity: 3 }])).toBe(0);
  });

  it("is null when every component is unlimited", () => {
    expect(comboStock([{ stock: null, quantity: 1 }, { stock: null, quantity: 2 }])).toBeNull();
    expect(comboStock([])).toBeNull();
  });
});

describe("checkComboAdd (spec §8 combo stock unavailable)", () => {
  const components = [{ stock: 9, quantity: 2 }, { stock: null, quantity: 1 }];

  it("accepts combos the components still allow", () => {
    expect(checkComboAdd(components, 1, 3)).toEqual({ ok: true });
  });

  it("refuses more combos than the components allow, with its own code and a suggestion", () => {
    expect(checkComboAdd(components, 1, 4)).toEqual({ ok: false, code: "combo_stock_unavailable", suggested: 3 });
    expect(checkComboAdd(components, 4, 1)).toEqual({ ok: false, code: "combo_stock_unavailable", suggested: 0 });
  });

  it("always accepts a combo of unlimited components", () => {
    expect(checkComboAdd([{ stock: null, quantity: 3 }], 50, 50)).toEqual({ ok: true });
  });
});
