import type { ReportDays } from "@/lib/domain/analytics/report-period";
import { CURRENCIES, type Currency } from "@/lib/domain/money/currency";
import { formatMoney } from "@/lib/domain/money/money";
import { GATEWAY_FINDINGS, type GatewayFinding } from "@/lib/domain/payments/gateway-check";
import { minorFromCents } from "@/lib/domain/payments/wompi-signature";
import type { GatewayCheckResult } from "@/lib/server/payments/gateway-check";
import type { StaffPage } from "@/lib/server/staff/staff-page";
import { LedgerTable } from "./ledger-table";
import { paymentSubjectLabel } from "./payment-subject";

interface Props {
  page: StaffPage;
  days: ReportDays;
  /** null before it is asked */
  result: GatewayCheckResult | null;
  when: Intl.DateTimeFormat;
}

/**
 * The reconciliation's check against the gateway: a link that asks for it (a GET, as the period is), then what the
 * gateway lists that Comanda does not agree with, each in words with what to do, or why it could not be asked.
 */
export function GatewayCheckSection({ page, days, result, when }: Props) {
  const { t } = page;
  const ask = `?${new URLSearchParams({ from: days.from, to: days.to, check: "gateway" })}`;
  const askLink = (label: string) => (
    <a href={ask} className="btn-outline self-start">
      {label}
    </a>
  );
  return (
    <section className="card flex flex-col gap-3" aria-labelledby="gateway-check" data-gateway-check={result?.status ?? "not_asked"}>
      <h2 id="gateway-check" className="text-lg font-semibold">
        {t("staff.reconciliation.gateway.title")}
      </h2>
      <p className="muted">{t("staff.reconciliation.gateway.intro")}</p>
      {result === null && askLink(t("staff.reconciliation.gateway.ask"))}
      {result && result.status !== "done" && (
        <>
          <p role="status" className="field-error">
            {t(`staff.reconciliation.gateway.${result.status}`)}
          </p>
          {result.status === "unavailable" && askLink(t("staff.reconciliation.gateway.again"))}
        </>
      )}
      {result?.status === "done" && (
        <>
          <p role="status" className={result.findings.length ? "field-error" : "font-semibold"}>
            {result.findings.length ? t("staff.reconciliation.gateway.differences", { count: result.findings.length, checked: result.checked }) : t("staff.reconciliation.gateway.agrees", { checked: result.checked })}
          </p>
          {result.findings.length > 0 && <Findings page={page} findings={result.findings} when={when} />}
        </>
      )}
    </section>
  );
}

function Findings({ page: { t }, findings, when }: { page: StaffPage; findings: readonly GatewayFinding[]; when: Intl.DateTimeFormat }) {
  const column = (key: "time" | "reference" | "amount" | "paidFor" | "finding") => t(`staff.reconciliation.gateway.columns.${key}`);
  const money = ({ amountInCents, currency }: GatewayFinding["charge"]) =>
    (CURRENCIES as readonly string[]).includes(currency) ? formatMoney(minorFromCents(amountInCents, currency as Currency), currency as Currency) : `${amountInCents / 100} ${currency}`;
  const kinds = GATEWAY_FINDINGS.filter((kind) => findings.some((finding) => finding.kind === kind));
  return (
    <>
      <LedgerTable id="gateway-findings" caption={t("staff.reconciliation.gateway.findings")} columns={[column("time"), column("reference"), column("amount"), column("paidFor"), column("finding")]} testId="gateway-findings">
        <tbody>
          {findings.map(({ kind, charge, payment }) => (
            <tr key={`${kind}:${charge.transactionId}`} className="border-t border-[var(--brand-border)] align-top" data-finding={kind}>
              <td className="whitespace-nowrap px-2 py-2">{when.format(charge.createdAt)}</td>
              <th scope="row" className="px-2 py-2 font-semibold">
                {charge.reference}
                <span className="muted block text-xs font-normal">{charge.transactionId}</span>
              </th>
              <td className="whitespace-nowrap px-2 py-2">{money(charge)}</td>
              <td className="px-2 py-2">{payment ? paymentSubjectLabel(t, payment.subject) : "—"}</td>
              <td className="px-2 py-2">
                <span className="badge badge-closed">{t(`staff.reconciliation.gateway.kinds.${kind}`)}</span>
              </td>
            </tr>
          ))}
        </tbody>
      </LedgerTable>
      <dl className="flex flex-col gap-2 text-sm">
        {kinds.map((kind) => (
          <div key={kind}>
            <dt className="font-semibold">{t(`staff.reconciliation.gateway.kinds.${kind}`)}</dt>
            <dd>{t(`staff.reconciliation.gateway.hints.${kind}`)}</dd>
          </div>
        ))}
      </dl>
    </>
  );
}
