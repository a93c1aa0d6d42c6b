import { popupsAllowed } from "./popups";

describe("popupsAllowed (product §2)", () => {
  it("shows popups on the menu, product and cart routes once a branch and service are set", () => {
    for (const path of ["/chapinero", "/chapinero/view/12", "/chapinero/delivery/order", "/chapinero/"]) {
      expect(popupsAllowed(path, "chapinero", "delivery")).toBe(true);
    }
  });

  it("never on Main, Location or the Branch routes", () => {
    for (const path of ["/", "/location", "/my-location", "/branch-to-take-away", "/branch-offices", "/branch-whatsapp"]) {
      expect(popupsAllowed(path, "chapinero", "delivery")).toBe(false);
    }
  });

  it("not before a branch and a service are chosen", () => {
    expect(popupsAllowed("/chapinero", null, "delivery")).toBe(false);
    expect(popupsAllowed("/chapinero", "chapinero", null)).toBe(false);
  });
});
