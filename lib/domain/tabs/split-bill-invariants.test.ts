import assert from "node:assert/strict";
import type { Currency } from "../money/currency";
import { addMinor, minor } from "../money/minor";
import { allocatePart, billBalance, billFromLines, billLine, sharesTaken, withPart } from "./split-bill";
import type { Bill, PartRequest, PartWay, SplitRefusal } from "./split-bill-types";
import { claimedUnits } from "./split-bill-items";

/**
 * The split bill's invariants, checked after every step of many seeded pseudo-random sequences of payments: the
 * parts add up to the bill, the balance never goes below 0, "pay what's left" brings it to exactly 0, and the
 * fractions of an item add up to the item. Seeded, so a failure replays the same way every time. The loop
 * checks with node:assert (tens of thousands of checks; jest's expect is too slow for that), naming the seed
 * and step that broke.
 */

/** mulberry32: a small, well-mixed 32-bit generator; enough for test data. */
function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = Math.imul(state ^ (state >>> 15), state | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Random = () => number;
const between = (random: Random, min: number, max: number) => min + Math.floor(random() * (max - min + 1));
const pick = <T,>(random: Random, list: readonly T[]): T => list[between(random, 0, list.length - 1)] as T;

/** Unit prices in minor units, awkward on purpose: no round figures. */
const PRICE_RANGE = {
  COP: [1, 150000],
  MXN: [1, 50000],
  CLP: [1, 60000],
  USD: [1, 20000],
} as const satisfies Partial<Record<Currency, readonly [number, number]>>;
type TestedCurrency = keyof typeof PRICE_RANGE;
const CURRENCIES_TESTED = Object.keys(PRICE_RANGE) as TestedCurrency[];

function randomBill(random: Random, currency: TestedCurrency): Bill {
  const [low, high] = PRICE_RANGE[currency];
  return billFromLines(
    Array.from({ length: between(random, 1, 5) }, (_, index) =>
      billLine({ id: `l${index + 1}`, label: `Item ${index + 1}`, quantity: between(random, 1, 7), unitPrice: minor(between(random, low, high)) }),
    ),
  );
}

type Step = { kind: "pay"; request: PartRequest } | { kind: "release" } | { kind: "confirm" };

function randomStep(random: Random, bill: Bill, denominators: readonly number[], ways: readonly PartWay[]): Step {
  if (random() < 0.12) return { kind: random() < 0.5 ? "release" : "confirm" };
  const way = pick(random, ways);
  switch (way) {
    case "full":
      return { kind: "pay", request: { way } };
    case "equal":
      return { kind: "pay", request: { way, among: random() < 0.05 ? pick(random, [0, 51]) : between(random, 1, 6), shares: between(random, 1, 2) } };
    case "custom": {
      const balance = billBalance(bill);
      const amount = random() < 0.3 ? pick(random, [-1, 0, 1, balance - 1, balance, balance + 1]) : between(random, 1, balance);
      return { kind: "pay", request: { way, amount: minor(amount) } };
    }
    case "items": {
      const lineIds = [...bill.lines.map((line) => line.id), "unknown"];
      const claims = Array.from({ length: between(random, 1, 3) }, () => ({
        lineId: random() < 0.03 ? "unknown" : pick(random, lineIds.slice(0, -1)),
        numerator: between(random, 1, 3),
        denominator: pick(random, denominators),
      }));
      return { kind: "pay", request: { way, claims } };
    }
  }
}

const lineAllocated = (bill: Bill, lineId: string) => addMinor(...bill.parts.flatMap((part) => part.claims.filter((c) => c.lineId === lineId).map((c) => c.amount)));
const paidIn = (bill: Bill) => addMinor(...bill.parts.map((part) => part.amount));

/** What must hold of any bill reached through accepted parts. */
function checkInvariants(bill: Bill, where: string) {
  const balance = billBalance(bill);
  assert.equal(paidIn(bill) + balance, bill.total, `${where}: the parts and the balance make the bill`);
  assert.ok(balance >= 0, `${where}: balance ${balance} below 0`);
  for (const part of bill.parts) {
    assert.ok(Number.isSafeInteger(part.amount) && part.amount >= 1, `${where}: a part of ${part.amount}`);
    if (part.way === "items") assert.equal(addMinor(...part.claims.map((c) => c.amount)), part.amount, `${where}: claims make the part`);
  }
  for (const line of bill.lines) {
    const claimed = claimedUnits(bill, line.id);
    assert.ok(claimed && claimed.numerator <= line.quantity * claimed.denominator, `${where}: ${line.id} claimed beyond its quantity`);
    assert.ok(lineAllocated(bill, line.id) <= line.total, `${where}: ${line.id} paid beyond its total`);
  }
}

interface Run {
  bill: Bill;
  accepted: Record<PartWay, number>;
  refused: Set<SplitRefusal>;
}

/** Plays `steps` random steps on a random bill, checking the invariants and each step's own rule as it goes. */
function play(seed: number, currency: TestedCurrency, steps: number, denominators: readonly number[], ways: readonly PartWay[]): Run {
  const random = seeded(seed);
  let bill = randomBill(random, currency);
  const accepted: Record<PartWay, number> = { full: 0, equal: 0, items: 0, custom: 0 };
  const refused = new Set<SplitRefusal>();
  for (let index = 0; index < steps; index += 1) {
    const where = `${currency} seed ${seed} step ${index}`;
    const step = randomStep(random, bill, denominators, ways);
    const held = bill.parts.map((part, at) => [part, at] as const).filter(([part]) => part.state === "held");
    if (step.kind !== "pay") {
      // a gateway payment that failed frees its share; staff confirming cash settles one
      if (held.length === 0) continue;
      const [, at] = pick(random, held);
      bill = { ...bill, parts: step.kind === "release" ? bill.parts.filter((_, i) => i !== at) : bill.parts.map((p, i) => (i === at ? { ...p, state: "paid" as const } : p)) };
      checkInvariants(bill, where);
      continue;
    }
    const before = JSON.stringify(bill);
    const balance = billBalance(bill);
    const { request } = step;
    const allocation = allocatePart(bill, request);
    assert.equal(JSON.stringify(bill), before, `${where}: allocating changed the bill`);
    if (request.way === "custom") {
      assert.equal(allocation.ok, balance > 0 && request.amount >= 1 && request.amount <= balance, `${where}: custom ${request.amount} of ${balance}`);
    }
    if (!allocation.ok) {
      refused.add(allocation.code);
      continue;
    }
    const { part } = allocation;
    assert.ok(part.amount <= balance, `${where}: part ${part.amount} above balance ${balance}`);
    if (request.way === "custom") assert.equal(part.amount, request.amount, where);
    if (request.way === "equal") {
      // a share is at most the exact share rounded up, unless it is the last, which pays the balance
      const shares = request.shares ?? 1;
      assert.ok(part.amount === balance || part.amount <= shares * Math.ceil(bill.total / request.among), `${where}: equal share ${part.amount}`);
    }
    bill = withPart(bill, part);
    accepted[part.way] += 1;
    checkInvariants(bill, where);
    const lastShare = part.equal !== null && sharesTaken(bill, part.equal.among) === part.equal.among;
    if (request.way === "full" || lastShare) assert.equal(billBalance(bill), 0, `${where}: what's left was not paid to 0`);
  }
  return { bill, accepted, refused };
}

describe("any sequence of payments (seeded)", () => {
  it.each(CURRENCIES_TESTED)("keeps the %s bill whole through mixed ways, failed payments and confirmations", (currency) => {
    const accepted: Record<PartWay, number> = { full: 0, equal: 0, items: 0, custom: 0 };
    const refused = new Set<SplitRefusal>();
    for (let seed = 1; seed <= 150; seed += 1) {
      const run = play(seed * 7919 + currency.charCodeAt(0), currency, 25, [1, 2, 3, 4, 5, 6, 7], ["full", "equal", "equal", "items", "items", "items", "custom", "custom"]);
      for (const way of Object.keys(accepted) as PartWay[]) accepted[way] += run.accepted[way];
      run.refused.forEach((code) => refused.add(code));

      // whatever happened, "pay what's left" brings the bill to exactly 0
      const last = allocatePart(run.bill, { way: "full" });
      const closed = last.ok ? withPart(run.bill, last.part) : run.bill;
      assert.equal(billBalance(closed), 0, `${currency} seed ${seed}: what's left`);
      assert.equal(paidIn(closed), closed.total, `${currency} seed ${seed}: the parts make the bill`);
    }
    // the sequences really exercise every way and the refusals (else the checks above prove little)
    expect(Math.min(...Object.values(accepted))).toBeGreaterThan(20);
    for (const code of ["nothing_due", "above_balance", "amount_too_small", "invalid_split", "shares_taken", "item_claimed", "claim_exceeds_item", "unknown_item"] as const) {
      expect(refused).toContain(code);
    }
  });

  it.each(CURRENCIES_TESTED)("adds the %s claims of every item up to the item exactly, also when claims are dropped", (currency) => {
    for (let seed = 1; seed <= 150; seed += 1) {
      // items only, so no other way covers an item first; denominators whose leftovers are again n/d with d ≤ 6
      const { bill } = play(seed * 104729 + currency.charCodeAt(1), currency, 30, [1, 2, 3, 6], ["items"]);
      for (const line of bill.lines) {
        const claimed = claimedUnits(bill, line.id);
        if (claimed && claimed.numerator === line.quantity * claimed.denominator) assert.equal(lineAllocated(bill, line.id), line.total, `seed ${seed} ${line.id}`);
      }
      // claim what is left of every line: each item then adds up to its price and the bill to 0
      let rest = bill;
      for (const line of bill.lines) {
        const claimed = claimedUnits(rest, line.id);
        if (!claimed || claimed.numerator === line.quantity * claimed.denominator) continue;
        const claim = { lineId: line.id, numerator: line.quantity * claimed.denominator - claimed.numerator, denominator: claimed.denominator };
        const allocation = allocatePart(rest, { way: "items", claims: [claim] });
        if (!allocation.ok) throw new Error(`seed ${seed}: ${allocation.code}`);
        rest = withPart(rest, allocation.part);
      }
      for (const line of rest.lines) assert.equal(lineAllocated(rest, line.id), line.total, `${currency} seed ${seed} ${line.id}`);
      assert.equal(billBalance(rest), 0, `${currency} seed ${seed}`);
    }
  });
});
