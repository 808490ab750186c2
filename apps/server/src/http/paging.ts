import type { PageQuery } from '@eqmp/domain';

export type { PageQuery } from '@eqmp/domain';

export { pageOf, pageQuery } from '@eqmp/domain';

export function offsetOf(query: PageQuery): number {
  return (query.page - 1) * query.pageSize;
}

/** `%text%` for ILIKE, with the pattern characters of the user's text escaped. */
export function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
