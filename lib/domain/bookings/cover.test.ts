import { coverCharge, coverTotal } from "./cover";
import { minor } from "../money/minor";

describe("cover", () => {
  it("reads the file's major units in the currency's minor units", () => {
    expect(coverCharge({ amount: 15000, perPerson: true, prepaid: false }, "COP")).toEqual({ amount: 15_000, perPerson: true, prepaid: false });
    expect(coverCharge({ amount: 12.5, perPerson: false, prepaid: true }, "PEN")).toEqual({ amount: 1250, perPerson: false, prepaid: true });
    expect(coverCharge(null, "COP")).toBeNull();
  });

  it("charges a per-person cover for each of the party, a fixed one once", () => {
    expect(coverTotal({ amount: minor(15_000), perPerson: true }, 4)).toBe(60_000);
    expect(coverTotal({ amount: minor(15_000), perPerson: false }, 4)).toBe(15_000);
  });
});
