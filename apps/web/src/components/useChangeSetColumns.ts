import type { QaqcChangeSetsResponse } from '@eqmp/domain';
import type { TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../lib/format';
import { usePreferences } from '../lib/preferences';

type ChangeSet = QaqcChangeSetsResponse[number];

/** The already translated column titles of a change-set table; without `lastTs` that column is left out. */
interface ChangeSetTitles {
  at: string;
  by: string;
  kind: string;
  station: string;
  parameters: string;
  values: string;
  firstTs: string;
  lastTs?: string;
  reason: string;
}

/**
 * The columns of a table of QA/QC change sets (continuous QA/QC and manual validation read the
 * same rows): instants in the user's language, the kind through `qaqc:kind.*`.
 */
export function useChangeSetColumns(titles: ChangeSetTitles): TableColumnsType<ChangeSet> {
  const { t } = useTranslation();
  const { language } = usePreferences();
  const when = (v: string) => formatDateTime(v, language);
  return [
    { title: titles.at, dataIndex: 'at', render: when },
    { title: titles.by, dataIndex: 'username' },
    { title: titles.kind, dataIndex: 'kind', render: (k: string) => t(`qaqc:kind.${k}`) },
    { title: titles.station, dataIndex: 'stationId' },
    {
      title: titles.parameters,
      dataIndex: 'parameterCodes',
      render: (v: string[]) => v.join(', '),
    },
    { title: titles.values, dataIndex: 'values', align: 'right' },
    { title: titles.firstTs, dataIndex: 'firstTs', render: when },
    ...(titles.lastTs === undefined
      ? []
      : [{ title: titles.lastTs, dataIndex: 'lastTs', render: when }]),
    { title: titles.reason, dataIndex: 'reason' },
  ];
}
