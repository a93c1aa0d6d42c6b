"use client";

import { useLocale, useTranslations } from "use-intl/react";
import { useMemo, useState } from "react";
import { failureToShow } from "@/lib/client/api/api-failure";
import { changeOptionAvailability, changeProductAvailability, fetchAvailability } from "@/lib/client/api/staff";
import { useLive } from "@/lib/client/use-live";
import { withOptionChange, withProductChange, type AvailabilityProductWire } from "@/lib/domain/menu/menu-availability";
import { foldText } from "@/lib/domain/menu/menu-search";
import { errorText } from "@/lib/i18n/api-error-text";
import { StockForm } from "./stock-form";
import { staffLive } from "./staff-live";
import { useStaffAction } from "./use-staff-action";

/** Rows drawn at once: a 2,000-product menu is searched, not scrolled. */
const SHOWN = 60;
/** Colleagues' marks arrive this often (and at once when the tablet is picked up again). */
const AVAILABILITY_POLL_MS = 30_000;

/**
 * The branch's menu as its staff mark it ("86"): every product, searchable, with one tap to sell it out or
 * back, its units left, and its options to sell out one by one. A change shows at once here, reaches the diners'
 * menu at their next read and is refused by the orders API from that moment.
 */
export function MenuAvailability({ branch }: { branch: string }) {
  const t = useTranslations("staff.menu");
  const errors = useTranslations("errors");
  const locale = useLocale();
  const live = useLive(`availability:${branch}:${locale}`, () => fetchAvailability(branch, locale), staffLive(AVAILABILITY_POLL_MS));
  const [query, setQuery] = useState("");
  const [onlySoldOut, setOnlySoldOut] = useState(false);
  const { pending: busy, failureOf, run } = useStaffAction<string>();
  const products = useMemo(() => live.data ?? [], [live.data]);
  const soldOutCount = products.filter((product) => product.sold_out).length;

  const matches = useMemo(() => {
    const words = foldText(query).split(/\s+/).filter(Boolean);
    return products.filter(
      (product) =>
        (!onlySoldOut || product.sold_out || product.option_groups.some((group) => group.options.some((option) => option.sold_out))) &&
        words.every((word) => foldText(`${product.label} ${product.category}`).includes(word)),
    );
  }, [products, query, onlySoldOut]);
  const shown = matches.slice(0, SHOWN);
  const categories = [...new Set(shown.map((product) => product.category))];

  const act = (key: string, call: () => Promise<void>, after: (current: AvailabilityProductWire[]) => AvailabilityProductWire[]) =>
    run(key, async () => {
      await call();
      live.set(after(live.data ?? []));
    });

  const problem = (key: string) => {
    const failure = failureOf(key);
    return (
      failure && (
        <p key={key} role="alert" className="field-error">
          {errorText(errors, failure.code)}
        </p>
      )
    );
  };

  if (!live.data) {
    return live.error ? (
      <p role="alert" className="field-error">
        {errorText(errors, failureToShow(live.error).code)}
      </p>
    ) : (
      <p className="muted">{t("loading")}</p>
    );
  }

  return (
    <section aria-label={t("title")} className="flex flex-col gap-4" data-menu-availability>
      <div className="flex flex-wrap items-end gap-3">
        <div className="field min-w-0 flex-1" role="search">
          <label htmlFor="availability-search">{t("search")}</label>
          <input id="availability-search" type="search" value={query} onChange={(event) => setQuery(event.target.value)} autoComplete="off" />
        </div>
        <label className="chip">
          <input type="checkbox" checked={onlySoldOut} onChange={(event) => setOnlySoldOut(event.target.checked)} />
          {t("onlySoldOut")}
        </label>
      </div>
      <p className="muted" aria-live="polite">
        {t("soldOutCount", { count: soldOutCount })}
        {matches.length > SHOWN && ` · ${t("more", { shown: SHOWN, total: matches.length })}`}
      </p>
      {shown.length === 0 && <p className="muted">{t("none")}</p>}
      {categories.map((category) => (
        <section key={category} aria-label={category} className="flex flex-col gap-2">
          <h2 className="text-lg font-semibold">{category}</h2>
          <ul className="grid gap-3 md:grid-cols-2">
            {shown
              .filter((product) => product.category === category)
              .map((product) => {
                const key = `product:${product.id}`;
                const nameId = `availability-${product.id}`;
                const optionsSoldOut = product.option_groups.reduce((sum, group) => sum + group.options.filter((option) => option.sold_out).length, 0);
                return (
                  <li key={product.id} className="card flex flex-col gap-3" data-availability-product={product.id} data-sold-out={product.sold_out}>
                    <div className="flex flex-wrap items-start justify-between gap-2">
                      <div>
                        <h3 id={nameId} className="font-semibold">
                          {product.label}
                        </h3>
                        <p className={product.sold_out ? "font-semibold" : "muted"}>
                          {product.sold_out ? t("status.soldOut") : product.stock === null ? t("status.unlimited") : t("status.left", { count: product.stock })}
                        </p>
                      </div>
                      <button
                        type="button"
                        className={product.sold_out ? "btn-primary" : "btn-outline"}
                        aria-describedby={nameId}
                        aria-busy={busy === key}
                        onClick={() =>
                          act(key, () => changeProductAvailability(product.id, { sold_out: !product.sold_out }), (current) => withProductChange(current, product.id, { sold_out: !product.sold_out }))
                        }
                      >
                        {product.sold_out ? t("markBack") : t("markSoldOut")}
                      </button>
                    </div>
                    {problem(key)}
                    <StockForm
                      product={product}
                      busy={busy === `stock:${product.id}`}
                      onSave={(stock) =>
                        act(`stock:${product.id}`, () => changeProductAvailability(product.id, { stock }), (current) => withProductChange(current, product.id, { stock }))
                      }
                    />
                    {problem(`stock:${product.id}`)}
                    {product.option_groups.length > 0 && (
                      <details>
                        <summary className="cursor-pointer">{t("options", { count: optionsSoldOut })}</summary>
                        {product.option_groups.map((group) => (
                          <fieldset key={group.id} className="mt-2 flex flex-col gap-2">
                            <legend className="muted text-sm">{t("optionGroup", { group: group.label })}</legend>
                            <div className="flex flex-wrap gap-2">
                              {group.options.map((option) => (
                                <button
                                  key={option.id}
                                  type="button"
                                  className="chip"
                                  aria-pressed={option.sold_out}
                                  aria-busy={busy === `option:${option.id}`}
                                  data-availability-option={option.id}
                                  onClick={() =>
                                    act(
                                      `option:${option.id}`,
                                      () => changeOptionAvailability(option.id, branch, !option.sold_out),
                                      (current) => withOptionChange(current, option.id, !option.sold_out),
                                    )
                                  }
                                >
                                  {option.sold_out ? <s>{option.label}</s> : option.label}
                                </button>
                              ))}
                            </div>
                            {group.options.map((option) => problem(`option:${option.id}`))}
                          </fieldset>
                        ))}
                      </details>
                    )}
                  </li>
                );
              })}
          </ul>
        </section>
      ))}
    </section>
  );
}
