import "server-only";
import { and, eq, getTableColumns, getTableName, notInArray, sql, type SQL } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Tx } from "../db/client";

type BrandTable = PgTable & { id: PgColumn; instanceId: PgColumn };

/**
 * A column the running system moves (a product's stock) that a re-import sets only when the file states a
 * new value for it: `statedBy` records what the file last said.
 */
export interface Restated {
  column: PgColumn;
  statedBy: PgColumn;
}

export interface SyncOptions {
  /** narrows the delete (e.g. to one parent's children) */
  scope?: SQL;
  /** columns the running system owns (a coupon's redemption count): set on insert, never overwritten by a re-import */
  preserve?: PgColumn[];
  restated?: Restated[];
}

const CHUNK = 500;

/**
 * Makes a brand's rows in `table` exactly `rows`: inserts new ones, updates existing ones in place (matched
 * on `conflict`, so their ids stay stable for carts and links) and deletes the brand's rows not listed.
 * Returns the ids in the order of `rows`.
 */
export async function syncRows<T extends BrandTable>(
  tx: Tx,
  table: T,
  instanceId: number,
  rows: T["$inferInsert"][],
  conflict: PgColumn[],
  { scope, ...options }: SyncOptions = {},
): Promise<number[]> {
  const ids = await upsertRows(tx, table, rows, conflict, options);
  await tx.delete(table).where(staleRows(table, instanceId, ids, scope));
  return ids;
}

/** The insert-or-update half of syncRows, for tables whose unlisted rows are kept (switched off, not deleted). */
export async function upsertRows<T extends BrandTable>(
  tx: Tx,
  table: T,
  rows: T["$inferInsert"][],
  conflict: PgColumn[],
  { preserve = [], restated = [] }: Omit<SyncOptions, "scope"> = {},
): Promise<number[]> {
  const columns = getTableColumns(table);
  const set: Record<string, SQL> = {};
  const current = (column: PgColumn) => sql.raw(`"${getTableName(table)}"."${column.name}"`);
  const incoming = (column: PgColumn) => sql.raw(`excluded."${column.name}"`);
  for (const [name, column] of Object.entries(columns)) {
    if (name === "id" || name === "instanceId" || conflict.includes(column) || preserve.includes(column)) continue;
    const rule = restated.find((r) => r.column === column);
    set[name] = rule
      ? sql`case when ${current(rule.statedBy)} is not distinct from ${incoming(rule.statedBy)} then ${current(column)} else ${incoming(column)} end`
      : incoming(column);
  }
  const ids: number[] = [];
  for (let i = 0; i < rows.length; i += CHUNK) {
    const chunk = rows.slice(i, i + CHUNK);
    const written = await tx
      .insert(table)
      .values(chunk as never)
      .onConflictDoUpdate({ target: conflict, set: set as never })
      .returning({ id: table.id });
    ids.push(...written.map((row) => row.id as number));
  }
  return ids;
}

/** The brand's rows in `table` (within `scope`) that are not among `ids`. */
export function staleRows(table: BrandTable, instanceId: number, ids: number[], scope?: SQL): SQL | undefined {
  return and(eq(table.instanceId, instanceId), scope, ids.length ? notInArray(table.id, ids) : undefined);
}

/** For link tables with no identity of their own: the brand's rows are replaced wholesale. */
export async function replaceRows<T extends PgTable & { instanceId: PgColumn }>(
  tx: Tx,
  table: T,
  instanceId: number,
  rows: T["$inferInsert"][],
): Promise<void> {
  await tx.delete(table).where(eq(table.instanceId, instanceId));
  for (let i = 0; i < rows.length; i += CHUNK) await tx.insert(table).values(rows.slice(i, i + CHUNK) as never);
}

