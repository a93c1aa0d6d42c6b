import "server-only";

/**
 * The SQLSTATE of a failed query. drizzle wraps the driver's error, so the code sits on it or on its cause
 * (PGlite and node-postgres alike).
 */
export function pgErrorCode(error: unknown): string | null {
  const { code, cause } = (error ?? {}) as { code?: unknown; cause?: { code?: unknown } };
  const found = typeof code === "string" ? code : cause?.code;
  return typeof found === "string" ? found : null;
}

export const UNIQUE_VIOLATION = "23505";
/** ON DELETE RESTRICT raises restrict_violation; a plain foreign key raises foreign_key_violation. */
export const REFERENCED_ROW = ["23001", "23503"];
