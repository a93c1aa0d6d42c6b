import { branchReportQuery } from "@/lib/domain/analytics/report-period";
import { SALES_CSV_COLUMNS, salesRows, toCsv } from "@/lib/domain/analytics/sales-csv";
import { salesOf } from "@/lib/server/dal/sales-export";
import { audit } from "@/lib/server/dal/staff-audit";
import { operatorRoute } from "@/lib/server/http/operator-route";
import { reportCsv, reportRequest } from "@/lib/server/http/report-request";

/**
 * GET /api/v1/operator/sales.csv?from=YYYY-MM-DD&to=YYYY-MM-DD&supplier= (days on the brand's clock, both included;
 * the last 7 by default; one branch, else every branch the caller covers) — the brand's sales as a spreadsheet,
 * one row per order line (lib/domain/analytics/sales-csv.ts). For staff with sales.export or the brand's operator key;
 * each download is audited ("sales.exported").
 */
export const GET = operatorRoute({ permission: "sales.export", query: branchReportQuery, rateLimit: "sales_export" }, async ({ brand, query, staff }) => {
  const { days, from, to, branches } = await reportRequest(brand, staff, query);
  const sales = await salesOf(brand.id, from, to, branches);
  await audit(brand.id, staff, "sales.exported", null, { ...days, supplier: query.supplier ?? null, orders: sales.length });
  return reportCsv(brand.slug, "sales", days, query.supplier, toCsv(SALES_CSV_COLUMNS, salesRows(sales, brand)));
});
