import { otherBranchAdd } from "./other-branch";

describe("adding a product from another branch than the cart's", () => {
  it("is no question with an empty cart, a cart of this branch, or no cart yet", () => {
    for (const rule of ["offer_new_cart", "refuse"] as const) {
      expect(otherBranchAdd(rule, { branch: null, lines: 0 }, "usaquen")).toBe("add");
      expect(otherBranchAdd(rule, { branch: "usaquen", lines: 3 }, "usaquen")).toBe("add");
      expect(otherBranchAdd(rule, { branch: "chapinero", lines: 0 }, "usaquen")).toBe("add");
    }
  });

  it("offers a new order here, or refuses it, as the brand chose, when the cart holds another branch's products", () => {
    expect(otherBranchAdd("offer_new_cart", { branch: "chapinero", lines: 2 }, "usaquen")).toBe("replace");
    expect(otherBranchAdd("refuse", { branch: "chapinero", lines: 2 }, "usaquen")).toBe("refused");
  });
});
