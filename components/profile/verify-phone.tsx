"use client";

import { useTranslations } from "use-intl/react";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { Field } from "@/components/ui/field";
import { failureToShow, type ApiFailure } from "@/lib/client/api/api-failure";
import { confirmPhoneCode, fetchProfileAccount, fetchProfileOrders, sendPhoneCode } from "@/lib/client/api/profile";
import { currentProfile } from "@/lib/client/profile";
import { keepProfile, PROFILE_EVENT } from "@/lib/client/profile-session";
import { useBrandStores } from "@/lib/client/stores/brand-stores";
import { isVerificationCode, VERIFICATION_CODE_LENGTH } from "@/lib/domain/diners/phone-verification";

type Stage = { at: "hidden" } | { at: "phone" } | { at: "code"; resendAt: number } | { at: "verified" };

/**
 * Proving the diner's phone with a 4-digit SMS code (product §5), on their order history: once proven,
 * the orders their profile placed on other devices join the list (and this device joins the profile that
 * proved the phone first). A new code may be asked when the server says (resend_after: 14 s, product §9).
 */
export function VerifyPhone({ brand }: { brand: string }) {
  const t = useTranslations("profile");
  const te = useTranslations();
  const stores = useBrandStores();
  const [stage, setStage] = useState<Stage>({ at: "hidden" });
  const [phone, setPhone] = useState("");
  const [code, setCode] = useState("");
  const [failure, setFailure] = useState<(ApiFailure & { field?: "phone" | "code" }) | null>(null);
  const [busy, setBusy] = useState(false);
  const [now, setNow] = useState(() => Date.now());
  const codeRef = useRef<HTMLInputElement>(null);

  // read now, and again when the tab gets its profile (a first visit makes it once the page is idle)
  useEffect(() => {
    let cancelled = false;
    const load = () =>
      void fetchProfileAccount()
        .then((account) => {
          if (cancelled || !account) return;
          setPhone((typed) => typed || account.phone || "");
          setStage((shown) => (account.verified_phone ? { at: "verified" } : shown.at === "hidden" ? { at: "phone" } : shown));
        })
        .catch(() => undefined); // without the profile, the history is this device's alone
    load();
    window.addEventListener(PROFILE_EVENT, load);
    return () => {
      cancelled = true;
      window.removeEventListener(PROFILE_EVENT, load);
    };
  }, []);

  const waiting = stage.at === "code" && stage.resendAt > now;
  useEffect(() => {
    if (!waiting) return;
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [waiting]);

  useEffect(() => {
    if (stage.at === "code") codeRef.current?.focus();
  }, [stage.at]);

  const send = async () => {
    setBusy(true);
    setFailure(null);
    try {
      const { resend_after } = await sendPhoneCode(phone);
      setNow(Date.now());
      setStage({ at: "code", resendAt: Date.now() + resend_after * 1000 });
    } catch (error) {
      const shown = failureToShow(error);
      const retryAfter = Number(shown.detail.retry_after);
      if (shown.code === "code_resend_too_soon" && retryAfter) setStage({ at: "code", resendAt: Date.now() + retryAfter * 1000 });
      setFailure({ ...shown, field: shown.code === "bad_request" ? "phone" : undefined });
    } finally {
      setBusy(false);
    }
  };

  const confirm = async (event: FormEvent) => {
    event.preventDefault();
    if (!isVerificationCode(code)) return setFailure({ code: "bad_request", detail: {}, field: "code" });
    setBusy(true);
    setFailure(null);
    try {
      const profile = await confirmPhoneCode(code);
      if (profile.token) keepProfile(brand, { id: profile.id, token: profile.token });
      setStage({ at: "verified" });
      stores.orderHistory.getState().merge(await fetchProfileOrders());
    } catch (error) {
      setFailure({ ...failureToShow(error), field: "code" });
    } finally {
      setBusy(false);
    }
  };

  if (stage.at === "hidden" || !currentProfile(brand)) return null;
  if (stage.at === "verified") {
    return (
      <p className="card" role="status" data-phone-verified>
        {t("verified")}
      </p>
    );
  }

  const message = (field: "phone" | "code") => {
    if (!failure || failure.field !== field) return false;
    if (failure.code === "bad_request") return te(field === "phone" ? "validation.invalidPhone" : "validation.invalidCode");
    const left = Number(failure.detail.attempts_left);
    return failure.code === "invalid_verification_code" && Number.isFinite(left) ? `${te("errors.invalid_verification_code")} ${t("attemptsLeft", { count: left })}` : te(`errors.${failure.code}`);
  };
  const general = failure && !failure.field ? te(`errors.${failure.code}`) : null;
  const seconds = stage.at === "code" ? Math.max(0, Math.ceil((stage.resendAt - now) / 1000)) : 0;

  return (
    <section className="card flex flex-col gap-3" aria-labelledby="verify-phone-title">
      <h2 id="verify-phone-title" className="text-lg font-bold">
        {t("verifyTitle")}
      </h2>
      <p className="muted">{t("verifyIntro")}</p>
      {stage.at === "phone" ? (
        <form
          className="flex flex-col gap-3"
          onSubmit={(event) => {
            event.preventDefault();
            void send();
          }}
          noValidate
        >
          <Field label={t("phone")} error={message("phone")}>
            <input value={phone} onChange={(event) => setPhone(event.target.value)} type="tel" autoComplete="tel" inputMode="tel" required />
          </Field>
          <button type="submit" className="btn-primary self-start" disabled={busy || !phone.trim()}>
            {t("sendCode")}
          </button>
        </form>
      ) : (
        <form className="flex flex-col gap-3" onSubmit={(event) => void confirm(event)} noValidate>
          <p role="status">{t("codeSent")}</p>
          <Field label={t("code")} error={message("code")}>
            <input
              ref={codeRef}
              value={code}
              onChange={(event) => setCode(event.target.value.replace(/\D/g, "").slice(0, VERIFICATION_CODE_LENGTH))}
              inputMode="numeric"
              autoComplete="one-time-code"
              pattern="[0-9]*"
              maxLength={VERIFICATION_CODE_LENGTH}
              required
            />
          </Field>
          <div className="flex flex-wrap items-center gap-3">
            <button type="submit" className="btn-primary" disabled={busy}>
              {t("confirm")}
            </button>
            <button type="button" className="btn-outline" disabled={busy || waiting} onClick={() => void send()} data-resend>
              {t("resend")}
            </button>
          </div>
          {waiting && <p className="muted">{t("resendIn", { seconds })}</p>}
        </form>
      )}
      {general && (
        <p className="field-error" role="alert">
          {general}
        </p>
      )}
    </section>
  );
}
