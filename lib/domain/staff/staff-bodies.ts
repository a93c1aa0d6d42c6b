import { z } from "zod";
import { STAFF_ROLES } from "./staff-roles";

/*
 * The staff API's bodies, one schema per form: the console's forms validate with them and the server
 * parses again with them. Messages are translation keys (messages/*.json validation.*).
 */

/** Long enough to resist guessing offline; the upper bound keeps one argon2 call from hashing a megabyte. */
export const PASSWORD_MIN = 10;
export const PASSWORD_MAX = 256;

const password = z.string({ error: "validation.required" }).min(PASSWORD_MIN, "validation.passwordTooShort").max(PASSWORD_MAX, "validation.passwordTooLong");

/** Accounts are found by their lower-cased address, so "Ana@X.co" and "ana@x.co" are one account. */
const email = z.string({ error: "validation.required" }).trim().toLowerCase().max(254, "validation.tooLong").pipe(z.email({ error: "validation.invalidEmail" }));

const name = z.string({ error: "validation.required" }).trim().min(1, "validation.required").max(80, "validation.tooLong");

/** A branch by id or slug, as every other call names one; answered as ids. */
const branchRef = z.union([z.number().int().positive(), z.string().trim().min(1).max(80)]).transform(String);
const branches = z.array(branchRef).max(200);

/**
 * Sign-in takes any text as the address: a malformed one is refused as invalid_credentials like a wrong
 * password, so the form's rules tell nothing about which accounts exist.
 */
export const staffSignInBody = z.object({
  email: z.string({ error: "validation.required" }).trim().toLowerCase().min(1, "validation.required").max(254, "validation.tooLong"),
  password: z.string({ error: "validation.required" }).min(1, "validation.required").max(PASSWORD_MAX, "validation.passwordTooLong"),
});

export const staffAccountCreateBody = z.object({
  email,
  name,
  role: z.enum(STAFF_ROLES, { error: "validation.invalidOption" }),
  branches: branches.default([]),
  password,
});

export const staffAccountPatchBody = z
  .object({
    name: name.optional(),
    role: z.enum(STAFF_ROLES, { error: "validation.invalidOption" }).optional(),
    branches: branches.optional(),
    disabled: z.boolean().optional(),
    /** a new password set for someone who lost theirs; their sessions end */
    password: password.optional(),
  })
  .refine((change) => Object.values(change).some((value) => value !== undefined), "Nothing to change");

export const staffPasswordChangeBody = z.object({
  current: z.string({ error: "validation.required" }).min(1, "validation.required").max(PASSWORD_MAX, "validation.passwordTooLong"),
  next: password,
});

export type StaffSignInBody = z.output<typeof staffSignInBody>;
/** POST /api/admin/brands/{slug}/owners and npm run brand:staff: a brand's owner, by address, with the password to set. */
export const brandOwnerBody = z.object({ email, name, password }).strict();

export type StaffAccountCreateBody = z.output<typeof staffAccountCreateBody>;
export type StaffAccountPatchBody = z.output<typeof staffAccountPatchBody>;

/** The {id} of /api/staff/accounts/{id}. */
export const staffAccountId = z.string().regex(/^\d{1,9}$/, "expected an account id").transform(Number);

/** GET /api/staff/audit?limit=&before=: a page of the log, newest first; `before` is the last id of the previous page. */
export const staffAuditQuery = z.object({
  limit: z.coerce.number().int().min(1).max(200).default(50),
  before: z.coerce.number().int().min(1).max(2147483647).optional(),
});
