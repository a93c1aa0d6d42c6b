import { answeringTransaction } from "./wompi-transactions";

const tx = (id: string, status: string, created_at: string) => ({ id, reference: "ord-7-a1", status, created_at });

describe("answeringTransaction", () => {
  it("takes the approved transaction over a later declined one", () => {
    const found = answeringTransaction([tx("1", "DECLINED", "2026-12-07T10:05:00Z"), tx("2", "APPROVED", "2026-12-07T10:01:00Z")]);
    expect(found).toMatchObject({ id: "2" });
  });

  it("takes one still pending over a declined one, and the latest among equals", () => {
    expect(answeringTransaction([tx("1", "PENDING", "2026-12-07T10:00:00Z"), tx("2", "DECLINED", "2026-12-07T10:09:00Z")])).toMatchObject({ id: "1" });
    expect(answeringTransaction([tx("1", "DECLINED", "2026-12-07T10:00:00Z"), tx("2", "ERROR", "2026-12-07T10:09:00Z")])).toMatchObject({ id: "2" });
  });

  it("counts a voided transaction as money that was taken", () => {
    expect(answeringTransaction([tx("1", "VOIDED", "2026-12-07T10:00:00Z"), tx("2", "PENDING", "2026-12-07T10:09:00Z")])).toMatchObject({ id: "1" });
  });

  it("answers nothing for an empty, malformed or missing list", () => {
    expect(answeringTransaction([])).toBeNull();
    expect(answeringTransaction([{ id: "1" }, null, "x"])).toBeNull();
    expect(answeringTransaction(undefined)).toBeNull();
  });
});
