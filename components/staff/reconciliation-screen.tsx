import type { PeriodProblem, ReportDays } from "@/lib/domain/analytics/report-period";
import { formatMoney } from "@/lib/domain/money/money";
import type { Minor } from "@/lib/domain/money/minor";
import { isGatewayName } from "@/lib/domain/payments/gateway-account";
import { isOnlineMethod, type OnlineMethod, type PaymentMethod } from "@/lib/domain/payments/payment-methods";
import { RECONCILIATION_FLAGS, type Reconciliation, type ReconciliationFlag } from "@/lib/domain/payments/reconciliation";
import { isTransactionStatus } from "@/lib/domain/orders/transaction-status";
import type { StaffPage } from "@/lib/server/staff/staff-page";
import type { GatewayCheckResult } from "@/lib/server/payments/gateway-check";
import { GatewayCheckSection } from "./gateway-check-section";
import { LedgerRefund } from "./ledger-refund";
import { LedgerTable } from "./ledger-table";
import { paymentSubjectLabel } from "./payment-subject";
import { PeriodForm } from "./period-form";

type Column = "gateway" | "method" | "count" | "taken" | "time" | "branch" | "paidFor" | "status" | "amount" | "refunded" | "net" | "flags" | "action";

interface Props {
  page: StaffPage;
  /** as asked (kept as typed when refused) */
  days: ReportDays;
  /** the branch asked, "" for all the account's */
  branch: string;
  problem: PeriodProblem | "invalid" | null;
  report: Reconciliation | null;
  /** whether the account may download the spreadsheet (sales.export) */
  exports: boolean;
  /** the check against the gateway's listing: its result, null before it is asked, absent where not offered (a branch's period) */
  gatewayCheck?: GatewayCheckResult | null;
}

/**
 * The console's reconciliation: the period's online payments in figures (taken, refunded, kept, to check), per gateway
 * and method, then payment by payment beside what it paid for, each flag in words, and a refund where money was taken.
 */
export function ReconciliationScreen({ page, days, branch, problem, report, exports, gatewayCheck }: Props) {
  const { t, config } = page;
  const { currency } = config;
  const money = (amount: Minor) => formatMoney(amount, currency);
  const period = new URLSearchParams({ from: days.from, to: days.to, ...(branch && { supplier: branch }) });
  const oneDay = days.from === days.to;
  const when = new Intl.DateTimeFormat(page.locale, oneDay ? { timeStyle: "short", timeZone: config.timezone } : { dateStyle: "short", timeStyle: "short", timeZone: config.timezone });
  const method = (key: string) => (isOnlineMethod(key as PaymentMethod) ? t(`order.methods.${key as OnlineMethod}`) : key);
  const branchName = (slug: string) => page.branches.find((candidate) => candidate.slug === slug)?.name ?? slug;
  const gateway = (key: string) => (isGatewayName(key) ? t(`staff.paymentAccount.gateways.${key}`) : key);
  const status = (key: string) => (isTransactionStatus(key) ? t(`staff.reconciliation.status.${key}`) : key);
  const flagList = (flags: readonly ReconciliationFlag[]) =>
    flags.length > 0 && (
      <ul className="flex flex-col gap-1">
        {flags.map((flag) => (
          <li key={flag} className="badge badge-closed" data-flag={flag}>
            {t(`staff.reconciliation.flags.${flag}`)}
          </li>
        ))}
      </ul>
    );
  const column = (key: Column) => t(`staff.reconciliation.columns.${key}`);
  return (
    <>
      <p className="muted max-w-3xl">{t("staff.reconciliation.intro")}</p>
      <PeriodForm page={page} days={days} branch={branch} problem={problem} download={exports ? { href: `/api/v1/operator/reconciliation.csv?${period}`, label: t("staff.reconciliation.download") } : null} />
      {report && (
        <>
          <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4" data-testid="reconciliation-figures">
            {(
              [
                ["taken", money(report.total.taken)],
                ["refunded", money(report.total.refunded)],
                ["net", money(report.total.net)],
                ["flagged", String(report.flagged)],
              ] as const
            ).map(([key, value]) => (
              <div key={key} className="card flex flex-col gap-1">
                <dt className="muted text-sm">{t(`staff.reconciliation.figures.${key}`)}</dt>
                <dd className="text-2xl font-bold" data-figure={key}>
                  {value}
                </dd>
              </div>
            ))}
          </dl>
          <p role="status" className={report.flagged ? "field-error" : "font-semibold"}>
            {report.payments.length === 0 && report.unbacked.length === 0 ? t("staff.reconciliation.empty") : report.flagged ? `${t("staff.reconciliation.figures.flagged")}: ${report.flagged}` : t("staff.reconciliation.allClear")}
          </p>
          {report.methods.length > 0 && (
            <LedgerTable id="reconciliation-methods" caption={t("staff.reconciliation.byMethod")} columns={(["gateway", "method", "count", "taken", "refunded", "net"] as const).map(column)}>
              <tbody>
                {report.methods.map((row) => (
                  <tr key={`${row.gateway}:${row.method}`} className="border-t border-[var(--brand-border)]">
                    <td className="px-2 py-1">{gateway(row.gateway)}</td>
                    <td className="px-2 py-1">{method(row.method)}</td>
                    <td className="px-2 py-1">{row.count}</td>
                    <td className="whitespace-nowrap px-2 py-1">{money(row.taken)}</td>
                    <td className="whitespace-nowrap px-2 py-1">{money(row.refunded)}</td>
                    <td className="whitespace-nowrap px-2 py-1">{money(row.net)}</td>
                  </tr>
                ))}
              </tbody>
            </LedgerTable>
          )}
          {report.payments.length > 0 && (
            <LedgerTable id="reconciliation-payments" caption={t("staff.reconciliation.payments")} columns={(["time", "branch", "paidFor", "method", "status", "amount", "refunded", "flags", "action"] as const).map(column)} testId="reconciliation-payments">
              <tbody>
                {report.payments.map(({ payment, flags, refunded, refundable }) => (
                  <tr key={payment.id} className="border-t border-[var(--brand-border)] align-top" data-payment={payment.id}>
                    <td className="whitespace-nowrap px-2 py-2">{when.format(payment.createdAt)}</td>
                    <td className="px-2 py-2">{branchName(payment.branch)}</td>
                    <th scope="row" className="px-2 py-2 font-semibold">
                      {paymentSubjectLabel(t, payment.subject)}
                    </th>
                    <td className="px-2 py-2">
                      {method(payment.method)} · {gateway(payment.gateway)}
                      {payment.paidWith && (
                        <span className="muted block text-xs" data-paid-with={payment.paidWith}>
                          {t(`staff.reconciliation.paidWith.${payment.paidWith}`)}
                        </span>
                      )}
                    </td>
                    <td className="px-2 py-2">{status(payment.status)}</td>
                    <td className="whitespace-nowrap px-2 py-2">{money(payment.amount)}</td>
                    <td className="whitespace-nowrap px-2 py-2">{money(refunded)}</td>
                    <td className="px-2 py-2">{flagList(flags)}</td>
                    <td className="px-2 py-2">
                      {refundable > 0 && (
                        <LedgerRefund
                          subject={{ kind: payment.subject.kind, id: payment.subject.id }}
                          payment={{ id: payment.id, method: payment.method, currency, amount: payment.amount, refunded, refundable }}
                          currency={currency}
                        />
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </LedgerTable>
          )}
          {report.unbacked.length > 0 && (
            <LedgerTable id="reconciliation-unbacked" caption={t("staff.reconciliation.unbacked")} columns={(["time", "branch", "paidFor", "method", "amount", "flags"] as const).map(column)} testId="reconciliation-unbacked">
              <tbody>
                {report.unbacked.map((order) => (
                  <tr key={order.id} className="border-t border-[var(--brand-border)]">
                    <td className="whitespace-nowrap px-2 py-2">{when.format(order.createdAt)}</td>
                    <td className="px-2 py-2">{branchName(order.branch)}</td>
                    <th scope="row" className="px-2 py-2 font-semibold">
                      {t("staff.reconciliation.subject.order", { id: order.id })}
                    </th>
                    <td className="px-2 py-2">{method(order.method)}</td>
                    <td className="whitespace-nowrap px-2 py-2">{money(order.total)}</td>
                    <td className="px-2 py-2">{flagList(["recorded_not_paid"])}</td>
                  </tr>
                ))}
              </tbody>
            </LedgerTable>
          )}
          {gatewayCheck !== undefined && <GatewayCheckSection page={page} days={days} result={gatewayCheck} when={when} />}
          {report.flagged > 0 && (
            <details className="card">
              <summary className="cursor-pointer font-semibold">{t("staff.reconciliation.flagsHelp")}</summary>
              <dl className="mt-3 flex flex-col gap-2 text-sm">
                {RECONCILIATION_FLAGS.map((flag) => (
                  <div key={flag}>
                    <dt className="font-semibold">{t(`staff.reconciliation.flags.${flag}`)}</dt>
                    <dd>{t(`staff.reconciliation.flagHints.${flag}`)}</dd>
                  </div>
                ))}
              </dl>
            </details>
          )}
        </>
      )}
    </>
  );
}
