import type { Currency } from "@/lib/domain/money/currency";
import { fromMajor } from "@/lib/domain/money/major-units";
import { allocatePart, billFromLines, billLine, withPart } from "@/lib/domain/tabs/split-bill";
import type { Bill, BillPart, PartRequest } from "@/lib/domain/tabs/split-bill-types";

/** An open tab from [label, quantity, unit price in major units of `currency`]; line ids are "l1", "l2", … */
export function tab(currency: Currency, lines: readonly (readonly [label: string, quantity: number, price: number])[]): Bill {
  return billFromLines(lines.map(([label, quantity, price], index) => billLine({ id: `l${index + 1}`, label, quantity, unitPrice: fromMajor(price, currency) })));
}

/** Pays each request in turn, failing the test with the refusal code if one is refused. */
export function payInTurn(bill: Bill, requests: readonly PartRequest[]): { bill: Bill; parts: BillPart[] } {
  const parts: BillPart[] = [];
  for (const request of requests) {
    const allocation = allocatePart(bill, request);
    if (!allocation.ok) throw new Error(`${request.way} refused: ${allocation.code}`);
    parts.push(allocation.part);
    bill = withPart(bill, allocation.part);
  }
  return { bill, parts };
}

/** The amounts of `parts`, to compare with hand-worked figures. */
export const amounts = (parts: readonly BillPart[]): number[] => parts.map((part) => part.amount);
