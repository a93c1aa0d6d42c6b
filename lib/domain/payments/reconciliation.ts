import { currencyDecimals, type Currency } from "../money/currency";
import { toMajor } from "../money/major-units";
import { addMinor, subtractMinor, ZERO, type Minor } from "../money/minor";
import type { ReportDays } from "../analytics/report-period";
import { wallClock, type Cell } from "../analytics/sales-csv";
import { todayAt } from "../time/zoned-time";
import type { PaidWith } from "./paid-with";
import { refundableAmount, refundedSoFar } from "./refunds";

/*
 * The day's reconciliation: every online payment attempt of the day beside what it paid for (an order, a part of a
 * table's tab, a booking's cover), with what was refunded, and a flag wherever the two sides disagree. The gateway's
 * own record is read into the payment by its events and by the sweep (lib/server/payments/sweep.ts), so a flag here is
 * a payment the brand has to look at, not a guess.
 */

/** What a payment paid for, and whether its own record says it is paid. */
export type PaymentSubject =
  | { kind: "order"; id: number; expected: Minor; paid: boolean }
  | { kind: "tab_part"; id: number; tabId: number; place: string; expected: Minor; paid: boolean }
  /** a cover's price is the booking's at the time: the attempt carries it, so there is no second figure to compare */
  | { kind: "booking"; id: number; expected: null; paid: boolean };

export interface LedgerPayment {
  id: number;
  subject: PaymentSubject;
  branch: string;
  gateway: string;
  method: string;
  /** how the money was really paid on the gateway's page, once it said (a cash voucher, a transfer…) */
  paidWith: PaidWith | null;
  reference: string;
  transactionId: string | null;
  amount: Minor;
  status: string;
  createdAt: Date;
  refunds: readonly { amount: Minor; status: string }[];
}

/** An order its own record calls paid online, with no approved payment behind it. */
export interface UnbackedOrder {
  id: number;
  branch: string;
  method: string;
  total: Minor;
  createdAt: Date;
}

export const RECONCILIATION_FLAGS = ["paid_not_recorded", "recorded_not_paid", "amount_mismatch", "charged_twice", "pending_unsettled", "refund_pending"] as const;
export type ReconciliationFlag = (typeof RECONCILIATION_FLAGS)[number];

/**
 * An attempt still pending this long after it opened is one the sweep has asked the gateway about several times
 * (it asks after five minutes) without an answer: someone must look at the gateway's dashboard.
 */
export const PENDING_UNSETTLED_AFTER_MS = 30 * 60 * 1000;

export interface ReconciledPayment {
  payment: LedgerPayment;
  flags: ReconciliationFlag[];
  /** approved refunds and pending ones (their money may be leaving) */
  refunded: Minor;
  refundable: Minor;
  /** what the brand keeps of it: what was taken, less what went back */
  net: Minor;
}

export interface MethodTotal {
  gateway: string;
  method: string;
  count: number;
  taken: Minor;
  refunded: Minor;
  net: Minor;
}

export interface Reconciliation {
  payments: ReconciledPayment[];
  unbacked: UnbackedOrder[];
  /** what was taken (approved attempts), refunded and kept, per gateway and method, then in all */
  methods: MethodTotal[];
  total: Omit<MethodTotal, "gateway" | "method">;
  /** how many payments and orders carry a flag */
  flagged: number;
}

const subjectKey = (subject: PaymentSubject) => `${subject.kind}:${subject.id}`;

/** The flags of one payment; `earlierApproved` says another approved attempt already paid its subject. */
export function paymentFlags(payment: LedgerPayment, earlierApproved: boolean, now: Date): ReconciliationFlag[] {
  const flags: ReconciliationFlag[] = [];
  const approved = payment.status === "approved";
  if (approved && !payment.subject.paid) flags.push("paid_not_recorded");
  if (approved && payment.subject.expected !== null && payment.amount !== payment.subject.expected) flags.push("amount_mismatch");
  if (approved && earlierApproved) flags.push("charged_twice");
  if (payment.status === "pending" && now.getTime() - payment.createdAt.getTime() > PENDING_UNSETTLED_AFTER_MS) flags.push("pending_unsettled");
  if (payment.refunds.some((refund) => refund.status === "pending")) flags.push("refund_pending");
  return flags;
}

/** The reconciliation of a period's payments (oldest first) and of the orders recorded as paid without one. */
export function reconcile(payments: readonly LedgerPayment[], unbacked: readonly UnbackedOrder[], now: Date): Reconciliation {
  const paidSubjects = new Set<string>();
  const methods = new Map<string, MethodTotal>();
  const rows = [...payments]
    .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.id - b.id)
    .map((payment): ReconciledPayment => {
      const key = subjectKey(payment.subject);
      const flags = paymentFlags(payment, paidSubjects.has(key), now);
      const approved = payment.status === "approved";
      if (approved) paidSubjects.add(key);
      const refunded = refundedSoFar(payment.refunds);
      const taken = approved ? payment.amount : ZERO;
      const net = approved ? subtractMinor(taken, refunded) : ZERO;
      if (approved) {
        const id = `${payment.gateway}:${payment.method}`;
        const sum = methods.get(id) ?? { gateway: payment.gateway, method: payment.method, count: 0, taken: ZERO, refunded: ZERO, net: ZERO };
        methods.set(id, { ...sum, count: sum.count + 1, taken: addMinor(sum.taken, taken), refunded: addMinor(sum.refunded, refunded), net: addMinor(sum.net, net) });
      }
      return { payment, flags, refunded, refundable: refundableAmount(payment, payment.refunds), net };
    });
  const byMethod = [...methods.values()].sort((a, b) => a.gateway.localeCompare(b.gateway) || a.method.localeCompare(b.method));
  return {
    payments: rows,
    unbacked: [...unbacked],
    methods: byMethod,
    total: {
      count: byMethod.reduce((sum, row) => sum + row.count, 0),
      taken: addMinor(ZERO, ...byMethod.map((row) => row.taken)),
      refunded: addMinor(ZERO, ...byMethod.map((row) => row.refunded)),
      net: addMinor(ZERO, ...byMethod.map((row) => row.net)),
    },
    flagged: rows.filter((row) => row.flags.length > 0).length + unbacked.length,
  };
}

/** The reconciliation spreadsheet's columns, in order. */
export const RECONCILIATION_CSV_COLUMNS = [
  "date_time",
  "branch",
  "paid_for",
  "paid_for_id",
  "payment",
  "gateway",
  "method",
  "paid_with",
  "reference",
  "gateway_transaction",
  "status",
  "amount",
  "refunded",
  "net",
  "flags",
] as const;

/**
 * One row per payment attempt, then one per order recorded as paid without one (flagged recorded_not_paid); amounts in
 * major units with the currency's decimals, times on the brand's clock, flags separated by spaces.
 */
export function reconciliationRows(report: Reconciliation, { currency, timezone }: { currency: Currency; timezone: string }): Cell[][] {
  const money = (amount: Minor) => toMajor(amount, currency).toFixed(currencyDecimals(currency));
  return [
    ...report.payments.map(({ payment, flags, refunded, net }) => [
      wallClock(payment.createdAt, timezone),
      payment.branch,
      payment.subject.kind,
      payment.subject.id,
      payment.id,
      payment.gateway,
      payment.method,
      payment.paidWith ?? "",
      payment.reference,
      payment.transactionId ?? "",
      payment.status,
      money(payment.amount),
      money(refunded),
      money(net),
      flags.join(" "),
    ]),
    ...report.unbacked.map((order) => [wallClock(order.createdAt, timezone), order.branch, "order", order.id, "", "", order.method, "", "", "", "", money(order.total), money(ZERO), money(ZERO), "recorded_not_paid"]),
  ];
}

/** The days a reconciliation covers: the day asked (?from= or ?to= alone), a period (both), else today on the brand's clock. */
export function reconciliationDays(query: { from?: string; to?: string }, now: Date, timezone: string): ReportDays {
  const to = query.to ?? query.from ?? todayAt(now, timezone);
  return { from: query.from ?? to, to };
}
