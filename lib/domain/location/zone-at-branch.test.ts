import { addressAtBranch } from "./zone-at-branch";

describe("addressAtBranch", () => {
  const address = { address: "Carrera 7 # 60-20" };

  it("is true only for a checked address in a zone of that branch", () => {
    expect(addressAtBranch({ id: 3, supplier_id: 1, address }, 1)).toBe(true);
    expect(addressAtBranch({ id: 3, supplier_id: 2, address }, 1)).toBe(false);
    expect(addressAtBranch({ id: null, supplier_id: null, address: null }, 1)).toBe(false);
    expect(addressAtBranch({ id: 3, supplier_id: 1, address: null }, 1)).toBe(false);
  });
});
