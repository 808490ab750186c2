import type { Page } from '@eqmp/domain';

/** Reads every page of a paged list (at most `limit` rows), for exporting what a filter shows. */
export async function fetchAllPages<T>(
  fetchPage: (page: number, pageSize: number) => Promise<Page<T>>,
  limit = 10_000,
): Promise<T[]> {
  const pageSize = 500;
  const rows: T[] = [];
  for (let page = 1; rows.length < limit; page++) {
    const result = await fetchPage(page, pageSize);
    rows.push(...result.items);
    if (result.items.length < pageSize || rows.length >= result.total) break;
  }
  return rows.slice(0, limit);
}
