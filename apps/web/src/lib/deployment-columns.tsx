import type { Deployment } from '@eqmp/domain';
import { Tag, type TableColumnType } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from './format';
import { usePreferences } from './preferences';

/**
 * The columns every list of mobile deployments shows: the unit, the place, the period (an open
 * one still deployed) and the reason.
 */
export function useDeploymentColumns() {
  const { t } = useTranslation();
  const { language } = usePreferences();
  const col = (key: string) => t(`mobile:column.${key}`);
  const column = (c: TableColumnType<Deployment>) => c;
  return {
    unit: column({
      title: col('unit'),
      key: 'unit',
      render: (_, d) => `${d.stationId} ${d.stationName}`,
    }),
    place: column({ title: col('place'), dataIndex: 'place' }),
    startsAt: column({
      title: col('startsAt'),
      key: 'startsAt',
      render: (_, d) => formatDateTime(d.startsAt, language),
    }),
    endsAt: column({
      title: col('endsAt'),
      key: 'endsAt',
      render: (_, d) =>
        d.endsAt ? (
          formatDateTime(d.endsAt, language)
        ) : (
          <Tag color="processing">{t('mobile:stillDeployed')}</Tag>
        ),
    }),
    reason: column({ title: col('reason'), dataIndex: 'reason', ellipsis: { showTitle: true } }),
  };
}
