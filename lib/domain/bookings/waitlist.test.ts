import { estimatedWaitMinutes, nextParty, waitlistPosition } from "./waitlist";

const line = [
  { id: 12, persons: 6 },
  { id: 9, persons: 2 },
  { id: 15, persons: 2 },
];

describe("waitlistPosition", () => {
  it("counts the place in line by arrival, and has none for a party no longer waiting", () => {
    expect(waitlistPosition(line, 9)).toBe(1);
    expect(waitlistPosition(line, 15)).toBe(3);
    expect(waitlistPosition(line, 4)).toBeNull();
  });
});

describe("estimatedWaitMinutes", () => {
  it("adds the brand's minutes for each party up to the diner's", () => {
    expect(estimatedWaitMinutes(1, 10)).toBe(10);
    expect(estimatedWaitMinutes(3, 15)).toBe(45);
  });
});

describe("nextParty", () => {
  it("gives a free table to the first in line who fits its seats", () => {
    expect(nextParty(line, 4)?.id).toBe(9);
    expect(nextParty(line.filter((party) => party.id !== 9), 4)?.id).toBe(15); // the six skip a table of four
    expect(nextParty(line, 8)?.id).toBe(9);
    expect(nextParty(line, null)?.id).toBe(9);
    expect(nextParty([{ id: 1, persons: 6 }], 2)).toBeNull();
  });
});
