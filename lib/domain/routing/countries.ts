/** Product §1: countries with their own label variants. */
export const COUNTRY_CODES = ["CO", "PE", "CL", "MX", "SV", "PA", "CR", "EC", "BR", "US"] as const;
export type CountryCode = (typeof COUNTRY_CODES)[number];

export const LABEL_VARIANT_COUNTRIES = ["PE", "CL", "MX", "CO", "SV", "PA"] as const;
export type LabelVariantCountry = (typeof LABEL_VARIANT_COUNTRIES)[number];

export function labelVariantFor(country: string): LabelVariantCountry | null {
  return (LABEL_VARIANT_COUNTRIES as readonly string[]).includes(country) ? (country as LabelVariantCountry) : null;
}
