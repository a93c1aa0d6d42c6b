import "server-only";

/**
 * The first row of a query that cannot come back empty: an insert's RETURNING, or a read or update of a
 * row this transaction knows exists. None is a broken invariant, named here rather than met as a TypeError.
 */
export function firstRow<T>(rows: readonly T[], what: string): T {
  const [row] = rows;
  if (row === undefined) throw new Error(`Expected a ${what} row, got none`);
  return row;
}
