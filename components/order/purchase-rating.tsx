"use client";

import { useTranslations } from "use-intl/react";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { Field } from "@/components/ui/field";
import { ScoreScale } from "@/components/ui/score-scale";
import { failureOf, failureToShow, type ApiFailure } from "@/lib/client/api/api-failure";
import { fetchPopups, type ContentPopup } from "@/lib/client/api/popups";
import { fetchRate, sendRate, type RatingSent } from "@/lib/client/api/ratings";
import { LIVE_ONCE, useLive } from "@/lib/client/use-live";
import { NPS_SCORE, PURCHASE_RATING, RATING_COMMENT_MAX, RATING_THANKS_MS } from "@/lib/domain/diners/purchase-rating";
import { apiErrorText } from "@/lib/i18n/api-error-text";
import { PopupDialog } from "@/components/shell/popup-dialog";

interface Props {
  id: number;
  token: string;
  /** after the thank-you has shown for RATING_THANKS_MS (product §4): where the diner goes next (the order's branch given) */
  onDone: (supplier: string) => void;
}

/**
 * Product §2's rate screen for a purchase (/ratecluvi and the order page's rating): the experience 1–10, the
 * brand's NPS and digital-menu questions when it asks them, optional words and contact. A refusal keeps all of it.
 * Once sent, a thank-you for 2 s, or the brand's survey-sent banner instead (product §4).
 */
export function PurchaseRating({ id, token, onDone }: Props) {
  const t = useTranslations("rate");
  const tr = useTranslations();
  const live = useLive(`rate:${id}`, () => fetchRate(id, token), { ...LIVE_ONCE, retryOn: (error) => failureOf(error)?.code !== "not_found" });
  const [scores, setScores] = useState<{ rating: number | null; nps: number | null; digital_menu: number | null }>({ rating: null, nps: null, digital_menu: null });
  const [words, setWords] = useState({ comment: "", name: "", phone: "", email: "" });
  const [missing, setMissing] = useState(false);
  const [failure, setFailure] = useState<ApiFailure | null>(null);
  const [sending, setSending] = useState(false);
  /** the rated order's branch, once the rating is in */
  const [thanked, setThanked] = useState<string | null>(null);
  /** the brand's survey-sent banner, shown instead of the thank-you when it has one (product §4) */
  const [banner, setBanner] = useState<{ popup: ContentPopup; supplier: string } | null>(null);
  const thanksRef = useRef<HTMLParagraphElement>(null);
  const view = live.data;

  useEffect(() => {
    if (!thanked) return;
    thanksRef.current?.focus();
    const timer = window.setTimeout(() => onDone(thanked), RATING_THANKS_MS);
    return () => clearTimeout(timer);
  }, [thanked, onDone]);

  if (banner) return <PopupDialog popup={banner.popup} onClose={() => onDone(banner.supplier)} />;
  if (thanked) {
    return (
      <p ref={thanksRef} tabIndex={-1} className="card text-lg font-semibold" role="status" data-rating-thanks>
        {t("thanks")}
      </p>
    );
  }
  if (!view) {
    if (failureOf(live.error)?.code === "not_found") return <p className="alert-text" role="alert">{t("notFound")}</p>;
    return (
      <p className={live.error ? "alert-text" : "muted"} role={live.error ? "alert" : "status"}>
        {live.error ? t("failed") : t("loading")}
      </p>
    );
  }
  const title = <h1 className="text-2xl font-bold">{t("title", { branch: view.supplier.name })}</h1>;
  if (view.rating || !view.rateable) {
    return (
      <>
        {title}
        <p className="card" role="status" data-rated={view.rating?.rating}>
          {view.rating ? t("rated", { rating: view.rating.rating }) : view.canceled ? t("notRateable") : t("notYet")}
        </p>
      </>
    );
  }

  const asked = view.asks;
  const fieldError = (name: keyof typeof words) => {
    const key = failure?.fields?.[`rate.${name}`];
    return key ? tr(key) : false;
  };

  const send = async (event: FormEvent) => {
    event.preventDefault();
    if (scores.rating === null || (asked.nps && scores.nps === null) || (asked.digital_menu && scores.digital_menu === null)) return setMissing(true);
    const rate: RatingSent = { rating: scores.rating };
    if (asked.nps) rate.nps = scores.nps!;
    if (asked.digital_menu) rate.digital_menu = scores.digital_menu!;
    for (const [key, value] of Object.entries(words) as [keyof typeof words, string][]) if (value.trim()) rate[key] = value.trim();
    setSending(true);
    setFailure(null);
    try {
      await sendRate(id, token, rate);
      const [popup] = await fetchPopups(view.supplier.slug, view.service, "survey-sent");
      if (popup) setBanner({ popup, supplier: view.supplier.slug });
      else setThanked(view.supplier.slug);
    } catch (error) {
      setFailure(failureToShow(error));
    } finally {
      setSending(false);
    }
  };
  const required = missing && tr("validation.rating");
  const set = (name: keyof typeof scores) => (value: number) => setScores((current) => ({ ...current, [name]: value }));
  const type = (name: keyof typeof words) => (event: { target: { value: string } }) => setWords((current) => ({ ...current, [name]: event.target.value }));

  return (
    <form onSubmit={(event) => void send(event)} noValidate className="flex flex-col gap-5" data-purchase-rate>
      {title}
      <ScoreScale legend={t("score")} hint={t("scale")} range={PURCHASE_RATING} value={scores.rating} onChange={set("rating")} missing={required} />
      {asked.nps && <ScoreScale legend={t("nps")} hint={t("npsScale")} range={NPS_SCORE} value={scores.nps} onChange={set("nps")} missing={missing && tr("validation.ratingNps")} />}
      {asked.digital_menu && <ScoreScale legend={t("menu")} hint={t("menuScale")} range={PURCHASE_RATING} value={scores.digital_menu} onChange={set("digital_menu")} missing={required} />}
      <Field label={t("comment")}>
        <textarea rows={3} maxLength={RATING_COMMENT_MAX} value={words.comment} onChange={type("comment")} />
      </Field>
      <fieldset className="flex flex-col gap-3">
        <legend className="mb-1 font-semibold">{t("contactTitle")}</legend>
        <Field label={t("name")}>
          <input value={words.name} onChange={type("name")} autoComplete="name" />
        </Field>
        <Field label={t("phone")} error={fieldError("phone")}>
          <input value={words.phone} onChange={type("phone")} type="tel" inputMode="tel" autoComplete="tel" />
        </Field>
        <Field label={t("email")} error={fieldError("email")}>
          <input value={words.email} onChange={type("email")} type="email" inputMode="email" autoComplete="email" />
        </Field>
      </fieldset>
      {failure && !failure.fields && (
        <p role="alert" className="alert-text">
          {apiErrorText(tr, "rate", failure.code)}
        </p>
      )}
      <button type="submit" className="btn-primary" disabled={sending}>
        {sending ? t("sending") : t("send")}
      </button>
    </form>
  );
}
