import { feedbackRows, isWritten } from "./diner-feedback";

describe("what diners wrote", () => {
  it("counts a rating as written when it has words or a way to reach the diner, not blanks", () => {
    const none = { comment: null, name: null, phone: null, email: null };
    expect(isWritten(none)).toBe(false);
    expect(isWritten({ ...none, comment: "   " })).toBe(false);
    expect(isWritten({ ...none, comment: "Muy rico" })).toBe(true);
    expect(isWritten({ ...none, email: "ana@example.co" })).toBe(true);
  });

  it("writes one spreadsheet row each, times on the brand's clock", () => {
    const rows = feedbackRows(
      [
        { kind: "purchase", order_id: 7, branch: "centro", service: "delivery", rating: 9, nps: 10, digital_menu: null, comment: "Rico", contact: null, at: "2026-11-28T17:05:00.000Z" },
        { kind: "visit", booking_id: 3, branch: "centro", rating: 8, comment: null, name: "Ana", at: "2026-11-28T01:00:00.000Z" },
      ],
      "America/Bogota",
    );
    expect(rows).toEqual([
      ["purchase", "order 7", "2026-11-28 12:05", "centro", "delivery", 9, 10, "", "Rico", "", "", "", ""],
      ["visit", "booking 3", "2026-11-27 20:00", "centro", "book", 8, "", "", "", "", "Ana", "", ""],
    ]);
  });
});
