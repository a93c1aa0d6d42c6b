import { nextGuestNumber } from "./tab-guests";

describe("nextGuestNumber (the default name of who joins a tab)", () => {
  it("is 1 at a table with no rounds yet", () => {
    expect(nextGuestNumber([])).toBe(1);
  });

  it("counts each guest who sent a round once, however many rounds they sent", () => {
    expect(nextGuestNumber([{ guest: "Ana" }, { guest: "Ana" }, { guest: "Invitado 2" }, { guest: null }])).toBe(3);
  });
});
