import { getTableName, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/**
 * A column named with its table, for a subquery that refers to the outer row: Drizzle leaves
 * the table out of a one-table statement, where the subquery would read its own table's column.
 */
export const outer = (column: AnyPgColumn) =>
  sql`${sql.identifier(getTableName(column.table))}.${sql.identifier(column.name)}`;
