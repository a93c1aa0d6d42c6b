import { screenService } from "./branch-screens";

describe("screenService", () => {
  it("keeps the diner's service when the screen offers it", () => {
    expect(screenService("on_table", "room_service")).toBe("room_service");
  });

  it("uses the screen's own service when the diner chose another one", () => {
    expect(screenService("take_away", "delivery")).toBe("take_away");
    expect(screenService("book", null)).toBe("book");
  });

  it("orders nothing from the information screens", () => {
    expect(screenService("offices", "delivery")).toBeNull();
  });
});
