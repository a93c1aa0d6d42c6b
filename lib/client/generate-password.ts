/** Letters and digits no one misreads when a password is read aloud or copied from a screen (no 0/o, 1/l/i). */
const SYMBOLS = "abcdefghjkmnpqrstuvwxyz23456789";
/** Bytes from here up are drawn again, so that every symbol is as likely (248 = 8 × 31). */
const FAIR = 256 - (256 % SYMBOLS.length);

/**
 * A password for a new account or a lost one, to hand over once: four groups of four characters from the browser's
 * cryptographic generator (~79 bits), e.g. "k7pm-x3qa-9rtw-hz4c".
 */
export function generatePassword(): string {
  const characters: string[] = [];
  while (characters.length < 16) {
    for (const byte of crypto.getRandomValues(new Uint8Array(16))) {
      if (byte < FAIR && characters.length < 16) characters.push(SYMBOLS[byte % SYMBOLS.length]!);
    }
  }
  return [0, 4, 8, 12].map((start) => characters.slice(start, start + 4).join("")).join("-");
}
