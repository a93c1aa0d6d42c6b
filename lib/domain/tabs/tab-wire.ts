import type { Currency } from "../money/currency";
import { fromMajor, toMajor } from "../money/major-units";
import type { PartRequest } from "./split-bill-types";
import type { PartBody } from "./tab-bodies";
import type { TabJson, TabView } from "./tab-view";

/** A table's tab and a payer's part on the wire: the app's objects with every amount in major units. */

function mapTab<A, B>(tab: TabView<A>, convert: (amount: A) => B): TabView<B> {
  return {
    ...tab,
    total: convert(tab.total),
    paid: convert(tab.paid),
    held: convert(tab.held),
    balance: convert(tab.balance),
    refunded: convert(tab.refunded),
    lines: tab.lines.map((line) => ({ ...line, unit_price: convert(line.unit_price), total: convert(line.total) })),
    parts: tab.parts.map((part) => ({
      ...part,
      amount: convert(part.amount),
      tip: convert(part.tip),
      claims: part.claims.map((claim) => ({ ...claim, amount: convert(claim.amount) })),
    })),
  };
}

/** A table's tab as GET /api/v1/places/{token}/tab answers it: major units of the tab's currency. */
export function tabToWire(tab: TabView): TabJson {
  return mapTab(tab, (amount) => toMajor(amount, tab.currency));
}

export function tabFromWire(json: TabJson): TabView {
  return mapTab(json, (amount) => fromMajor(amount, json.currency));
}

/** A payer's request as POST /api/v1/places/{token}/tab/parts takes it: a custom amount in major units, line ids as numbers. */
export function partRequestToWire(request: PartRequest, currency: Currency): PartBody["request"] {
  switch (request.way) {
    case "custom":
      return { way: "custom", amount: toMajor(request.amount, currency) };
    case "items":
      return { way: "items", claims: request.claims.map((claim) => ({ line_id: Number(claim.lineId), numerator: claim.numerator, denominator: claim.denominator })) };
    default:
      return request;
  }
}
