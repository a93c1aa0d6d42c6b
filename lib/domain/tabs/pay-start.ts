import type { PartWay } from "./split-bill-types";
import type { TabLineView, TabView } from "./tab-view";

type Fraction = { numerator: number; denominator: number };

const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));

/** The units of a line nobody has claimed yet, in lowest terms (2/1 of four beers when two were paid; 0/1 when none is left). */
export function unclaimedUnits(line: Pick<TabLineView, "quantity" | "claimed">): Fraction {
  const numerator = Math.max(0, line.quantity * line.claimed.denominator - line.claimed.numerator);
  const divisor = gcd(numerator, line.claimed.denominator) || 1;
  return { numerator: numerator / divisor, denominator: line.claimed.denominator / divisor };
}

/**
 * A tab's lines as one payer reads them: those of the rounds this phone sent (the rounds it holds a token for) and
 * the rest — other phones' rounds and what staff entered — which the payer may share in. A withdrawn round has no
 * lines left.
 */
export function linesByOwner(tab: Pick<TabView, "rounds" | "lines">, ownRoundIds: readonly number[]): { mine: TabLineView[]; shared: TabLineView[] } {
  const mineNumbers = new Set(tab.rounds.filter((round) => ownRoundIds.includes(round.order_id)).map((round) => round.number));
  return {
    mine: tab.lines.filter((line) => mineNumbers.has(line.round)),
    shared: tab.lines.filter((line) => !mineNumbers.has(line.round)),
  };
}

/** How "Pagar mi parte" opens: the way, and each line's claim as the items picker writes it ("n/d"; none: absent). */
export interface PayStart {
  way: PartWay;
  claims: Record<string, string>;
}

/**
 * "Pagar mi parte" opens on what is the payer's own: by items, with what is still unpaid of every round this phone
 * sent, and the rest of the table's items beside them to share. A phone that sent nothing at the table (a bill staff
 * entered, a guest who only joined) opens on an equal share — never on the whole balance, which stays one choice away.
 */
export function payStart(tab: Pick<TabView, "rounds" | "lines">, ownRoundIds: readonly number[]): PayStart {
  const claims = Object.fromEntries(
    linesByOwner(tab, ownRoundIds).mine.flatMap((line) => {
      const left = unclaimedUnits(line);
      return left.numerator > 0 ? [[String(line.id), `${left.numerator}/${left.denominator}`]] : [];
    }),
  );
  return Object.keys(claims).length > 0 ? { way: "items", claims } : { way: "equal", claims: {} };
}
