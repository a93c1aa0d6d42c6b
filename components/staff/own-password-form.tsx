"use client";

import { useTranslations } from "use-intl/react";
import { useState, type FormEvent } from "react";
import { failureToShow, type ApiFailure } from "@/lib/client/api/api-failure";
import { changeOwnPassword } from "@/lib/client/api/staff-accounts";
import { PASSWORD_MIN } from "@/lib/domain/staff/staff-bodies";
import { errorText } from "@/lib/i18n/api-error-text";

/** One's own password: the current one, then the new one; the account's other devices are signed out. */
export function OwnPasswordForm() {
  const t = useTranslations("staff.accounts");
  const errors = useTranslations("errors");
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [done, setDone] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const current = String(data.get("current") ?? "");
    const next = String(data.get("next") ?? "");
    setDone(false);
    if (next.length < PASSWORD_MIN) return setProblem(t("passwordTooShort", { min: PASSWORD_MIN }));
    setBusy(true);
    setProblem(null);
    try {
      await changeOwnPassword(current, next);
      form.reset();
      setDone(true);
    } catch (error) {
      const failure: ApiFailure = failureToShow(error);
      setProblem(failure.code === "wrong_password" ? t("wrongPassword") : errorText(errors, failure.code));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={submit} noValidate className="card flex flex-col gap-3" aria-labelledby="own-password" data-own-password>
      <h2 id="own-password" className="text-lg font-semibold">
        {t("ownPassword")}
      </h2>
      <div className="grid gap-3 md:grid-cols-2">
        <label className="field">
          {t("currentPassword")}
          <input name="current" type="password" autoComplete="current-password" required />
        </label>
        <label className="field">
          {t("newPassword")}
          <input name="next" type="password" autoComplete="new-password" required minLength={PASSWORD_MIN} />
        </label>
      </div>
      {problem && (
        <p role="alert" className="field-error">
          {problem}
        </p>
      )}
      <p role="status">{done ? t("ownPasswordChanged") : ""}</p>
      <button type="submit" className="btn-primary self-start" aria-busy={busy} aria-disabled={busy}>
        {t("changePassword")}
      </button>
    </form>
  );
}
