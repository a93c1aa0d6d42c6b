"use client";

import { useTranslations } from "use-intl/react";
import { useId, useState, type FormEvent } from "react";
import { failureToShow, type ApiFailure } from "@/lib/client/api/api-failure";
import { signInStaff } from "@/lib/client/api/staff";
import { STAFF_HOME_PATH } from "@/lib/domain/staff/staff-paths";
import { errorText } from "@/lib/i18n/api-error-text";

/**
 * The staff console's sign-in. A refusal keeps what was typed but the password; too many tries says
 * when to try again (the API's 429 carries Retry-After in seconds).
 */
export function StaffSignIn() {
  const t = useTranslations("staff.signIn");
  const errors = useTranslations("errors");
  const emailId = useId();
  const passwordId = useId();
  const errorId = useId();
  const [failure, setFailure] = useState<ApiFailure | null>(null);
  const [sending, setSending] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    setSending(true);
    setFailure(null);
    try {
      await signInStaff(String(data.get("email") ?? ""), String(data.get("password") ?? ""));
      // a full load: the console's pages read the new session cookie on the server
      window.location.assign(STAFF_HOME_PATH);
    } catch (error) {
      setSending(false);
      setFailure(failureToShow(error));
      const password = form.elements.namedItem("password") as HTMLInputElement;
      password.value = "";
      password.focus();
    }
  }

  const retryAfter = Number(failure?.detail.retry_after);
  const message = !failure
    ? null
    : failure.code === "rate_limited" && retryAfter > 0
      ? t("locked", { minutes: Math.ceil(retryAfter / 60) })
      : failure.code === "invalid_credentials"
        ? t("invalid")
        : errorText(errors, failure.code);
  return (
    <form onSubmit={submit} className="card mx-auto flex w-full max-w-sm flex-col gap-4" aria-describedby={message ? errorId : undefined} data-staff-sign-in>
      <h1 className="text-2xl font-bold">{t("title")}</h1>
      <label htmlFor={emailId} className="field">
        {t("email")}
        <input id={emailId} name="email" type="email" autoComplete="username" required inputMode="email" autoCapitalize="none" spellCheck={false} />
      </label>
      <label htmlFor={passwordId} className="field">
        {t("password")}
        <input id={passwordId} name="password" type="password" autoComplete="current-password" required />
      </label>
      {message && (
        <p id={errorId} role="alert" className="field-error">
          {message}
        </p>
      )}
      <button type="submit" className="btn-primary" disabled={sending} aria-busy={sending}>
        {sending ? t("sending") : t("submit")}
      </button>
    </form>
  );
}
