import { cartLine } from "@/tests/factories/menu";
import { addLine, idsProductsOnCart, itemCount, lineCap, lineKey, productQuantity, removeLine, setQuantity, type CartLine } from "./cart";

const line = cartLine;

describe("lineKey", () => {
  it("is the same for the same options in any order", () => {
    expect(lineKey(12, { 2: [21, 20], 1: [10] })).toBe(lineKey(12, { 1: [10], 2: [20, 21] }));
  });

  it("ignores empty groups and duplicate ids", () => {
    expect(lineKey(12, { 1: [10, 10], 3: [] })).toBe(lineKey(12, { 1: [10] }));
    expect(lineKey(12, { 3: [] })).toBe(lineKey(12, {}));
  });

  it("differs for other options or another product", () => {
    expect(lineKey(12, { 1: [10] })).not.toBe(lineKey(12, { 1: [11] }));
    expect(lineKey(12, { 1: [10] })).not.toBe(lineKey(12, { 2: [10] }));
    expect(lineKey(12, {})).not.toBe(lineKey(13, {}));
  });

  it("sorts ids numerically, not as text", () => {
    expect(lineKey(12, { 10: [9, 100], 2: [5] })).toBe("12|2:5|10:9,100");
  });
});

describe("addLine", () => {
  it("appends a new line without changing the input", () => {
    const before: CartLine[] = [];
    const after = addLine(before, line());
    expect(after).toHaveLength(1);
    expect(before).toHaveLength(0);
  });

  it("merges the quantity of a line with the same key", () => {
    const cart = addLine(addLine([], line({ quantity: 2 })), line({ quantity: 3 }));
    expect(cart).toHaveLength(1);
    expect(cart[0]!.quantity).toBe(5);
  });

  it("keeps the same product with other options as a separate line", () => {
    const withSauce = line({ key: lineKey(12, { 1: [11] }), options: [{ groupId: 1, optionId: 11, label: "BBQ", price: 500 }] });
    expect(addLine([line()], withSauce)).toHaveLength(2);
  });

  it("never goes above the product's stock, counting its other lines", () => {
    const plain = line({ quantity: 2, stock: 5 });
    const withSauce = line({ key: lineKey(12, { 1: [11] }), quantity: 10, stock: 5 });
    const cart = addLine([plain], withSauce);
    expect(cart.find((l) => l.key === withSauce.key)?.quantity).toBe(3);
    expect(addLine(cart, line({ quantity: 1, stock: 5 }))).toEqual(cart);
  });

  it("takes the incoming stock on merge", () => {
    const cart = addLine([line({ quantity: 1, stock: 9 })], line({ quantity: 1, stock: 4 }));
    expect(cart[0]).toMatchObject({ quantity: 2, stock: 4 });
  });
});

describe("lineCap", () => {
  it("is the product's stock less what its other lines take, and unlimited without stock", () => {
    const twoLines = [line({ quantity: 2, stock: 6 }), line({ key: lineKey(12, { 1: [11] }), quantity: 1, stock: 6 })];
    expect(lineCap(twoLines, twoLines[0]!)).toBe(5);
    expect(lineCap(twoLines, twoLines[1]!)).toBe(4);
    expect(lineCap([line({ quantity: 3 })], line({ quantity: 3 }))).toBe(Infinity);
  });
});

describe("setQuantity", () => {
  const cart = [line({ quantity: 2, stock: 6 }), line({ productSupplierId: 13, key: lineKey(13, {}) })];

  it("sets the quantity of one line, immutably", () => {
    const next = setQuantity(cart, cart[0]!.key, 4);
    expect(next[0]!.quantity).toBe(4);
    expect(cart[0]!.quantity).toBe(2);
  });

  it("removes the line at 0 or below", () => {
    expect(setQuantity(cart, cart[0]!.key, 0).map((l) => l.productSupplierId)).toEqual([13]);
    expect(setQuantity(cart, cart[0]!.key, -1).map((l) => l.productSupplierId)).toEqual([13]);
  });

  it("never goes above the line's stock", () => {
    expect(setQuantity(cart, cart[0]!.key, 50)[0]!.quantity).toBe(6);
  });

  it("leaves room for the product's other lines", () => {
    const twoLines = [line({ quantity: 2, stock: 6 }), line({ key: lineKey(12, { 1: [11] }), quantity: 1, stock: 6 })];
    expect(setQuantity(twoLines, twoLines[0]!.key, 50)[0]!.quantity).toBe(5);
  });

  it("is unlimited when stock is null", () => {
    expect(setQuantity(cart, cart[1]!.key, 500)[1]!.quantity).toBe(500);
  });

  it("leaves the cart as it was for an unknown key", () => {
    expect(setQuantity(cart, "nope", 3)).toEqual(cart);
  });
});

describe("removeLine", () => {
  it("removes only that line", () => {
    const cart = [line(), line({ productSupplierId: 13, key: lineKey(13, {}) })];
    expect(removeLine(cart, cart[0]!.key)).toEqual([cart[1]]);
    expect(cart).toHaveLength(2);
  });
});

describe("idsProductsOnCart (product §3) and itemCount", () => {
  const cart = [
    line({ quantity: 2 }),
    line({ key: lineKey(12, { 1: [11] }), quantity: 1 }),
    line({ productSupplierId: 13, key: lineKey(13, {}), quantity: 4 }),
  ];

  it("lists each product_supplier id once", () => {
    expect(idsProductsOnCart(cart)).toEqual([12, 13]);
    expect(idsProductsOnCart([])).toEqual([]);
  });

  it("counts units, not lines", () => {
    expect(itemCount(cart)).toBe(7);
    expect(itemCount([])).toBe(0);
  });

  it("counts one product's units across its lines", () => {
    expect(productQuantity(cart, 12)).toBe(3);
    expect(productQuantity(cart, 12, cart[0]!.key)).toBe(1);
  });
});
