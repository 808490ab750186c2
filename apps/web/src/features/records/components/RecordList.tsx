import type { RecordModule, RecordSummary } from '@eqmp/domain';
import { PlusOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, DatePicker, Space, Table, type TableColumnsType } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format';
import { usePreferences } from '../../../lib/preferences';
import { recordListQuery, recordStationsQuery } from '../api/records-api';
import type { useRecordsPage } from '../hooks/useRecordsPage';
import { dayRangeOf } from '../utils/kl-datetime';
import { RecordFormModal } from './RecordFormModal';
import { ResultTag, StatusTag } from './RecordTags';
import { StationSelect } from '../../../components/StationSelect';

type Page = ReturnType<typeof useRecordsPage>;

/** The records of a module, filtered by station and period, newest window first. */
export function RecordList({ page, module }: { page: Page; module: RecordModule }) {
  const { t } = useTranslation();
  const { language } = usePreferences();
  const { kind } = page;
  const [creating, setCreating] = useState(false);
  const stationId = page.get('station');
  const from = page.get('from');
  const to = page.get('to');
  const stations = useQuery(recordStationsQuery(module));
  const list = useQuery(
    recordListQuery(kind, { module, stationId, ...(from && to ? { from, to } : {}) }),
  );
  const when = (v: string) => formatDateTime(v, language);
  const columns: TableColumnsType<RecordSummary> = [
    { title: t('records:col.from'), dataIndex: 'from', render: when },
    { title: t('records:col.to'), dataIndex: 'to', render: when },
    { title: t('records:col.station'), render: (_, r) => `${r.stationId} — ${r.stationName}` },
    {
      title: t('records:col.type'),
      dataIndex: 'type',
      render: (v: string) => t(`records:type.${v}`),
    },
    {
      title: t('records:col.parameters'),
      dataIndex: 'parameterCodes',
      render: (v: string[]) => v.join(', '),
    },
    { title: t('records:col.people'), dataIndex: 'people', render: (v: string[]) => v.join(', ') },
    ...(kind === 'calibration'
      ? [
          {
            title: t('records:col.result'),
            dataIndex: 'passed',
            render: (v: boolean | null) => <ResultTag passed={v} />,
          },
        ]
      : []),
    { title: t('records:col.files'), dataIndex: 'attachments', align: 'right' },
    {
      title: t('records:col.status'),
      dataIndex: 'status',
      render: (v: RecordSummary['status']) => <StatusTag status={v} />,
    },
    {
      title: t('records:col.actions'),
      render: (_, r) => (
        <Button size="small" onClick={() => page.set({ id: String(r.id) })}>
          {t('records:action.open')}
        </Button>
      ),
    },
  ];
  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <Space wrap>
        <StationSelect
          label={t('records:filter.station')}
          allowClear
          style={{ width: 280 }}
          value={stationId}
          stations={stations.data}
          onChange={(v?: string) => page.set({ station: v })}
        />
        <DatePicker.RangePicker
          aria-label={t('records:filter.period')}
          format="DD/MM/YYYY"
          value={
            from && to
              ? [dayjs(from.slice(0, 10)), dayjs(to.slice(0, 10)).subtract(1, 'day')]
              : null
          }
          onChange={(range) =>
            page.set(
              range?.[0] && range[1]
                ? dayRangeOf(range[0], range[1])
                : { from: undefined, to: undefined },
            )
          }
        />
        {page.can('upload') && (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setCreating(true)}>
            {t('records:action.new')}
          </Button>
        )}
      </Space>
      {list.error && <Alert type="error" showIcon title={list.error.message} />}
      <Table<RecordSummary>
        rowKey="id"
        size="small"
        columns={columns}
        dataSource={list.data ?? []}
        loading={list.isPending}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: t('records:empty') }}
      />
      {creating && (
        <RecordFormModal
          kind={kind}
          stations={stations.data ?? []}
          initialStation={stationId}
          onClose={() => setCreating(false)}
          onSaved={(id) => {
            setCreating(false);
            page.set({ id: String(id) });
          }}
        />
      )}
    </Space>
  );
}
