import { fitsParty, seatableToday, seatChoices, seatRefusal, tableInZone, type BranchTable } from "./table-seating";

const table = (code: string, zone: string | null, seats: number | null, free = true): BranchTable => ({ code, zone, seats, free });
const terraza = { key: "terraza", name: { es: "Terraza", en: "Terrace" } };

describe("seatRefusal", () => {
  it("refuses a table another party holds, then one that seats fewer than the party", () => {
    expect(seatRefusal(table("1", null, 4, false), 2)).toBe("table_taken");
    expect(seatRefusal(table("1", null, 4), 5)).toBe("table_too_small");
    expect(seatRefusal(table("1", null, 4), 4)).toBeNull();
    expect(seatRefusal(table("1", null, null), 12)).toBeNull();
    expect(fitsParty({ seats: 2 }, 3)).toBe(false);
  });
});

describe("tableInZone", () => {
  it("matches a table's zone to a booking zone by its key or any of its names, whatever the case and accents", () => {
    expect(tableInZone("Terraza", terraza)).toBe(true);
    expect(tableInZone(" TERRACE", terraza)).toBe(true);
    expect(tableInZone("terraza", { key: "t1", name: "Terraza" })).toBe(true);
    expect(tableInZone("Salón", { key: "salon", name: { es: "Salón principal" } })).toBe(true);
    expect(tableInZone("Salón", terraza)).toBe(false);
    expect(tableInZone(null, terraza)).toBe(false);
  });
});

describe("seatChoices", () => {
  it("offers the free tables that fit, the booking zone's first and snuggest first, the other zones after", () => {
    const tables = [table("1", "Salón", 4), table("2", "Terraza", 6), table("3", "Terraza", 4), table("4", "Terraza", 4, false), table("5", "Terraza", 2), table("6", "Salón", null)];
    const { inZone, elsewhere } = seatChoices(tables, { persons: 3, zone: terraza });
    expect(inZone.map((t) => t.code)).toEqual(["3", "2"]);
    expect(elsewhere.map((t) => t.code)).toEqual(["1", "6"]);
  });
});

describe("seatableToday", () => {
  it("seats a booking on its own day only", () => {
    expect(seatableToday({ date: "2026-12-06" }, "2026-12-06")).toBe(true);
    expect(seatableToday({ date: "2026-12-07" }, "2026-12-06")).toBe(false);
  });
});
