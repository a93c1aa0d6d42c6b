import { toCsv } from "@/lib/domain/analytics/sales-csv";
import { branchReportQuery } from "@/lib/domain/analytics/report-period";
import { RECONCILIATION_CSV_COLUMNS, reconciliationDays, reconciliationRows } from "@/lib/domain/payments/reconciliation";
import { getDb } from "@/lib/server/db/client";
import { audit } from "@/lib/server/dal/staff-audit";
import { operatorRoute } from "@/lib/server/http/operator-route";
import { reportCsv, reportRequest } from "@/lib/server/http/report-request";
import { reconciliationOf } from "@/lib/server/payments/reconciliation";

/**
 * GET /api/v1/operator/reconciliation.csv?from=YYYY-MM-DD&to=YYYY-MM-DD&supplier= (days on the brand's clock, both
 * included; today by default, or the one day given) — the online payments of the period beside what each paid for,
 * with refunds, what the brand keeps and a flag wherever the two disagree (lib/domain/payments/reconciliation.ts). For
 * staff with sales.export or the brand's operator key; each download is audited ("reconciliation.exported").
 */
export const GET = operatorRoute({ permission: "sales.export", query: branchReportQuery, rateLimit: "sales_export" }, async ({ brand, query, staff }) => {
  const { days, from, to, branches } = await reportRequest(brand, staff, query, reconciliationDays);
  const report = await reconciliationOf(await getDb(), brand.id, { from, to, branches });
  await audit(brand.id, staff, "reconciliation.exported", null, { ...days, supplier: query.supplier ?? null, payments: report.payments.length, flagged: report.flagged });
  return reportCsv(brand.slug, "reconciliation", days, query.supplier, toCsv(RECONCILIATION_CSV_COLUMNS, reconciliationRows(report, brand)));
});
