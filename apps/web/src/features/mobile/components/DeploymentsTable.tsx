import type { Deployment } from '@eqmp/domain';
import { Button, Space, Table, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { useDeploymentColumns } from '../../../lib/deployment-columns';
import { formatNumber } from '../../../lib/format';
import { usePreferences } from '../../../lib/preferences';

/** The deployments of the chosen period: where each unit was, when, why and what it stored. */
export function DeploymentsTable({
  items,
  loading,
  selected,
  canEdit,
  onOpen,
  onEdit,
}: {
  items: readonly Deployment[];
  loading: boolean;
  selected: number | null;
  canEdit: boolean;
  onOpen: (d: Deployment) => void;
  onEdit: (d: Deployment) => void;
}) {
  const { t } = useTranslation();
  const { language } = usePreferences();
  const col = (key: string) => t(`mobile:column.${key}`);
  const common = useDeploymentColumns();
  const columns: TableColumnsType<Deployment> = [
    common.unit,
    common.place,
    {
      title: col('coordinates'),
      key: 'coordinates',
      render: (_, d) =>
        `${formatNumber(d.latitude, language, 4)}, ${formatNumber(d.longitude, language, 4)}`,
    },
    common.startsAt,
    common.endsAt,
    { ...common.reason, width: 260 },
    {
      title: col('readings'),
      key: 'readings',
      align: 'right',
      render: (_, d) => formatNumber(d.readings, language),
    },
    {
      title: col('actions'),
      key: 'actions',
      render: (_, d) => (
        <Space size={4}>
          <Button
            size="small"
            type={selected === d.id ? 'primary' : 'default'}
            onClick={() => onOpen(d)}
            aria-label={`${t('mobile:action.open')} ${d.stationId} ${d.place}`}
          >
            {t('mobile:action.open')}
          </Button>
          {canEdit && (
            <Button
              size="small"
              onClick={() => onEdit(d)}
              aria-label={`${t('mobile:action.edit')} ${d.stationId} ${d.place}`}
            >
              {t('mobile:action.edit')}
            </Button>
          )}
        </Space>
      ),
    },
  ];
  return (
    <Table<Deployment>
      rowKey="id"
      size="small"
      columns={columns}
      dataSource={[...items]}
      loading={loading}
      scroll={{ x: 'max-content' }}
      pagination={{ pageSize: 20, hideOnSinglePage: true }}
      locale={{ emptyText: t('mobile:noDeployments') }}
    />
  );
}
