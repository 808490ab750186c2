import type { SamplingValidationResponse } from '@eqmp/domain';
import { Tag, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format';
import { usePreferences } from '../../../lib/preferences';
import { IndexText } from '../components/IndexText';
import { SampleValues } from '../components/SampleValues';
import { StateTag } from '../components/StateTag';
import type { EditTarget } from '../components/ValueEditModal';

export type PendingStation = SamplingValidationResponse['stations'][number];
export type PendingSample = PendingStation['samples'][number];

/**
 * The columns of the month's pending stations, and of a station's samples (whose values open for a
 * level-2 edit with `onEdit` when the officer may decide).
 */
export function usePendingColumns(canDecide: boolean, onEdit: (target: EditTarget) => void) {
  const { t } = useTranslation();
  const { language } = usePreferences();
  const columns: TableColumnsType<PendingStation> = [
    { title: t('sampling:col.station'), key: 's', render: (_, s) => `${s.stationId} — ${s.name}` },
    {
      title: t('sampling:validation.stage'),
      dataIndex: 'stage',
      render: (v: PendingStation['stage']) => (
        <Tag color={v === 'done' ? 'green' : v === 'waiting' ? 'default' : 'gold'}>
          {t(`sampling:stage.${v}`)}
        </Tag>
      ),
    },
    {
      title: t('sampling:validation.level'),
      dataIndex: 'level',
      render: (l: string) => t(`qaqc:level.${l}`),
    },
    {
      title: t('sampling:validation.samples'),
      key: 'n',
      align: 'right',
      render: (_, s) => s.samples.length,
    },
    {
      title: t('sampling:validation.submitters'),
      dataIndex: 'submitters',
      render: (v: string[]) => v.join(', '),
    },
    {
      title: t('sampling:validation.reviewers'),
      dataIndex: 'reviewers',
      render: (v: string[]) => v.join(', '),
    },
  ];
  const sampleColumns = (station: PendingStation): TableColumnsType<PendingSample> => [
    { title: t('sampling:col.code'), dataIndex: 'code' },
    {
      title: t('sampling:col.collectedAt'),
      dataIndex: 'collectedAt',
      render: (v: string | null) => formatDateTime(v, language),
    },
    { title: t('sampling:col.state'), dataIndex: 'state', render: (s) => <StateTag state={s} /> },
    {
      title: t('sampling:col.index'),
      dataIndex: 'index',
      render: (i: PendingSample['index']) => <IndexText index={i} />,
    },
    {
      title: t('sampling:validation.values'),
      key: 'v',
      render: (_, s) => (
        <SampleValues station={station} sample={s} canDecide={canDecide} onEdit={onEdit} />
      ),
    },
  ];
  return { columns, sampleColumns };
}
