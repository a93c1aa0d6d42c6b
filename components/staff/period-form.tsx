import type { PeriodProblem, ReportDays } from "@/lib/domain/analytics/report-period";
import type { StaffPage } from "@/lib/server/staff/staff-page";

interface Props {
  page: StaffPage;
  /** as asked (kept as typed when refused) */
  days: ReportDays;
  /** the branch asked, "" for all the account's */
  branch: string;
  problem: PeriodProblem | "invalid" | null;
  /** the spreadsheet of what the form shows and its link's words, for an account that may download it */
  download: { href: string; label: string } | null;
}

/**
 * The period and branch a console report covers, as a GET form (a report is a link to share, and works before any
 * script runs), with its spreadsheet beside it and the reason a period was refused under it.
 */
export function PeriodForm({ page: { t, branches }, days, branch, problem, download }: Props) {
  const invalid = problem ? { "aria-invalid": true, "aria-describedby": "report-problem" } : {};
  return (
    <>
      <form method="get" className="card flex flex-wrap items-end gap-3" aria-label={t("staff.reports.period")}>
        <label className="field">
          {t("staff.reports.from")}
          <input type="date" name="from" defaultValue={days.from} required {...invalid} />
        </label>
        <label className="field">
          {t("staff.reports.to")}
          <input type="date" name="to" defaultValue={days.to} required {...invalid} />
        </label>
        {branches.length > 1 && (
          <label className="field">
            {t("staff.reports.branch")}
            <select name="branch" defaultValue={branch}>
              <option value="">{t("staff.reports.allBranches")}</option>
              {branches.map((candidate) => (
                <option key={candidate.id} value={candidate.slug}>
                  {candidate.name}
                </option>
              ))}
            </select>
          </label>
        )}
        <button type="submit" className="btn-primary">
          {t("staff.reports.show")}
        </button>
        {download && !problem && (
          <a href={download.href} download className="btn-outline">
            {download.label}
          </a>
        )}
      </form>
      {problem && (
        <p id="report-problem" role="alert" className="field-error">
          {t(`staff.reports.problems.${problem}`)}
        </p>
      )}
    </>
  );
}
