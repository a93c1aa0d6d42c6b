import { MAX_STOCK, parseStockInput, withOptionChange, withProductChange, type AvailabilityProductWire } from "./menu-availability";
import { productAvailabilityBody } from "./menu-availability-bodies";

const product = (id: number, optionIds: number[] = []): AvailabilityProductWire => ({
  id,
  label: `product ${id}`,
  category: "Platos",
  stock: null,
  sold_out: false,
  option_groups: optionIds.length ? [{ id: id * 10, label: "Salsa", options: optionIds.map((option) => ({ id: option, label: `option ${option}`, sold_out: false })) }] : [],
});

describe("parseStockInput (the console's units-left field)", () => {
  it("reads empty as unlimited and a whole number as itself", () => {
    expect(parseStockInput("  ")).toBeNull();
    expect(parseStockInput("0")).toBe(0);
    expect(parseStockInput(" 12 ")).toBe(12);
    expect(parseStockInput(String(MAX_STOCK))).toBe(MAX_STOCK);
  });

  it("refuses what is not a whole count within the limit", () => {
    for (const text of ["-1", "1.5", "1,5", "doce", "1e3", String(MAX_STOCK + 1)]) expect(parseStockInput(text)).toBe("invalid");
  });
});

describe("productAvailabilityBody (PATCH /api/v1/operator/menu/products/{id})", () => {
  it("takes a sold-out mark, a stock or both, and nothing else", () => {
    expect(productAvailabilityBody.safeParse({ sold_out: true }).success).toBe(true);
    expect(productAvailabilityBody.safeParse({ stock: null }).success).toBe(true);
    expect(productAvailabilityBody.safeParse({}).success).toBe(false);
    expect(productAvailabilityBody.safeParse({ stock: MAX_STOCK + 1 }).success).toBe(false);
  });
});

describe("withProductChange / withOptionChange (the screen after an accepted change)", () => {
  it("changes only the product named", () => {
    const after = withProductChange([product(1), product(2)], 2, { sold_out: true, stock: 4 });
    expect(after.map((p) => [p.sold_out, p.stock])).toEqual([
      [false, null],
      [true, 4],
    ]);
  });

  it("changes only the option named, in the product that has it", () => {
    const before = [product(1, [11, 12]), product(2, [21])];
    const after = withOptionChange(before, 12, true);
    expect(after[0]!.option_groups[0]!.options.map((o) => o.sold_out)).toEqual([false, true]);
    expect(after[1]).toBe(before[1]);
  });
});
