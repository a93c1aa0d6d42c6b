import { z } from "zod";

/** PostgreSQL's `integer` (int4): every id, count, position and minor-unit amount the database keeps. */
export const DB_INT_MIN = -2_147_483_648;
export const DB_INT_MAX = 2_147_483_647;

/** True when `value` is a whole number the database's `integer` columns can hold. */
export function fitsDbInt(value: number): boolean {
  return Number.isInteger(value) && value >= DB_INT_MIN && value <= DB_INT_MAX;
}

/**
 * A whole number that fits an `integer` column: refused here, with its field's path, rather than by the
 * database as a failed query (a 500). zod's `.int()` already refuses numbers beyond the safe integers.
 */
export const dbInt = z.number().int().min(DB_INT_MIN).max(DB_INT_MAX);
