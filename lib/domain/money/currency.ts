/** Product §9: currency locales and decimals. Unlisted currencies format as es-CO. */
export const CURRENCIES = ["COP", "MXN", "PEN", "CLP", "USD", "BRL", "CRC"] as const;
export type Currency = (typeof CURRENCIES)[number];

const CURRENCY_LOCALE: Record<Currency, string> = {
  COP: "es-CO",
  MXN: "es-MX",
  PEN: "es-PE",
  CLP: "es-CL",
  USD: "en-US",
  BRL: "pt-BR",
  CRC: "es-CR",
};

const CURRENCY_DECIMALS: Record<Currency, number> = {
  COP: 0,
  MXN: 2,
  PEN: 2,
  CLP: 0,
  USD: 2,
  BRL: 2,
  CRC: 0,
};

export function currencyLocale(currency: Currency): string {
  return CURRENCY_LOCALE[currency] ?? "es-CO";
}

export function currencyDecimals(currency: Currency): number {
  return CURRENCY_DECIMALS[currency];
}
