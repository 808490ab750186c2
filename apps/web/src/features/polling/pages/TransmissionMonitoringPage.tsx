import {
  MODULES,
  type ModuleCode,
  type StationTransmission,
  TRANSMISSION_STATUSES,
} from '@eqmp/domain';
import { useQuery } from '@tanstack/react-query';
import { Card, Col, Row, Select, Space, Statistic, Table, Tag, Typography } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { formatDateTime } from '../../../lib/format';
import { usePreferences } from '../../../lib/preferences';
import { transmissionQuery } from '../api/polling-api';
import { useTransmissionColumns } from '../hooks/useTransmissionColumns';
import { STATUS_COLOUR } from '../utils/status-colours';
import { moduleOptions } from '../../../lib/module-label';

const CONTINUOUS: readonly ModuleCode[] = (Object.keys(MODULES) as ModuleCode[]).filter((m) =>
  ['continuous', 'mobile'].includes(MODULES[m].kind),
);
const STATUSES = TRANSMISSION_STATUSES;

/** data_transmission_monitoring: every continuous station, how late its data is, today's capture. */
export function TransmissionMonitoringPage() {
  const { t } = useTranslation();
  const { language } = usePreferences();
  const [params, setParams] = useSearchParams();
  const module = params.get('module') ?? undefined;
  const state = params.get('state') ?? undefined;
  const status = params.get('status') ?? undefined;
  const { data, isPending } = useQuery(transmissionQuery(module));
  const set = (name: string, value?: string) =>
    setParams(
      (p) => {
        const next = new URLSearchParams(p);
        if (value) next.set(name, value);
        else next.delete(name);
        return next;
      },
      { replace: true },
    );

  const states = useMemo(
    () =>
      [
        ...new Set((data?.stations ?? []).map((s) => s.stateName).filter((n): n is string => !!n)),
      ].sort(),
    [data],
  );
  const rows = (data?.stations ?? []).filter(
    (s) => (!state || s.stateName === state) && (!status || s.status === status),
  );
  const counts = Object.fromEntries(
    STATUSES.map((s) => [
      s,
      (data?.stations ?? []).filter((x) => (!state || x.stateName === state) && x.status === s)
        .length,
    ]),
  );

  const columns = useTransmissionColumns();

  return (
    <Space direction="vertical" size="large" style={{ width: '100%' }}>
      <Space style={{ width: '100%', justifyContent: 'space-between' }} wrap>
        <Typography.Title level={3} style={{ margin: 0 }}>
          {t('polling:transmission.title')}
        </Typography.Title>
        {data && (
          <Typography.Text type="secondary">
            {t('polling:transmission.updated', { time: formatDateTime(data.at, language) })}
          </Typography.Text>
        )}
      </Space>
      <Row gutter={[16, 16]}>
        {STATUSES.map((s) => (
          <Col xs={12} md={6} key={s}>
            <Card
              size="small"
              hoverable
              onClick={() => set('status', status === s ? undefined : s)}
              style={status === s ? { borderColor: 'var(--eqmp-primary)' } : undefined}
            >
              <Statistic
                title={<Tag color={STATUS_COLOUR[s]}>{t(`polling:status.${s}`)}</Tag>}
                value={counts[s]}
                loading={isPending}
              />
            </Card>
          </Col>
        ))}
      </Row>
      <Space wrap>
        <Select
          allowClear
          style={{ minWidth: 260 }}
          placeholder={t('polling:col.module')}
          value={module}
          onChange={(v?: string) => set('module', v)}
          options={moduleOptions(t, CONTINUOUS)}
        />
        <Select
          allowClear
          showSearch
          style={{ minWidth: 220 }}
          placeholder={t('polling:col.state')}
          value={state}
          onChange={(v?: string) => set('state', v)}
          options={states.map((s) => ({ value: s, label: s }))}
        />
      </Space>
      <Table<StationTransmission>
        rowKey="id"
        columns={columns}
        dataSource={rows}
        loading={isPending}
        size="middle"
        scroll={{ x: 'max-content' }}
        pagination={{
          showSizeChanger: true,
          pageSizeOptions: [10, 20, 50, 100],
          defaultPageSize: 50,
        }}
        locale={{ emptyText: t('common:table.empty') }}
      />
    </Space>
  );
}
