import type { PageQuery } from '@eqmp/domain';
import {
  sql,
  type ExpressionBuilder,
  type ReferenceExpression,
  type SelectQueryBuilder,
} from 'kysely';

export type { PageQuery } from '@eqmp/domain';

export { pageOf, pageQuery } from '@eqmp/domain';

export function offsetOf(query: PageQuery): number {
  return (query.page - 1) * query.pageSize;
}

/** `%text%` for ILIKE, with the pattern characters of the user's text escaped. */
export function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** A list's search: rows where any of the columns contains the text, in any letter case. */
export function containsText<DB, TB extends keyof DB>(
  eb: ExpressionBuilder<DB, TB>,
  columns: readonly ReferenceExpression<DB, TB>[],
  text: string,
) {
  return eb.or(columns.map((column) => eb(column, 'ilike', likePattern(text) as never)));
}

/** A list narrowed by its search text (`containsText` over `columns`); the whole list without one. */
export function withSearch<DB, TB extends keyof DB, O>(
  rows: SelectQueryBuilder<DB, TB, O>,
  columns: readonly ReferenceExpression<DB, TB>[],
  text: string | undefined,
) {
  return text ? rows.where((eb) => containsText(eb, columns, text)) : rows;
}

/** One page of a list in the given order, and how many rows the whole list has. */
export async function pageWithTotal<DB, TB extends keyof DB, O>(
  rows: SelectQueryBuilder<DB, TB, O>,
  query: PageQuery,
  order: (q: SelectQueryBuilder<DB, TB, O>) => SelectQueryBuilder<DB, TB, O>,
) {
  const items = await order(rows).limit(query.pageSize).offset(offsetOf(query)).execute();
  const counted = await rows
    .clearSelect()
    .select(sql<number>`count(*)::int`.as('total'))
    .executeTakeFirstOrThrow();
  return { items, total: (counted as { total: number }).total };
}
