import { localDayStart, type Deployment } from '@eqmp/domain';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, DatePicker, Table, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDeploymentColumns } from '../../../lib/deployment-columns';
import { usePreferences } from '../../../lib/preferences';
import { mapDeploymentsQuery } from '../api/deployments-api';
import { DeploymentLayer } from '../map/deployment-layer';
import { paletteOf } from '../../../lib/map-palette';
import type { StationMap } from '../map/station-map';

const DAY = 'YYYY-MM-DD';

/**
 * The mobile viewer's deployments layer (issue 16: "the map shows deployments over time"): the
 * deployments under way in a chosen period, drawn on the map and listed below it; a row centres
 * the map on its place. The period defaults to the last 30 days.
 */
export function DeploymentsPanel({ map }: { map: StationMap | null }) {
  const { t } = useTranslation();
  const { theme } = usePreferences();
  const columns = useDeploymentColumns();
  const [range, setRange] = useState<[string, string]>([
    dayjs().subtract(30, 'day').format(DAY),
    dayjs().format(DAY),
  ]);
  const deployments = useQuery(
    mapDeploymentsQuery(
      localDayStart(range[0]).toISOString(),
      new Date(localDayStart(range[1]).getTime() + 86_400_000).toISOString(),
    ),
  );
  const layer = useRef<DeploymentLayer | null>(null);
  const [drawn, setDrawn] = useState(0);
  const items = deployments.data?.items;

  // The layer belongs to the map (rebuilt with the theme): made with it, removed with it.
  useEffect(() => {
    if (!map) return;
    const created = new DeploymentLayer(map.map, paletteOf(theme));
    layer.current = created;
    return () => {
      created.dispose();
      layer.current = null;
    };
  }, [map, theme]);
  useEffect(() => {
    setDrawn(layer.current?.setDeployments(items ?? []) ?? 0);
  }, [map, theme, items]);

  return (
    <Card
      size="small"
      title={t('mobile:map.listTitle')}
      data-testid="map-deployments"
      data-deployments-drawn={drawn}
      extra={
        <DatePicker.RangePicker
          aria-label={t('mobile:map.period')}
          format="DD/MM/YYYY"
          allowClear={false}
          value={[dayjs(range[0]), dayjs(range[1])]}
          onChange={(value) => {
            const [start, end] = (value ?? []) as [Dayjs | null, Dayjs | null];
            if (start && end) setRange([start.format(DAY), end.format(DAY)]);
          }}
        />
      }
    >
      {deployments.error && <Alert type="error" showIcon title={deployments.error.message} />}
      <Typography.Text type="secondary">
        {t('mobile:map.count', { count: items?.length ?? 0 })}
      </Typography.Text>
      <Table<Deployment>
        rowKey="id"
        size="small"
        dataSource={items ?? []}
        loading={deployments.isFetching}
        pagination={{ pageSize: 10, hideOnSinglePage: true }}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: t('mobile:noDeployments') }}
        columns={[
          columns.unit,
          columns.place,
          columns.startsAt,
          columns.endsAt,
          columns.reason,
          {
            title: t('mobile:column.actions'),
            key: 'focus',
            render: (_, d) => (
              <Button
                size="small"
                onClick={() => layer.current?.focus(d.id)}
                aria-label={`${t('mobile:map.focus')}: ${d.stationId} ${d.place}`}
              >
                {t('mobile:map.focus')}
              </Button>
            ),
          },
        ]}
      />
    </Card>
  );
}
