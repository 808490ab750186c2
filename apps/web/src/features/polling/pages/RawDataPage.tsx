import { DownloadOutlined } from '@ant-design/icons';
import type { RawReading } from '@eqmp/domain';
import { useQuery } from '@tanstack/react-query';
import {
  Button,
  DatePicker,
  Select,
  Space,
  Table,
  Tag,
  Tooltip,
  Typography,
  type TableColumnsType,
} from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { useMessageDialog } from '../../../components/useMessageDialog';
import { downloadCsv, toCsv } from '../../../lib/csv';
import { formatDateTime } from '../../../lib/format';
import { usePreferences } from '../../../lib/preferences';
import { pagingQuery, useTableParams } from '../../../lib/useTableParams';
import { fetchRaw, pollingStationsQuery, rawQuery } from '../api/polling-api';
import { FLAG_COLOUR, validityColour } from '../utils/status-colours';

const EXPORT_LIMIT = 20_000;

/** raw_data: a station's readings as received, with flags, current value and validity. */
export function RawDataPage() {
  const { t } = useTranslation();
  const { language } = usePreferences();
  const { showError } = useMessageDialog();
  const params = useTableParams(50);
  const stations = useQuery(pollingStationsQuery);
  const stationId = params.get('station');
  const parameter = params.get('parameter');
  const to = params.get('to') ?? dayjs().add(1, 'hour').startOf('hour').toISOString();
  const from = params.get('from') ?? dayjs(to).subtract(1, 'day').toISOString();
  const filters = { stationId, parameter, from, to };
  const raw = useQuery({ ...rawQuery(pagingQuery(params, filters)), enabled: !!stationId });
  const station = stations.data?.find((s) => s.id === stationId);

  const columns: TableColumnsType<RawReading> = [
    {
      title: t('polling:raw.ts'),
      dataIndex: 'ts',
      render: (v: string) => formatDateTime(v, language),
    },
    { title: t('polling:raw.parameter'), dataIndex: 'parameterCode' },
    {
      title: t('polling:raw.rawValue'),
      dataIndex: 'rawValue',
      align: 'right',
      render: (v: number | null) => v ?? '–',
    },
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
    {
      title: t('polling:raw.received'),
      dataIndex: 'receivedAt',
      render: (v: string) => formatDateTime(v, language),
    },
  ];

  const exportCsv = async () => {
    try {
      const rows: RawReading[] = [];
      for (let page = 1; rows.length < EXPORT_LIMIT; page++) {
        const q = pagingQuery({ ...params, page, pageSize: 500, search: '' }, filters);
        const result = await fetchRaw(q);
        rows.push(...result.items);
        if (result.items.length < 500) break;
      }
      const headers = [
        'ts',
        'parameter',
        'rawValue',
        'value',
        'validity',
        'flag',
        'nullReason',
        'loggerFlag',
        'source',
        'received',
      ].map((k) => t(`polling:raw.${k}`));
      downloadCsv(
        `raw-${stationId}.csv`,
        toCsv(
          headers,
          rows.map((r) => [
            r.ts,
            r.parameterCode,
            r.rawValue,
            r.value,
            r.validity,
            r.autoFlag,
            r.nullReason,
            r.loggerFlag,
            r.source,
            r.receivedAt,
          ]),
        ),
      );
    } catch (error) {
      await showError(error);
    }
  };

  return (
    <Space direction="vertical" size="large" style={{ width: '100%' }}>
      <Typography.Title level={3} style={{ margin: 0 }}>
        {t('polling:raw.title')}
      </Typography.Title>
      <Space wrap>
        <Select
          showSearch
          style={{ minWidth: 300 }}
          placeholder={t('polling:col.station')}
          loading={stations.isPending}
          value={stationId}
          optionFilterProp="label"
          onChange={(v: string) => params.set({ station: v, parameter: undefined })}
          options={stations.data?.map((s) => ({
            value: s.id,
            label: `${s.id} · ${s.name} (${s.module})`,
          }))}
        />
        <Select
          allowClear
          style={{ minWidth: 160 }}
          placeholder={t('polling:raw.allParameters')}
          value={parameter}
          disabled={!station}
          onChange={(v?: string) => params.set({ parameter: v })}
          options={station?.parameters.map((p) => ({ value: p, label: p }))}
        />
        <DatePicker.RangePicker
          showTime={{ format: 'HH:mm' }}
          format="DD/MM/YYYY HH:mm"
          value={[dayjs(from), dayjs(to)]}
          allowClear={false}
          onChange={(range) =>
            range?.[0] &&
            range[1] &&
            params.set({ from: range[0].toISOString(), to: range[1].toISOString() })
          }
        />
        <Button icon={<DownloadOutlined />} disabled={!stationId} onClick={() => void exportCsv()}>
          {t('common:action.export')}
        </Button>
      </Space>
      {!stationId ? (
        <Typography.Text type="secondary">{t('polling:raw.pickStation')}</Typography.Text>
      ) : (
        <Table<RawReading>
          rowKey={(r) => `${r.parameterCode}|${r.ts}`}
          columns={columns}
          dataSource={raw.data?.items ?? []}
          loading={raw.isPending}
          size="small"
          scroll={{ x: 'max-content' }}
          locale={{ emptyText: t('common:table.empty') }}
          pagination={{
            current: params.page,
            pageSize: params.pageSize,
            total: raw.data?.total ?? 0,
            showSizeChanger: true,
            pageSizeOptions: [20, 50, 100, 500],
            showTotal: (total, [a, b]) => t('common:table.total', { from: a, to: b, total }),
            onChange: (page, pageSize) => params.set({ page, pageSize }),
          }}
        />
      )}
    </Space>
  );
}
