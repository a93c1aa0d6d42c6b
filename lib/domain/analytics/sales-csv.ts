import { currencyDecimals, type Currency } from "../money/currency";
import { toMajor } from "../money/major-units";
import type { Minor } from "../money/minor";
import { zonedParts } from "../time/zoned-time";

/** One order of the sales export with its lines, as the database holds it (amounts in minor units). */
export interface SaleOrder {
  id: number;
  createdAt: Date;
  branch: string;
  service: string;
  progress: string;
  /** the payment's state (lib/domain/orders/transaction-status.ts): "approved" is paid */
  status: string;
  paymentMethod: string;
  tip: Minor;
  consumptionTax: Minor;
  discount: Minor;
  couponCode: string | null;
  total: Minor;
  /** what was given back of it online (approved refunds) */
  refunded: Minor;
  lines: { label: string; quantity: number; unitPrice: Minor; lineTotal: Minor }[];
}

/** The export's columns, in order. */
export const SALES_CSV_COLUMNS = [
  "order",
  "date_time",
  "branch",
  "service",
  "status",
  "product",
  "quantity",
  "unit_price",
  "line_total",
  "tip",
  "taxes",
  "discount",
  "coupon",
  "order_total",
  "payment_method",
  "paid",
  "refunded",
] as const;

export type Cell = string | number;

/** "2026-11-28 13:05" on `timezone`'s clock: how every spreadsheet of the console writes a time. */
export const wallClock = (at: Date, timezone: string) => {
  const p = zonedParts(at, timezone);
  const two = (n: number) => String(n).padStart(2, "0");
  return `${p.year}-${two(p.month)}-${two(p.day)} ${two(p.hour)}:${two(p.minute)}`;
};

/**
 * The export's rows: one per order line, the order's own figures (tip, taxes, discount, total, refunded) on its first line
 * only so that summing a column counts each order once. Amounts in major units with the currency's decimals
 * (12000 COP, 89.50 MXN), times on the brand's clock.
 */
export function salesRows(orders: readonly SaleOrder[], { currency, timezone }: { currency: Currency; timezone: string }): Cell[][] {
  const money = (amount: Minor) => toMajor(amount, currency).toFixed(currencyDecimals(currency));
  return orders.flatMap((order) =>
    order.lines.map((line, index) => {
      const first = index === 0;
      return [
        order.id,
        wallClock(order.createdAt, timezone),
        order.branch,
        order.service,
        order.progress,
        line.label,
        line.quantity,
        money(line.unitPrice),
        money(line.lineTotal),
        first ? money(order.tip) : "",
        first ? money(order.consumptionTax) : "",
        first ? money(order.discount) : "",
        first ? (order.couponCode ?? "") : "",
        first ? money(order.total) : "",
        order.paymentMethod,
        order.status === "approved" ? "yes" : "no",
        first ? money(order.refunded) : "",
      ];
    }),
  );
}

/**
 * One CSV cell: quoted when it holds a comma, quote or line break, and a text a spreadsheet would run as a formula
 * (starting with = + - @, or a tab or carriage return before one) prefixed with ' so it stays text.
 */
export function csvCell(value: Cell): string {
  if (typeof value === "number") return String(value);
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** The whole file: a byte order mark (Excel then reads UTF-8, accents included), the header, CRLF line ends. */
export function toCsv(header: readonly string[], rows: readonly Cell[][]): string {
  return `\uFEFF${[header, ...rows].map((row) => row.map(csvCell).join(",")).join("\r\n")}\r\n`;
}
