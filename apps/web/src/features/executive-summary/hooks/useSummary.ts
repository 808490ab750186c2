import { useQuery } from '@tanstack/react-query';
import { useTableParams } from '../../../lib/useTableParams';
import { summaryPath, summaryQuery, type SummaryEndpoint } from '../api/executive-summary-api';

/**
 * A summary page's answer for the filters it keeps in the URL (`names`): the URL's parameters,
 * the filters as sent, the answer's query and the export's URL.
 */
export function useSummary<E extends SummaryEndpoint>(endpoint: E, names: readonly string[]) {
  const params = useTableParams();
  const filters: Record<string, string | undefined> = Object.fromEntries(
    names.map((name) => [name, params.get(name)]),
  );
  const query = useQuery(summaryQuery(endpoint, filters));
  return { params, filters, query, exportPath: summaryPath(endpoint, filters) };
}
