import type { SampleDetail } from '@eqmp/domain';
import { useTranslation } from 'react-i18next';
import { formatDay } from '../../../lib/format';

export type Result = SampleDetail['results'][number];

/** The columns of a sample's results: parameter, origin, reported, unit, limit, method, qualifiers, day, by. */
export function useResultColumns() {
  const { t } = useTranslation();
  return [
    { title: t('sampling:col.parameter'), dataIndex: 'parameterCode' },
    {
      title: t('sampling:col.origin'),
      dataIndex: 'origin',
      render: (o: Result['origin']) => t(`sampling:origin.${o}`),
    },
    { title: t('sampling:col.reported'), dataIndex: 'reported' },
    { title: t('sampling:col.unit'), dataIndex: 'unit' },
    {
      title: t('sampling:col.detectionLimit'),
      key: 'dl',
      render: (_: unknown, r: Result) =>
        r.detectionLimit === null ? '–' : `${r.detectionLimit} ${r.detectionLimitType ?? ''}`,
    },
    { title: t('sampling:col.method'), dataIndex: 'method' },
    {
      title: t('sampling:col.qualifiers'),
      dataIndex: 'qualifiers',
      render: (q: string[]) => q.join(', '),
    },
    {
      title: t('sampling:col.analysedOn'),
      dataIndex: 'analysedOn',
      render: (d: string | null) => (d ? formatDay(d) : '–'),
    },
    { title: t('sampling:col.by'), dataIndex: 'username' },
  ];
}
