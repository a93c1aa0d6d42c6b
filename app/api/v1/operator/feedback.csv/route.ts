import { FEEDBACK_CSV_COLUMNS, feedbackRows } from "@/lib/domain/diners/diner-feedback";
import { branchReportQuery } from "@/lib/domain/analytics/report-period";
import { toCsv } from "@/lib/domain/analytics/sales-csv";
import { audit } from "@/lib/server/dal/staff-audit";
import { dinerFeedback } from "@/lib/server/dal/diner-feedback";
import { reportCsv, reportRequest } from "@/lib/server/http/report-request";
import { operatorRoute } from "@/lib/server/http/operator-route";

/**
 * GET /api/v1/operator/feedback.csv?from=&to=&supplier= — what diners wrote over the period as a spreadsheet, one row
 * each (lib/domain/diners/diner-feedback.ts). It carries diners' phones and e-mails: each download is audited
 * ("feedback.exported") and counted against the export budget.
 */
export const GET = operatorRoute({ permission: "ratings.read", query: branchReportQuery, rateLimit: "sales_export" }, async ({ brand, query, staff }) => {
  const { days, from, to, branches } = await reportRequest(brand, staff, query);
  const items = await dinerFeedback(brand.id, from, to, branches);
  await audit(brand.id, staff, "feedback.exported", null, { ...days, supplier: query.supplier ?? null, rows: items.length });
  return reportCsv(brand.slug, "feedback", days, query.supplier, toCsv(FEEDBACK_CSV_COLUMNS, feedbackRows(items, brand.timezone)));
});
