import type { DinerFeedback } from "@/lib/domain/diners/diner-feedback";
import { isServiceKey } from "@/lib/domain/brand/services";
import type { PeriodProblem, ReportDays } from "@/lib/domain/analytics/report-period";
import type { QuestionSummary, SurveyForm, SurveyFormQuestion } from "@/lib/domain/diners/survey";
import type { RatingsReport, RatingsRowFigures } from "@/lib/server/dal/ratings-report";
import type { StaffPage } from "@/lib/server/staff/staff-page";
import { DinerFeedbackSection } from "./diner-feedback-section";
import { PeriodForm } from "./period-form";

interface Props {
  page: StaffPage;
  /** as asked (kept as typed when refused) */
  days: ReportDays;
  /** the branch asked, "" for all the account's */
  branch: string;
  problem: PeriodProblem | "invalid" | null;
  report: RatingsReport | null;
  /** whether the account may download the sales (sales.export) */
  exports: boolean;
  /** the brand's surveys in the staff's language, by key: the words of each question and option */
  surveys: ReadonlyMap<string, SurveyForm>;
  /** what diners wrote over the period; null when the period was refused */
  feedback: readonly DinerFeedback[] | null;
}

/** The console's reports: the period and branch, the ratings, what diners wrote and the surveys over it, the downloads. */
export function ReportsScreen({ page, days, branch, problem, report, exports, surveys, feedback }: Props) {
  const { t, branches } = page;
  const branchName = (slug: string) => branches.find((candidate) => candidate.slug === slug)?.name ?? slug;
  const service = (key: string) => (isServiceKey(key) ? t(`services.${key}`) : key);
  const number = (value: number | null) => (value === null ? "—" : String(value));
  const period = new URLSearchParams({ from: days.from, to: days.to, ...(branch && { supplier: branch }) });
  const when = (iso: string) => new Intl.DateTimeFormat(page.locale, { dateStyle: "medium", timeStyle: "short", timeZone: page.config.timezone }).format(new Date(iso));
  return (
    <>
      <PeriodForm page={page} days={days} branch={branch} problem={problem} download={exports ? { href: `/api/v1/operator/sales.csv?${period}`, label: t("staff.reports.download") } : null} />
      {report && (
        <>
          <section aria-labelledby="report-ratings" className="flex flex-col gap-3">
            <h2 id="report-ratings" className="text-xl font-semibold">
              {t("staff.reports.ratings")}
            </h2>
            <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4" data-testid="report-overall">
              {(
                [
                  ["count", number(report.overall.ratings)],
                  ["average", number(report.overall.average)],
                  ["nps", number(report.overall.nps)],
                  ["digitalMenu", number(report.overall.digital_menu_average)],
                ] as const
              ).map(([key, value]) => (
                <div key={key} className="card flex flex-col gap-1">
                  <dt className="muted text-sm">{t(`staff.reports.figures.${key}`)}</dt>
                  <dd className="text-2xl font-bold" data-figure={key}>
                    {value}
                  </dd>
                </div>
              ))}
            </dl>
            <p className="muted">{t("staff.reports.npsSplit", report.overall.nps_split)}</p>
            {report.by_branch_and_service.length > 0 ? (
              <div className="overflow-x-auto" role="region" aria-labelledby="report-by-branch" tabIndex={0}>
                <table className="w-full text-left text-sm">
                  <caption id="report-by-branch" className="mb-2 text-left font-semibold">
                    {t("staff.reports.byBranch")}
                  </caption>
                  <thead>
                    <tr>
                      {(["branch", "service", "count", "average", "nps", "digitalMenu"] as const).map((key) => (
                        <th key={key} scope="col" className="px-2 py-1">
                          {t(`staff.reports.figures.${key}`)}
                        </th>
                      ))}
                    </tr>
                  </thead>
                  <tbody>
                    {report.by_branch_and_service.map((row) => (
                      <tr key={`${row.supplier}|${row.service}`} className="border-t border-(--brand-border)">
                        <th scope="row" className="px-2 py-1 font-normal">
                          {branchName(row.supplier)}
                        </th>
                        <td className="px-2 py-1">{service(row.service)}</td>
                        {figureCells(row, number)}
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            ) : (
              <p className="muted">{t("staff.reports.noRatings")}</p>
            )}
          </section>
          {feedback && <DinerFeedbackSection t={t} items={feedback} branchName={branchName} download={`/api/v1/operator/feedback.csv?${period}`} when={when} />}
          <section aria-labelledby="report-surveys" className="flex flex-col gap-3">
            <h2 id="report-surveys" className="text-xl font-semibold">
              {t("staff.reports.surveys")}
            </h2>
            {report.surveys.length === 0 && <p className="muted">{t("staff.reports.noSurveys")}</p>}
            <ul className="grid gap-3 md:grid-cols-2">
              {report.surveys.map((survey) => (
                <li key={`${survey.survey}|${survey.branch}|${survey.service}`} className="card flex flex-col gap-2" data-survey={survey.survey}>
                  <h3 className="font-semibold">{survey.title ?? survey.survey}</h3>
                  <p className="muted text-sm">{t("staff.reports.surveyWhere", { branch: branchName(survey.branch), service: service(survey.service), count: survey.answers })}</p>
                  <dl className="flex flex-col gap-1 text-sm">
                    {Object.entries(survey.questions).map(([key, summary]) => {
                      const question = surveys.get(survey.survey)?.questions.find((candidate) => candidate.key === key);
                      return (
                        <div key={key} className="flex flex-wrap gap-x-2">
                          <dt className="font-medium">{question?.label ?? key}</dt>
                          <dd>{questionText(summary, t, question)}</dd>
                        </div>
                      );
                    })}
                  </dl>
                </li>
              ))}
            </ul>
          </section>
        </>
      )}
    </>
  );
}

function figureCells(row: RatingsRowFigures, number: (value: number | null) => string) {
  return [row.ratings, row.average, row.nps, row.digital_menu_average].map((value, index) => (
    <td key={index} className="px-2 py-1">
      {number(value)}
    </td>
  ));
}

/** A survey question's answers in words: its average (and NPS), each option's count, or how many wrote. */
function questionText(summary: QuestionSummary, t: StaffPage["t"], question: SurveyFormQuestion | undefined): string {
  if ("answered" in summary) return t("staff.reports.answered", { count: summary.answered });
  const optionLabel = (key: string) => (question && "options" in question ? question.options.find((option) => option.key === key)?.label : undefined) ?? key;
  if ("counts" in summary) return Object.entries(summary.counts).map(([option, count]) => `${optionLabel(option)}: ${count}`).join(" · ");
  const average = t("staff.reports.questionAverage", { value: summary.average ?? "—" });
  return summary.nps === undefined ? average : `${average} · NPS ${summary.nps ?? "—"}`;
}
