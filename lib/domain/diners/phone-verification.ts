/*
 * Proving a phone with an SMS code (product §5: a 4-digit code that can be asked again; §8 "invalid
 * verification code"): what the diner's screen and the server agree on.
 */

export const VERIFICATION_CODE_LENGTH = 4;
/** A new code may be asked this long after the last one (the screen counts it down). */
export const RESEND_AFTER_SECONDS = 14;
/** A code is good for this long… */
export const CODE_TTL_SECONDS = 10 * 60;
/** …and for this many wrong tries; then a new one must be asked. */
export const MAX_CODE_ATTEMPTS = 5;
/** Codes one phone may receive in an hour, whoever asks: nobody can flood a stranger's phone. */
export const MAX_CODES_PER_PHONE_HOUR = 5;

export const isVerificationCode = (value: unknown): value is string => typeof value === "string" && new RegExp(`^\\d{${VERIFICATION_CODE_LENGTH}}$`).test(value);
