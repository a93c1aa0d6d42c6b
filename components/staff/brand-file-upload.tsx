"use client";

import { useTranslations } from "use-intl/react";
import { useState, type ChangeEvent } from "react";
import { ApiCallError, failureToShow } from "@/lib/client/api/api-failure";
import { sendBrandFile, type BrandFileCounts } from "@/lib/client/api/staff-brand-file";
import { errorText } from "@/lib/i18n/api-error-text";

interface Issue {
  path: string;
  message: string;
}

type State =
  | { step: "choose" }
  | { step: "checking" | "importing"; name: string }
  | { step: "problems"; name: string; issues: Issue[] }
  | { step: "ready"; name: string; text: string; counts: BrandFileCounts }
  | { step: "imported"; name: string; counts: BrandFileCounts }
  | { step: "failed"; name: string; message: string; text?: string };

/**
 * The brand file, replaced from the console by its owner: the file is checked first — every problem with
 * its path, the same checks as `npm run brand:import`, and what the database would refuse — and imported only when
 * the owner confirms what it holds.
 */
export function BrandFileUpload() {
  const t = useTranslations("staff.brandFile");
  const errors = useTranslations("errors");
  const [state, setState] = useState<State>({ step: "choose" });

  const refusal = (error: unknown, name: string, text?: string): State => {
    const failure = failureToShow(error);
    const issues = failure.detail.issues;
    if (error instanceof ApiCallError && Array.isArray(issues)) return { step: "problems", name, issues: issues as Issue[] };
    return { step: "failed", name, message: failure.code === "payload_too_large" ? t("tooLarge") : errorText(errors, failure.code), text };
  };

  async function choose(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    if (!file) return;
    const name = file.name;
    const text = await file.text();
    try {
      JSON.parse(text);
    } catch (error) {
      return setState({ step: "problems", name, issues: [{ path: "(file)", message: t("notJson", { detail: (error as Error).message }) }] });
    }
    setState({ step: "checking", name });
    try {
      setState({ step: "ready", name, text, counts: await sendBrandFile(text, true) });
    } catch (error) {
      setState(refusal(error, name));
    }
  }

  async function importIt(name: string, text: string) {
    setState({ step: "importing", name });
    try {
      setState({ step: "imported", name, counts: await sendBrandFile(text, false) });
    } catch (error) {
      setState(refusal(error, name, text));
    }
  }

  const counts = (values: BrandFileCounts) => (
    <ul className="flex flex-wrap gap-2" data-brand-file-counts>
      {Object.entries(values).map(([key, value]) => (
        <li key={key} className="chip">
          {t.has(`counts.${key}`) ? t(`counts.${key}`, { count: value }) : `${key}: ${value}`}
        </li>
      ))}
    </ul>
  );

  return (
    <div className="flex flex-col gap-4" data-brand-file>
      <section className="card flex flex-col gap-3" aria-labelledby="brand-file-choose">
        <h2 id="brand-file-choose" className="text-lg font-semibold">
          {t("choose")}
        </h2>
        <p className="muted">{t("intro")}</p>
        <label className="field">
          {t("file")}
          <input type="file" accept="application/json,.json" onChange={choose} aria-describedby="brand-file-status" />
        </label>
      </section>
      <div id="brand-file-status" role="status" aria-live="polite">
        {(state.step === "checking" || state.step === "importing") && <p className="muted">{t(state.step, { name: state.name })}</p>}
        {state.step === "imported" && (
          <section className="card flex flex-col gap-3" data-brand-file-imported>
            <h2 className="text-lg font-semibold">{t("imported", { name: state.name })}</h2>
            {counts(state.counts)}
          </section>
        )}
      </div>
      {state.step === "problems" && (
        <section role="alert" className="card flex flex-col gap-3" aria-labelledby="brand-file-problems" data-brand-file-problems>
          <h2 id="brand-file-problems" className="text-lg font-semibold">
            {t("problems", { count: state.issues.length, name: state.name })}
          </h2>
          <ol className="flex list-decimal flex-col gap-1 ps-6">
            {state.issues.map((issue, index) => (
              <li key={index}>
                <code className="font-mono text-sm">{issue.path}</code>: {issue.message}
              </li>
            ))}
          </ol>
          <p className="muted">{t("fixAndRetry")}</p>
        </section>
      )}
      {state.step === "failed" && (
        <p role="alert" className="field-error">
          {state.message}
        </p>
      )}
      {state.step === "ready" && (
        <section className="card flex flex-col gap-3" aria-labelledby="brand-file-ready" data-brand-file-ready>
          <h2 id="brand-file-ready" className="text-lg font-semibold">
            {t("ready", { name: state.name })}
          </h2>
          {counts(state.counts)}
          <p className="muted">{t("replaces")}</p>
          <button type="button" className="btn-primary self-start" onClick={() => importIt(state.name, state.text)}>
            {t("import")}
          </button>
        </section>
      )}
    </div>
  );
}
