import type { TabJson, TabLineView, TabPartView, TabRoundView } from "@/lib/domain/tabs/tab-view";

type LineJson = TabLineView<number>;
type PartJson = TabPartView<number>;

/** A tab line as the wire carries it (major units), nothing claimed yet unless told. */
export function tabLineJson(line: Pick<LineJson, "id" | "label" | "quantity" | "unit_price"> & Partial<LineJson>): LineJson {
  return { round: 1, options: [], total: line.unit_price * line.quantity, claimed: { numerator: 0, denominator: 1 }, ...line };
}

export function tabRoundJson(round: Partial<TabRoundView> & Pick<TabRoundView, "number">): TabRoundView {
  return { order_id: 100 + round.number, guest: null, progress: "received", sent_at: "2026-11-23T20:00:00.000Z", ...round };
}

export function tabPartJson(part: Partial<PartJson> & Pick<PartJson, "id" | "amount">): PartJson {
  return { way: "custom", tip: 0, state: "held", method: "cash_or_dataphone", payer: "Ana", equal: null, claims: [], created_at: "2026-11-23T20:30:00.000Z", ...part };
}

/**
 * An open COP tab as GET /api/v1/places/{token}/tab answers it; total, paid, held and balance follow the
 * lines and parts given, as the server computes them.
 */
export function tabJson(overrides: Partial<TabJson> = {}): TabJson {
  const lines = overrides.lines ?? [];
  const parts = overrides.parts ?? [];
  const total = lines.reduce((sum, line) => sum + line.total, 0);
  const paid = parts.filter((part) => part.state === "paid").reduce((sum, part) => sum + part.amount, 0);
  const held = parts.filter((part) => part.state === "held").reduce((sum, part) => sum + part.amount, 0);
  return {
    id: 7,
    status: "open",
    currency: "COP",
    version: 1,
    rounds: [],
    total,
    paid,
    held,
    balance: total - paid - held,
    refunded: 0,
    opened_at: "2026-11-23T20:00:00.000Z",
    closed_at: null,
    ...overrides,
    lines,
    parts,
  };
}
