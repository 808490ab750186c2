import type { TablePaginationConfig } from 'antd';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';

export interface TableParams {
  readonly page: number;
  readonly pageSize: number;
  readonly search: string;
  /** Any other filter kept in the URL. */
  get(name: string): string | undefined;
  set(changes: Record<string, string | number | undefined>): void;
}

const positive = (value: string | null, fallback: number) => {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : fallback;
};

/** The address's parameters with `changes` made: an empty or undefined value removes its key. */
function withChanges(
  current: URLSearchParams,
  changes: Record<string, string | number | undefined>,
): URLSearchParams {
  const next = new URLSearchParams(current);
  for (const [key, value] of Object.entries(changes)) {
    if (value === undefined || value === '') next.delete(key);
    else next.set(key, String(value));
  }
  return next;
}

/**
 * A page's filters kept in the URL (shareable, bookmarkable); an empty value removes the key.
 * A change replaces the history entry unless `replace` is false.
 */
export function useUrlFilters({ replace = true }: { replace?: boolean } = {}) {
  const [params, setParams] = useSearchParams();
  const set = (changes: Record<string, string | undefined>) =>
    setParams((current) => withChanges(current, changes), { replace });
  return { get: (name: string) => params.get(name) ?? undefined, set };
}

/** A table's page, records per page, search and filters, kept in the URL so views can be shared. */
export function useTableParams(defaultPageSize = 20): TableParams {
  const [params, setParams] = useSearchParams();
  const set = useCallback(
    (changes: Record<string, string | number | undefined>) => {
      setParams(
        (current) => {
          const next = withChanges(current, changes);
          // A new filter starts again at the first page.
          if (!('page' in changes)) next.delete('page');
          return next;
        },
        { replace: true },
      );
    },
    [setParams],
  );
  return {
    page: positive(params.get('page'), 1),
    pageSize: positive(params.get('pageSize'), defaultPageSize),
    search: params.get('search') ?? '',
    get: (name) => params.get(name) ?? undefined,
    set,
  };
}

/** The query string of the paging API for these parameters and extra filters. */
export function pagingQuery(
  params: TableParams,
  extra: Record<string, string | undefined> = {},
): string {
  const q = new URLSearchParams({ page: String(params.page), pageSize: String(params.pageSize) });
  if (params.search) q.set('search', params.search);
  for (const [key, value] of Object.entries(extra)) if (value) q.set(key, value);
  return q.toString();
}

/**
 * The value and change handler of a select that keeps its one choice in the URL as `name`;
 * clearing it removes the filter.
 */
export function urlChoice(params: TableParams, name: string) {
  return {
    allowClear: true,
    value: params.get(name),
    onChange: (value?: string) => params.set({ [name]: value }),
  };
}

/**
 * The paging of a table whose page and page size live in the address (`params`), with the size
 * changer and the "from–to of total" line; `total` is the count the server answered.
 */
export function useUrlPagination(
  params: TableParams,
  total: number,
  pageSizeOptions: readonly number[] = [10, 20, 50, 100],
): TablePaginationConfig {
  const { t } = useTranslation();
  return {
    current: params.page,
    pageSize: params.pageSize,
    total,
    showSizeChanger: true,
    pageSizeOptions: [...pageSizeOptions],
    showTotal: (all, [from, to]) => t('common:table.total', { from, to, total: all }),
    onChange: (page, pageSize) => params.set({ page, pageSize }),
  };
}
