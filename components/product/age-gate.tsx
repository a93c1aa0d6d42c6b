"use client";

import { useState } from "react";
import { useTranslations } from "use-intl/react";
import { Field } from "@/components/ui/field";
import { useBrandStores } from "@/lib/client/stores/brand-stores";
import { isAdult, parseBirthDate } from "@/lib/domain/orders/age";

const todayUtc = () => {
  const now = new Date();
  return new Date(Date.UTC(now.getFullYear(), now.getMonth(), now.getDate()));
};

/** Product §5: alcohol needs a valid birth date, asked once per device; minors are blocked. */
export function AgeGate({ onAdult }: { onAdult: () => void }) {
  const t = useTranslations("product");
  const stores = useBrandStores();
  const [value, setValue] = useState("");
  const [problem, setProblem] = useState<"ageInvalid" | null>(null);
  const [minor, setMinor] = useState(false);
  return (
    <form
      className="flex flex-col gap-3"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const today = todayUtc();
        if (!parseBirthDate(value, today)) return setProblem("ageInvalid");
        const adult = isAdult(value, today);
        stores.legal.getState().confirmBirthDate(value, adult);
        setProblem(null);
        if (adult) onAdult();
        else setMinor(true);
      }}
    >
      <h3 className="text-lg font-semibold">{t("ageTitle")}</h3>
      <p>{t("ageBody")}</p>
      <Field label={t("birthDate")} error={problem ? t(problem) : false}>
        <input type="date" value={value} onChange={(event) => setValue(event.target.value)} required autoComplete="bday" />
      </Field>
      {minor ? (
        <p role="alert" className="alert-text">
          {t("ageMinor")}
        </p>
      ) : (
        <button type="submit" className="btn-primary">
          {t("ageConfirm")}
        </button>
      )}
    </form>
  );
}
