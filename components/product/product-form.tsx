"use client";

import { IntentLink } from "@/components/shell/intent-link";
import { useEffect, useRef, useState } from "react";
import { useTranslations } from "use-intl/react";
import { track } from "@/lib/client/analytics";
import { addToCart } from "@/lib/client/stores/add-to-cart";
import { useCart, useLegal, useBrandStores } from "@/lib/client/stores/brand-stores";
import { useCurrency, useMoney } from "@/lib/client/use-money";
import { useOtherBranchCart } from "@/lib/client/brand-rules";
import { productQuantity } from "@/lib/domain/cart/cart";
import { otherBranchAdd } from "@/lib/domain/cart/other-branch";
import { currentUnitPrice } from "@/lib/domain/cart/cart-reconcile";
import type { MenuProduct } from "@/lib/domain/menu/menu";
import { cartLineFor } from "@/lib/domain/menu/menu-product";
import { addMinor, timesQuantity } from "@/lib/domain/money/minor";
import { toMajor } from "@/lib/domain/money/major-units";
import { incompleteGroups, optionsPrice, toggleOption, validateSelection, type Selection } from "@/lib/domain/menu/options";
import { available, checkAdd, type StockCode, type StockRefusal } from "@/lib/domain/menu/stock";
import { oneTapOffers } from "@/lib/domain/menu/upselling";
import { cartPath } from "@/lib/domain/routing/paths";
import { AgeGate } from "./age-gate";
import { OptionGroup } from "./option-group";
import { UpsellOffers } from "./upsell-offers";

interface Props {
  product: MenuProduct;
  supplierSlug: string;
  upsell: MenuProduct[];
  onDone?: () => void;
}

type Notice =
  | { key: "missingOptions" }
  | { key: "stock"; refusal: StockRefusal }
  | { key: "otherBranch"; branch: string; refused: boolean }
  | { key: "ageMinor" };

/** Product §8 "stock unavailable (smaller quantity suggested)" and "combo stock unavailable": some left, or none. */
const STOCK_MESSAGES = {
  stock_unavailable: { some: "stockUnavailable", none: "stockNone" },
  combo_stock_unavailable: { some: "comboStockUnavailable", none: "comboStockNone" },
} as const satisfies Record<StockCode, { some: string; none: string }>;

/** The product's add-to-cart form (product §5 options, stock and age rules), in the modal or on the product page. */
export function ProductForm({ product, supplierSlug, upsell, onDone }: Props) {
  const t = useTranslations("product");
  const stores = useBrandStores();
  const otherBranchCart = useOtherBranchCart();
  const cartSupplier = useCart((s) => s.supplierSlug);
  const cartLines = useCart((s) => s.lines);
  const lines = cartSupplier === supplierSlug ? cartLines : [];
  const legal = { asked: useLegal((s) => s.fecha_nacimiento !== null), adult: useLegal((s) => s.mayor_edad) };
  const [selection, setSelection] = useState<Selection>({});
  const [quantity, setQuantity] = useState(1);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [step, setStep] = useState<"choose" | "age" | "added">("choose");
  // once the diner tried to add an incomplete product, the groups still incomplete are marked, as they stand now
  const [triedIncomplete, setTriedIncomplete] = useState(false);
  // each refused "Agregar" for missing options: the first group to fix takes focus, so a phone scrolls it into view
  // (the notice sits under the button, below the fold of a long sheet) and a screen reader names the group
  const [toFix, setToFix] = useState<{ group: number | undefined; refusal: number } | null>(null);
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (toFix) form.current?.querySelector<HTMLInputElement>(`[data-group="${toFix.group}"] input:not(:disabled)`)?.focus();
  }, [toFix]);
  // The "Agregar" button goes away with the form: focus moves on to the way to the order instead of dropping
  // to the page's body, and the status above it says what happened.
  const viewOrder = useRef<HTMLAnchorElement>(null);
  useEffect(() => {
    if (step === "added") viewOrder.current?.focus();
  }, [step]);

  const rules = product.option_groups;
  const unit = addMinor(currentUnitPrice(product), optionsPrice(rules, selection));
  const inCart = productQuantity(lines, product.id);
  const left = available(product.stock, inCart);
  const money = useMoney();
  const currency = useCurrency();
  // Product §8: a stock refusal is said where the diner tries for more, not a silent limit; nothing left, at once.
  const soldOut = checkAdd(product, inCart, 1);
  // the groups still missing an option, as the diner fixes them one by one; none left, no notice
  const invalidGroups = triedIncomplete ? incompleteGroups(rules, selection) : [];
  const missing = product.option_groups.filter((group) => invalidGroups.includes(group.id)).map((group) => group.label);
  const current = notice?.key === "missingOptions" && missing.length === 0 ? null : notice;
  const shown = current ?? (soldOut.ok ? null : { key: "stock", refusal: soldOut });

  const add = (replaceOtherBranch = false) => {
    // Product §8: a cart belongs to one branch; never drop the diner's other order without asking, and never where
    // the brand refuses it ("cannot change to another restaurant's branch")
    const other = otherBranchAdd(otherBranchCart, { branch: cartSupplier, lines: cartLines.length }, supplierSlug);
    if (other === "refused" || (other === "replace" && !replaceOtherBranch)) {
      return setNotice({ key: "otherBranch", branch: cartSupplier!, refused: other === "refused" });
    }
    if (product.is_alcoholic && !legal.adult) {
      if (legal.asked) return setNotice({ key: "ageMinor" });
      return setStep("age");
    }
    const check = validateSelection(rules, selection);
    if (!check.ok) {
      setTriedIncomplete(true);
      setToFix((last) => ({ group: incompleteGroups(rules, selection)[0], refusal: (last?.refusal ?? 0) + 1 }));
      return setNotice({ key: "missingOptions" });
    }
    const stock = checkAdd(product, inCart, quantity);
    if (!stock.ok) {
      if (stock.suggested > 0) setQuantity(stock.suggested);
      return setNotice({ key: "stock", refusal: stock });
    }
    const line = cartLineFor(product, selection, quantity);
    if (!addToCart(stores, supplierSlug, line)) return;
    track({ event: "add_to_cart", product_supplier_id: product.id, label: product.label, quantity, value: toMajor(timesQuantity(unit, quantity), currency), currency });
    setNotice(null);
    setStep("added");
  };

  if (step === "age") return <AgeGate onAdult={() => setStep("choose")} />;
  if (step === "added") {
    const offers = oneTapOffers(upsell, [product.id], legal.adult);
    return (
      <div className="flex flex-col gap-4" data-step="added">
        <p role="status" className="text-lg font-semibold">
          {t("added")}
        </p>
        {offers.length > 0 && <UpsellOffers title={t("upsellTitle")} offers={offers} supplierSlug={supplierSlug} level="h3" />}
        <div className="flex flex-wrap gap-2">
          <button type="button" className="btn-outline" onClick={onDone}>
            {t("keepBrowsing")}
          </button>
          <IntentLink ref={viewOrder} href={cartPath(supplierSlug)} className="btn-primary">
            {t("viewOrder")}
          </IntentLink>
        </div>
      </div>
    );
  }

  return (
    <form
      ref={form}
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
          selected={selection[group.id] ?? []}
          invalid={invalidGroups.includes(group.id)}
          onToggle={(optionId) => setSelection((current) => toggleOption(rules, current, group.id, optionId))}
        />
      ))}
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex items-center gap-3">
          <span className="sr-only" id={`qty-${product.id}`}>
            {t("quantity")}
          </span>
          <div className="stepper" role="group" aria-labelledby={`qty-${product.id}`}>
            <button
              type="button"
              aria-label={t("decrease")}
              disabled={quantity <= 1}
              onClick={() => {
                setQuantity((q) => Math.max(1, q - 1));
                if (notice?.key === "stock") setNotice(null);
              }}
            >
              −
            </button>
            <output aria-live="polite" className="min-w-8 text-center font-semibold" data-quantity>
              {quantity}
            </output>
            <button
              type="button"
              aria-label={t("increase")}
              aria-disabled={quantity >= left}
              onClick={() => {
                const more = checkAdd(product, inCart, quantity + 1);
                return more.ok ? setQuantity((q) => q + 1) : setNotice({ key: "stock", refusal: more });
              }}
            >
              +
            </button>
          </div>
          {product.stock !== null && <span className="muted text-sm">{t("left", { count: Math.max(0, left) })}</span>}
        </div>
        <button type="submit" className="btn-primary" disabled={left <= 0}>
          {t("add", { price: money(timesQuantity(unit, quantity)) })}
        </button>
      </div>
      {shown && (
        <p role="alert" className="alert-text">
          {shown.key === "missingOptions"
            ? t("missingOptions", { groups: missing.join(", ") })
            : shown.key === "stock"
              ? t(STOCK_MESSAGES[shown.refusal.code][shown.refusal.suggested > 0 ? "some" : "none"], { count: shown.refusal.suggested })
              : shown.key === "otherBranch"
                ? t(shown.refused ? "otherBranchRefused" : "otherBranch", { branch: shown.branch })
                : t(shown.key)}
        </p>
      )}
      {notice?.key === "otherBranch" &&
        (notice.refused ? (
          <IntentLink href={cartPath(notice.branch)} className="btn-outline">
            {t("goToOrder")}
          </IntentLink>
        ) : (
          <button type="button" className="btn-outline" onClick={() => add(true)}>
            {t("startNew")}
          </button>
        ))}
    </form>
  );
}
