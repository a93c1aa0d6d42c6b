import "server-only";
import { randomBytes } from "node:crypto";
import { hash, verify } from "@node-rs/argon2";

/*
 * Passwords as argon2id with the library's defaults (19 MiB, 2 passes, 1 lane: OWASP's minimum for argon2id),
 * about 0.1 s here. The PHC string carries its parameters, so raising them later leaves old hashes readable.
 */

export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

/** Whether `password` is the one `passwordHash` was made from; a malformed hash is a no, never a throw. */
export async function passwordMatches(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let dummy: Promise<string> | undefined;

/**
 * Checks a password against a hash of nothing, for an address without an account: the answer takes as long as
 * a real wrong password's, so its timing does not tell which addresses have accounts.
 */
export async function spendVerification(password: string): Promise<false> {
  dummy ??= hash(randomBytes(16).toString("base64url"));
  await passwordMatches(await dummy, password);
  return false;
}

/** A strong password for someone who will be told it once (the CLI's new owner): 144 random bits. */
export function generatePassword(): string {
  return randomBytes(18).toString("base64url");
}
