import { showsPlaceNotice, type PlaceLookup } from "./use-place";

const ready: PlaceLookup = { status: "ready", place: { token: "t".repeat(24), kind: "table", code: "7", zone: null, supplierSlug: "chapinero" } };

describe("showsPlaceNotice", () => {
  it("tells the diner when the API gave no answer or the token names nothing, whatever the mode", () => {
    for (const needsPlace of [true, false]) {
      expect(showsPlaceNotice({ status: "failed", retry: () => {} }, needsPlace)).toBe(true);
      expect(showsPlaceNotice({ status: "invalid" }, needsPlace)).toBe(true);
    }
  });

  it("asks for the QR only where the mode orders to a place", () => {
    expect(showsPlaceNotice({ status: "none" }, true)).toBe(true);
    expect(showsPlaceNotice({ status: "none" }, false)).toBe(false);
  });

  it("says nothing while finding out, nor for a known place", () => {
    expect(showsPlaceNotice({ status: "pending" }, true)).toBe(false);
    expect(showsPlaceNotice(ready, true)).toBe(false);
  });
});
