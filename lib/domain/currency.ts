/** Spec §9: currency locales and decimals. Unlisted currencies format as es-CO. */
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

/** Prices are stored as integers in the currency's smallest unit used by the brand. */
export function toMinorUnits(amount: number, currency: Currency): number {
  return Math.round(amount * 10 ** currencyDecimals(currency));
}

export function fromMinorUnits(minor: number, currency: Currency): number {
  return minor / 10 ** currencyDecimals(currency);
}

/** True when `amount` has no more decimals than the currency allows (e.g. COP 12000, MXN 89.50). */
export function fitsCurrencyDecimals(amount: number, currency: Currency): boolean {
  const scaled = amount * 10 ** currencyDecimals(currency);
  return Math.abs(scaled - Math.round(scaled)) < 1e-6;
}
