import { journeySteps, orderJourney } from "./order-journey";

describe("orderJourney", () => {
  it("gives each service its own steps: picked up, brought to an address, or served where the diner sits", () => {
    expect(journeySteps(orderJourney("take_away")!)).toEqual(["received", "accepted", "preparing", "ready", "completed"]);
    expect(orderJourney("grab_and_go")).toBe("pickup");
    expect(journeySteps(orderJourney("schedule")!)).toContain("on_the_way");
    expect(journeySteps(orderJourney("delivery")!)).toEqual(["received", "accepted", "preparing", "packed", "on_the_way", "delivered"]);
    expect(orderJourney("room_service")).toBe("served");
    expect(journeySteps("served")).not.toContain("packed");
  });

  it("picks a food court's on-table order up at the counter (ready, then collected); other modes serve it at the table", () => {
    expect(journeySteps(orderJourney("on_table", "checkout_plazoleta")!)).toEqual(["received", "accepted", "preparing", "ready", "completed"]);
    expect(orderJourney("on_table", "checkout")).toBe("served");
    expect(orderJourney("on_table", "checkout_no_incremental")).toBe("served");
    expect(orderJourney("on_table")).toBe("served");
    // a seat at a food court's cinema is still served where the diner sits
    expect(orderJourney("cinema", "checkout_plazoleta")).toBe("served");
  });

  it("has no journey for a service that is not an order", () => {
    expect(orderJourney("book")).toBeNull();
    expect(orderJourney("unknown")).toBeNull();
  });
});
