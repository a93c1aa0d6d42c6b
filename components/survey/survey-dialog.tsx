"use client";

import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { useTranslations } from "use-intl/react";
import { useModalDialog } from "@/components/ui/use-modal-dialog";
import { failureToShow, type ApiFailure } from "@/lib/client/api/api-failure";
import { fetchPopups, type ContentPopup } from "@/lib/client/api/popups";
import { sendSurveyAnswers } from "@/lib/client/api/surveys";
import { RATING_THANKS_MS } from "@/lib/domain/diners/purchase-rating";
import { checkSurveyAnswers, unanswered, type SurveyAnswer, type SurveyForm } from "@/lib/domain/diners/survey";
import { SurveyQuestionField } from "./survey-question";

interface Props {
  survey: SurveyForm;
  supplierSlug: string;
  service: string;
  tableCode: string | null;
  /** the dialog is done: `answered` once the answers are in; `banner`, the brand's survey-sent popup to show next */
  onClose: (outcome: { answered: boolean; banner: ContentPopup | null }) => void;
}

/**
 * A branch's survey as a modal dialog (product §2 survey): the brand's questions, checked here by the rules
 * the API checks them by (survey.ts), every answer kept through a refusal. Once sent, a thank-you for 2 s — or,
 * when the brand has one, its survey-sent banner instead (product §4).
 */
export function SurveyDialog({ survey, supplierSlug, service, tableCode, onClose }: Props) {
  const t = useTranslations("menu.survey");
  const tr = useTranslations();
  const titleId = useId();
  const ref = useModalDialog(true);
  const [answers, setAnswers] = useState<Record<string, SurveyAnswer>>({});
  const [problems, setProblems] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<ApiFailure | null>(null);
  const [sending, setSending] = useState(false);
  const [thanked, setThanked] = useState(false);
  const thanksRef = useRef<HTMLParagraphElement>(null);
  const formRef = useRef<HTMLFormElement>(null);

  // a refusal takes the diner to the first question to mend, in the survey's order
  useEffect(() => {
    const first = survey.questions.find((question) => problems[question.key]);
    if (first) formRef.current?.querySelector<HTMLElement>(`[data-question="${first.key}"] :is(input, textarea)`)?.focus();
  }, [problems, survey.questions]);

  useEffect(() => {
    if (!thanked) return;
    thanksRef.current?.focus();
    const timer = window.setTimeout(() => onClose({ answered: true, banner: null }), RATING_THANKS_MS);
    return () => clearTimeout(timer);
  }, [thanked, onClose]);

  const problemText = (key: string) => problems[key] && (unanswered(answers[key]) ? tr("validation.required") : t("invalid"));

  const send = async (event: FormEvent) => {
    event.preventDefault();
    // what the diner left empty is left out here as the API leaves it out (survey.ts)
    const check = checkSurveyAnswers(survey.questions, answers);
    if (!check.ok) return setProblems(check.fields);
    setProblems({});
    setSending(true);
    setFailure(null);
    try {
      await sendSurveyAnswers({ survey: survey.id, supplier_id: supplierSlug, service, ...(tableCode ? { table_code: tableCode } : {}), answers: check.answers });
      const [banner] = await fetchPopups(supplierSlug, service, "survey-sent");
      if (banner) onClose({ answered: true, banner });
      else setThanked(true);
    } catch (error) {
      const refused = failureToShow(error);
      const fields = Object.entries(refused.fields ?? {}).filter(([path]) => path.startsWith("answers."));
      if (fields.length) setProblems(Object.fromEntries(fields.map(([path, message]) => [path.slice("answers.".length), message])));
      else setFailure(refused);
    } finally {
      setSending(false);
    }
  };

  return (
    <dialog ref={ref} className="sheet" aria-labelledby={titleId} onClose={() => onClose({ answered: thanked, banner: null })} data-survey={survey.id}>
      <div className="flex items-start justify-between gap-3">
        <h2 id={titleId} className="text-xl font-bold">
          {survey.title}
        </h2>
        <button type="button" className="icon-button shrink-0" aria-label={t("close")} onClick={() => onClose({ answered: thanked, banner: null })}>
          <span aria-hidden="true">✕</span>
        </button>
      </div>
      {thanked ? (
        <p ref={thanksRef} tabIndex={-1} role="status" className="card mt-4 text-lg font-semibold" data-survey-thanks>
          {t("thanks")}
        </p>
      ) : (
        <form ref={formRef} onSubmit={(event) => void send(event)} noValidate className="mt-2 flex flex-col gap-5">
          {survey.intro && <p className="muted">{survey.intro}</p>}
          {survey.questions.map((question) => (
            <div key={question.key} data-question={question.key}>
              <SurveyQuestionField
                question={question}
                value={answers[question.key]}
                onChange={(value) => setAnswers((current) => ({ ...current, [question.key]: value }))}
                error={problemText(question.key) || false}
              />
            </div>
          ))}
          {failure && (
            <p role="alert" className="alert-text">
              {tr.has(`errors.${failure.code}`) ? tr(`errors.${failure.code}`) : tr("errors.network")}
            </p>
          )}
          <button type="submit" className="btn-primary" disabled={sending}>
            {sending ? t("sending") : t("send")}
          </button>
        </form>
      )}
    </dialog>
  );
}
