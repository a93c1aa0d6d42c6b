"use client";

import { createContext, useContext, type ReactNode } from "react";
import type { Currency } from "@/lib/domain/money/currency";
import type { Minor } from "@/lib/domain/money/minor";
import { brandMoney } from "@/lib/domain/money/money";

const CurrencyContext = createContext<Currency | null>(null);

/** The brand's currency for every client component below; BrandStoresProvider sets it from the brand config. */
export function BrandCurrencyProvider({ currency, children }: { currency: Currency; children: ReactNode }) {
  return <CurrencyContext.Provider value={currency}>{children}</CurrencyContext.Provider>;
}

export function useCurrency(): Currency {
  const currency = useContext(CurrencyContext);
  if (!currency) throw new Error("BrandCurrencyProvider is missing");
  return currency;
}

/**
 * The brand's money formatter (formatMoney in the brand's currency). An order is shown in the currency it
 * was placed in, which it names itself: pass it to format the order's amounts.
 */
export function useMoney(currency?: Currency): (amount: Minor) => string {
  const brandCurrency = useCurrency();
  return brandMoney({ currency: currency ?? brandCurrency });
}
