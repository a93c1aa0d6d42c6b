import { isSupportedCountry, isValidPhoneNumber, parsePhoneNumberWithError, type CountryCode } from "libphonenumber-js";

/**
 * Whether `value` is a phone number in `country`'s numbering plan (product §3 country_code, any case), so a
 * Colombian branch accepts "300 123 4567" and a Mexican one "55 1234 5678". A number typed with "+" and a
 * country prefix is checked against that country instead: a tourist's own phone is a valid contact. An
 * unknown country code accepts only such international numbers rather than guessing a plan.
 *
 * Apart from the contact schema because the numbering plans are most of a form's JavaScript: the server
 * passes this check to the schema, the browser a loader of it (lib/client/phone-check.ts).
 */
export function phoneValid(value: string, country: string): boolean {
  return isValidPhoneNumber(value, planOf(country));
}

const planOf = (country: string): CountryCode | undefined => {
  const upper = country.toUpperCase();
  return isSupportedCountry(upper) ? upper : undefined;
};

/** A valid phone (phoneValid) in E.164 (+573001234567): one spelling per phone, however it was typed. */
export function phoneE164(value: string, country: string): string | null {
  if (!phoneValid(value, country)) return null;
  return parsePhoneNumberWithError(value, planOf(country)).number;
}

/** How a contact schema checks a (trimmed, filled) phone: at once on the server, once loaded in the browser. */
export type PhoneCheck = (value: string, country: string) => boolean | Promise<boolean>;
