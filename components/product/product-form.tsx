"use client";

import Link from "next/link";
import { useMemo, useState } from "react";
import { useTranslations } from "next-intl";
import { track } from "@/lib/client/analytics";
import { useCart, useLegal, useBrandStores } from "@/lib/client/stores/brand-stores";
import { productQuantity } from "@/lib/domain/cart";
import { currentUnitPrice } from "@/lib/domain/cart-reconcile";
import { fromMinorUnits, type Currency } from "@/lib/domain/currency";
import type { MenuProduct } from "@/lib/domain/menu";
import { cartLineFor, optionRules } from "@/lib/domain/menu-product";
import { formatMoney } from "@/lib/domain/money";
import { optionsPrice, toggleOption, validateSelection, type Selection } from "@/lib/domain/options";
import { available, checkAdd } from "@/lib/domain/stock";
import { cartPath } from "@/lib/domain/paths";
import { AgeGate } from "./age-gate";
import { OptionGroup } from "./option-group";

interface Props {
  product: MenuProduct;
  supplierSlug: string;
  currency: Currency;
  upsell: MenuProduct[];
  onDone?: () => void;
}

type Notice =
  | { key: "missingOptions"; groups: string }
  | { key: "stockUnavailable"; count: number }
  | { key: "otherBranch"; branch: string }
  | { key: "stockNone" | "ageMinor" };

/** The product's add-to-cart form (spec §5 options, stock and age rules), in the modal or on the product page. */
export function ProductForm({ product, supplierSlug, currency, upsell, onDone }: Props) {
  const t = useTranslations("product");
  const stores = useBrandStores();
  const cartSupplier = useCart((s) => s.supplierSlug);
  const cartLines = useCart((s) => s.lines);
  const lines = cartSupplier === supplierSlug ? cartLines : [];
  const legal = { asked: useLegal((s) => s.fecha_nacimiento !== null), adult: useLegal((s) => s.mayor_edad) };
  const rules = useMemo(() => optionRules(product, currency), [product, currency]);
  const [selection, setSelection] = useState<Selection>({});
  const [quantity, setQuantity] = useState(1);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [step, setStep] = useState<"choose" | "age" | "added">("choose");
  const [invalidGroups, setInvalidGroups] = useState<number[]>([]);

  const unit = currentUnitPrice(product, currency) + optionsPrice(rules, selection);
  const left = available(product.stock, productQuantity(lines, product.id));
  const money = (minor: number) => formatMoney(minor, currency);

  const add = (replaceOtherBranch = false) => {
    // Spec §8: a cart belongs to one branch; never drop the diner's other order without asking.
    if (cartSupplier && cartSupplier !== supplierSlug && cartLines.length > 0 && !replaceOtherBranch) {
      return setNotice({ key: "otherBranch", branch: cartSupplier });
    }
    if (product.is_alcoholic && !legal.adult) {
      if (legal.asked) return setNotice({ key: "ageMinor" });
      return setStep("age");
    }
    const check = validateSelection(rules, selection);
    if (!check.ok) {
      const ids = check.problems.map((p) => p.groupId);
      setInvalidGroups(ids);
      return setNotice({ key: "missingOptions", groups: product.option_groups.filter((g) => ids.includes(g.id)).map((g) => g.label).join(", ") });
    }
    const stock = checkAdd(product.stock, productQuantity(lines, product.id), quantity);
    if (!stock.ok) {
      if (stock.suggested > 0) setQuantity(stock.suggested);
      return setNotice(stock.suggested > 0 ? { key: "stockUnavailable", count: stock.suggested } : { key: "stockNone" });
    }
    const line = cartLineFor(product, selection, quantity, currency);
    stores.cart.getState().add(supplierSlug, line);
    track({ event: "add_to_cart", product_supplier_id: product.id, label: product.label, quantity, value: fromMinorUnits(unit * quantity, currency), currency });
    setNotice(null);
    setStep("added");
  };

  if (step === "age") return <AgeGate onAdult={() => setStep("choose")} />;
  if (step === "added") {
    const offers = upsell.filter((p) => p.id !== product.id && p.option_groups.length === 0 && p.stock !== 0).slice(0, 3);
    return (
      <div className="flex flex-col gap-4" data-step="added">
        <p role="status" className="text-lg font-semibold">
          {t("added")}
        </p>
        {offers.length > 0 && (
          <section aria-labelledby="upsell-title" className="flex flex-col gap-2">
            <h3 id="upsell-title" className="font-semibold">
              {t("upsellTitle")}
            </h3>
            <ul className="flex flex-col gap-2">
              {offers.map((offer) => (
                <li key={offer.id} className="card flex items-center justify-between gap-2 p-3">
                  <span>
                    {offer.label} · {money(currentUnitPrice(offer, currency))}
                  </span>
                  <UpsellAdd product={offer} supplierSlug={supplierSlug} currency={currency} label={t("upsellAdd", { name: offer.label })} />
                </li>
              ))}
            </ul>
          </section>
        )}
        <div className="flex flex-wrap gap-2">
          <button type="button" className="btn-outline" onClick={onDone}>
            {t("keepBrowsing")}
          </button>
          <Link href={cartPath(supplierSlug)} className="btn-primary">
            {t("viewOrder")}
          </Link>
        </div>
      </div>
    );
  }

  return (
    <form
      className="flex flex-col gap-4"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        add();
      }}
    >
      {product.option_groups.map((group) => (
        <OptionGroup
          key={group.id}
          group={group}
          currency={currency}
          selected={selection[group.id] ?? []}
          invalid={invalidGroups.includes(group.id)}
          onToggle={(optionId) => {
            setSelection((current) => toggleOption(rules, current, group.id, optionId));
            setInvalidGroups((ids) => ids.filter((id) => id !== group.id));
          }}
        />
      ))}
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex items-center gap-3">
          <span className="sr-only" id={`qty-${product.id}`}>
            {t("quantity")}
          </span>
          <div className="stepper" role="group" aria-labelledby={`qty-${product.id}`}>
            <button type="button" aria-label={t("decrease")} disabled={quantity <= 1} onClick={() => setQuantity((q) => Math.max(1, q - 1))}>
              −
            </button>
            <output aria-live="polite" className="min-w-8 text-center font-semibold" data-quantity>
              {quantity}
            </output>
            <button type="button" aria-label={t("increase")} disabled={quantity >= left} onClick={() => setQuantity((q) => Math.min(left, q + 1))}>
              +
            </button>
          </div>
          {product.stock !== null && <span className="muted text-sm">{t("left", { count: Math.max(0, left) })}</span>}
        </div>
        <button type="submit" className="btn-primary" disabled={left <= 0}>
          {t("add", { price: money(unit * quantity) })}
        </button>
      </div>
      {notice && (
        <p role="alert" className="alert-text">
          {notice.key === "missingOptions"
            ? t("missingOptions", { groups: notice.groups })
            : notice.key === "stockUnavailable"
              ? t("stockUnavailable", { count: notice.count })
              : notice.key === "otherBranch"
                ? t("otherBranch", { branch: notice.branch })
                : t(notice.key)}
        </p>
      )}
      {notice?.key === "otherBranch" && (
        <button type="button" className="btn-outline" onClick={() => add(true)}>
          {t("startNew")}
        </button>
      )}
    </form>
  );
}

function UpsellAdd({ product, supplierSlug, currency, label }: { product: MenuProduct; supplierSlug: string; currency: Currency; label: string }) {
  const stores = useBrandStores();
  const [added, setAdded] = useState(false);
  return (
    <button
      type="button"
      className="btn-outline"
      aria-label={label}
      disabled={added}
      onClick={() => {
        stores.cart.getState().add(supplierSlug, cartLineFor(product, {}, 1, currency));
        setAdded(true);
      }}
    >
      {added ? "✓" : "+"}
    </button>
  );
}
