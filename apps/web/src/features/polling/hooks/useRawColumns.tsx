import type { RawReading } from '@eqmp/domain';
import { Tag, Tooltip, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { FLAG_COLOUR, validityColour } from '../utils/status-colours';
import { dateTimeColumn } from '../../../lib/date-time-column';
import { dashColumn } from '../../../lib/dash-column';

/** The columns of a station's raw readings: as received, the current value, validity and flags. */
export function useRawColumns() {
  const { t } = useTranslation();
  const columns: TableColumnsType<RawReading> = [
    dateTimeColumn(t('polling:raw.ts'), 'ts'),
    { title: t('polling:raw.parameter'), dataIndex: 'parameterCode' },
    dashColumn(t('polling:raw.rawValue'), 'rawValue', { align: 'right' }),
    {
      title: t('polling:raw.value'),
      dataIndex: 'value',
      align: 'right',
      render: (v: number | null, r) =>
        r.changed ? (
          <Tooltip title={t('polling:raw.changed')}>
            <b>{v ?? '–'}</b>
          </Tooltip>
        ) : (
          (v ?? '–')
        ),
    },
    {
      title: t('polling:raw.validity'),
      dataIndex: 'validity',
      render: (v: number) => <Tag color={validityColour(v)}>{t(`polling:validity.${v}`)}</Tag>,
    },
    {
      title: t('polling:raw.flag'),
      dataIndex: 'autoFlag',
      render: (f: number, r) => (
        <Tooltip
          title={
            Object.entries(r.autoChecks)
              .map(
                ([check, flag]) => `${t(`polling:check.${check}`)}: ${t(`polling:flag.${flag}`)}`,
              )
              .join(', ') || undefined
          }
        >
          <Tag color={FLAG_COLOUR[f]}>{t(`polling:flag.${f}`)}</Tag>
        </Tooltip>
      ),
    },
    {
      title: t('polling:raw.nullReason'),
      dataIndex: 'nullReason',
      render: (v: string | null) => v ?? '',
    },
    {
      title: t('polling:raw.loggerFlag'),
      dataIndex: 'loggerFlag',
      render: (v: string | null) => v ?? '',
    },
    {
      title: t('polling:raw.source'),
      dataIndex: 'source',
      render: (s: string) => t(`polling:source.${s}`),
    },
    dateTimeColumn(t('polling:raw.received'), 'receivedAt'),
  ];

  return columns;
}
