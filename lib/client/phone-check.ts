import type { PhoneCheck } from "@/lib/domain/diners/phone";

/** Fetches the numbering plans (libphonenumber-js metadata); the form calls it as the diner reaches the phone field. */
export const loadPhoneCheck = () => import("@/lib/domain/diners/phone");

/**
 * The browser's phone check: the same `phoneValid` the server runs, fetched the first time a number is
 * checked (or sooner, by `loadPhoneCheck`), so a diner who never types a phone never downloads the plans.
 */
export const phoneValidOnceLoaded: PhoneCheck = (value, country) => loadPhoneCheck().then(({ phoneValid }) => phoneValid(value, country));
