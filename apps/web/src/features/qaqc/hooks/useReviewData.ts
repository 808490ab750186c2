import type { QaqcValuesResponse } from '@eqmp/domain';
import { useQueries, useQuery } from '@tanstack/react-query';
import { qaqcStationsQuery, qaqcValuesQuery, qualityCodesQuery } from '../api/qaqc-api';
import { monthRange } from '../utils/month-range';
import { useQaqcModule } from './useQaqcPage';
import { useQaqcSelection } from './useQaqcSelection';

/** One chosen parameter's month of values (undefined while it loads). */
export interface ReviewSeries {
  readonly code: string;
  readonly data: QaqcValuesResponse | undefined;
}

/**
 * What the 2nd-level page shows: the module's stations, the quality codes, and the month of values
 * of each parameter chosen (one request per parameter, asked again together after an action).
 */
export function useReviewData() {
  const module = useQaqcModule();
  const selection = useQaqcSelection();
  const { value: sel, get } = selection;
  const asOf = get('asOf');
  const stations = useQuery({
    ...qaqcStationsQuery(module ?? 'CAQM'),
    enabled: module !== undefined,
  });
  const codes = useQuery(qualityCodesQuery());
  const range = monthRange(sel.month);
  const ready = sel.stationId !== undefined && sel.parameterCodes.length > 0;
  const values = useQueries({
    queries: sel.parameterCodes.map((parameterCode) => ({
      ...qaqcValuesQuery({ stationId: sel.stationId ?? '', parameterCode, ...range, asOf }),
      enabled: ready,
    })),
  });
  const series: ReviewSeries[] = sel.parameterCodes.map((code, i) => ({
    code,
    data: values[i]?.data,
  }));
  return {
    module,
    selection,
    asOf,
    range,
    ready,
    stations: stations.data,
    codes: codes.data ?? [],
    series,
    loaded: ready && values.every((v) => v.data !== undefined),
    pending: values.some((v) => v.isPending),
    error: values.find((v) => v.error)?.error ?? null,
  };
}
