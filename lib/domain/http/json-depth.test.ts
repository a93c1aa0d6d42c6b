import { MAX_JSON_DEPTH, nestedDeeperThan } from "./json-depth";

const nested = (levels: number): unknown => JSON.parse(`${"[".repeat(levels)}${"]".repeat(levels)}`);

describe("nestedDeeperThan", () => {
  it("counts each array and object as a level, scalars as none", () => {
    expect(nestedDeeperThan(1, 0)).toBe(false);
    expect(nestedDeeperThan("x", 0)).toBe(false);
    expect(nestedDeeperThan(null, 0)).toBe(false);
    expect(nestedDeeperThan([], 0)).toBe(true);
    expect(nestedDeeperThan({ a: [1, { b: 2 }] }, 3)).toBe(false);
    expect(nestedDeeperThan({ a: [1, { b: {} }] }, 3)).toBe(true);
  });

  it("finds the deep branch beside shallow ones", () => {
    expect(nestedDeeperThan({ a: 1, b: [], c: { d: { e: { f: [] } } } }, 4)).toBe(true);
  });

  it("walks 20,000 levels without running out of stack", () => {
    expect(nestedDeeperThan(nested(20_000), MAX_JSON_DEPTH)).toBe(true);
    expect(nestedDeeperThan(nested(MAX_JSON_DEPTH), MAX_JSON_DEPTH)).toBe(false);
    expect(nestedDeeperThan(nested(MAX_JSON_DEPTH + 1), MAX_JSON_DEPTH)).toBe(true);
  });
});
