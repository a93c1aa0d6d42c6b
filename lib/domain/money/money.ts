import { currencyDecimals, currencyLocale, type Currency } from "./currency";
import type { Minor } from "./minor";
import { toMajor } from "./major-units";

const formatters = new Map<string, Intl.NumberFormat>();

function formatterFor(currency: Currency): Intl.NumberFormat {
  let formatter = formatters.get(currency);
  if (!formatter) {
    const decimals = currencyDecimals(currency);
    formatter = new Intl.NumberFormat(currencyLocale(currency), {
      style: "currency",
      currency,
      currencyDisplay: "narrowSymbol",
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
    });
    formatters.set(currency, formatter);
  }
  return formatter;
}

/**
 * The one way money is shown (product §9): the currency's own locale and decimals, whatever the UI language,
 * so a Colombian price reads `$ 12.000` to every diner. Intl puts a no-break space after the symbol in
 * some locales; we normalise it to a plain space so the text is the same everywhere it is compared.
 */
export function formatMoney(amount: Minor, currency: Currency): string {
  return formatterFor(currency)
    .format(toMajor(amount, currency))
    .replace(/[\u00a0\u202f]/g, " ");
}

/**
 * The brand's formatter: server components call it with the brand config, client components get the same
 * one from useMoney() (lib/client/use-money.tsx), so no component carries the currency around.
 */
export function brandMoney({ currency }: { currency: Currency }): (amount: Minor) => string {
  return (amount) => formatMoney(amount, currency);
}
