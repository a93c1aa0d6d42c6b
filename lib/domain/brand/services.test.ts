import { branchService, isDeliveryService, serviceKeyFromWire, serviceOnWire } from "./services";

describe("services (product §4)", () => {
  it("puts room service and scheduled delivery on the wire as subservices", () => {
    expect(serviceOnWire("room_service")).toEqual({ service: "on_table", subservice: "room" });
    expect(serviceKeyFromWire("delivery", "schedule")).toBe("schedule");
  });

  it("treats delivery and scheduled delivery as going to an address", () => {
    expect(["delivery", "schedule", "take_away", "on_table", null].map(isDeliveryService)).toEqual([true, true, false, false, false]);
  });

  it("serves the diner's service when the branch offers it, else the branch's first", () => {
    expect(branchService(["delivery", "take_away"], "take_away")).toBe("take_away");
    expect(branchService(["delivery", "take_away"], "book")).toBe("delivery");
    expect(branchService(["on_table"], null)).toBe("on_table");
  });
});
