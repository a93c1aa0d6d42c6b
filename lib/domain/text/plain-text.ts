import type { z } from "zod";

/**
 * Text the database and every client can keep as it came: no NUL (PostgreSQL's text cannot hold it) and no
 * lone UTF-16 surrogate (it has no UTF-8 form, so it would be stored as U+FFFD, another text than sent).
 */
export function isPlainText(text: string): boolean {
  return !text.includes("\u0000") && text.isWellFormed();
}

/** The path of every string in `value` (keys included) that is not plain text. */
export function impureTextPaths(value: unknown, path: (string | number)[] = []): (string | number)[][] {
  if (typeof value === "string") return isPlainText(value) ? [] : [path];
  if (Array.isArray(value)) return value.flatMap((item, i) => impureTextPaths(item, [...path, i]));
  if (value && typeof value === "object") {
    return Object.entries(value).flatMap(([key, item]) => (isPlainText(key) ? impureTextPaths(item, [...path, key]) : [[...path, key]]));
  }
  return [];
}

export const IMPURE_TEXT_MESSAGE = "text may not contain NUL characters or unpaired surrogates";

/** Adds an issue at each string of `value` that is not plain text: one refinement for bodies and brand files. */
export function refuseImpureText(value: unknown, ctx: z.RefinementCtx): void {
  for (const path of impureTextPaths(value)) ctx.addIssue({ code: "custom", path, message: IMPURE_TEXT_MESSAGE });
}
