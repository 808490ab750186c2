import type { DeploymentReadings } from '@eqmp/domain';
import { useQuery } from '@tanstack/react-query';
import { Alert, Table, Tag, Tooltip, Typography, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime, formatNumber } from '../../../lib/format';
import { usePreferences } from '../../../lib/preferences';
import { deploymentReadingsQuery } from '../api/mobile-api';

type Item = DeploymentReadings['items'][number];

/** The unit's readings in the deployment's period, one row per time, newest first (paged). */
export function ReadingsTable({ deploymentId }: { deploymentId: number }) {
  const { t } = useTranslation();
  const { language } = usePreferences();
  const [page, setPage] = useState({ page: 1, pageSize: 20 });
  const readings = useQuery(deploymentReadingsQuery(deploymentId, page.page, page.pageSize));
  const parameters = readings.data?.parameters ?? [];
  const columns: TableColumnsType<Item> = [
    {
      title: t('mobile:column.time'),
      key: 'ts',
      fixed: 'left',
      render: (_, r) => formatDateTime(r.ts, language),
    },
    ...parameters.map((p) => ({
      title: `${p.code}${p.unit ? ` (${p.unit})` : ''}`,
      key: p.code,
      align: 'right' as const,
      render: (_: unknown, r: Item) => {
        const cell = r.values[p.code];
        if (!cell || cell.value === null) return '–';
        const text = formatNumber(cell.value, language, p.decimals);
        return cell.validity > 0 ? (
          text
        ) : (
          <Tooltip title={t('mobile:readings.invalid')}>
            <Typography.Text delete type="secondary">
              {text}
            </Typography.Text>
          </Tooltip>
        );
      },
    })),
    {
      title: t('mobile:column.source'),
      key: 'sources',
      render: (_, r) => r.sources.map((s) => <Tag key={s}>{t(`mobile:source.${s}`)}</Tag>),
    },
  ];
  return (
    <div data-testid="deployment-readings">
      {readings.error && <Alert type="error" showIcon title={readings.error.message} />}
      <Table<Item>
        rowKey={(r) => String(r.ts)}
        size="small"
        columns={columns}
        dataSource={readings.data?.items ?? []}
        loading={readings.isFetching}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: t('mobile:readings.empty') }}
        pagination={{
          current: page.page,
          pageSize: page.pageSize,
          total: readings.data?.total ?? 0,
          showSizeChanger: true,
          pageSizeOptions: [20, 50, 100, 200],
          onChange: (next, pageSize) => setPage({ page: next, pageSize }),
        }}
      />
    </div>
  );
}
