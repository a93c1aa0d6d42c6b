"use client";

import { useTranslations } from "use-intl/react";
import { coverTotal, type CoverCharge } from "@/lib/domain/bookings/cover";
import type { Currency } from "@/lib/domain/money/currency";
import { formatMoney } from "@/lib/domain/money/money";

/** Product §3 cover, before booking: what the party will pay for its table, and when. */
export function CoverNote({ cover, persons, currency }: { cover: CoverCharge | null; persons: number; currency: Currency }) {
  const t = useTranslations("booking.cover");
  if (!cover) return null;
  const total = formatMoney(coverTotal(cover, persons), currency);
  return (
    <p className="muted text-sm" data-cover>
      {cover.perPerson ? t("perPerson", { amount: formatMoney(cover.amount, currency), total, count: persons }) : t("fixed", { total })}{" "}
      {t(cover.prepaid ? "prepaid" : "atRestaurant")}
    </p>
  );
}
