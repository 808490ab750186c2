import type { RawReading } from '@eqmp/domain';
import { useTranslation } from 'react-i18next';
import { useMessageDialog } from '../../../components/useMessageDialog';
import { downloadCsv, toCsv } from '../../../lib/csv';
import { pagingQuery, type TableParams } from '../../../lib/useTableParams';
import { fetchRaw } from '../api/polling-api';

const EXPORT_LIMIT = 20_000;

/** Downloads the station's readings under the filters (up to 20 000, 500 a request) as CSV. */
export function useRawExport(
  params: TableParams,
  filters: Record<string, string | undefined>,
  stationId: string | undefined,
) {
  const { t } = useTranslation();
  const { showError } = useMessageDialog();
  return async () => {
    try {
      const rows: RawReading[] = [];
      for (let page = 1; rows.length < EXPORT_LIMIT; page++) {
        const q = pagingQuery({ ...params, page, pageSize: 500, search: '' }, filters);
        const result = await fetchRaw(q);
        rows.push(...result.items);
        if (result.items.length < 500) break;
      }
      const headers = [
        'ts',
        'parameter',
        'rawValue',
        'value',
        'validity',
        'flag',
        'nullReason',
        'loggerFlag',
        'source',
        'received',
      ].map((k) => t(`polling:raw.${k}`));
      downloadCsv(
        `raw-${stationId}.csv`,
        toCsv(
          headers,
          rows.map((r) => [
            r.ts,
            r.parameterCode,
            r.rawValue,
            r.value,
            r.validity,
            r.autoFlag,
            r.nullReason,
            r.loggerFlag,
            r.source,
            r.receivedAt,
          ]),
        ),
      );
    } catch (error) {
      await showError(error);
    }
  };
}
