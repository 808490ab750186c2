import { DownloadOutlined } from '@ant-design/icons';
import type { RawReading } from '@eqmp/domain';
import { useQuery } from '@tanstack/react-query';
import { Button, DatePicker, Select, Space, Typography } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { pagingQuery, useTableParams, useUrlPagination } from '../../../lib/useTableParams';
import { pollingStationsQuery, rawQuery } from '../api/polling-api';
import { useRawColumns } from '../hooks/useRawColumns';
import { useRawExport } from '../hooks/useRawExport';
import { CompactTable } from '../../../components/CompactTable';
import { ParamSelect } from '../../../components/ParamSelect';

/** raw_data: a station's readings as received, with flags, current value and validity. */
export function RawDataPage() {
  const { t } = useTranslation();
  const params = useTableParams(50);
  const stations = useQuery(pollingStationsQuery);
  const stationId = params.get('station');
  const parameter = params.get('parameter');
  const to = params.get('to') ?? dayjs().add(1, 'hour').startOf('hour').toISOString();
  const from = params.get('from') ?? dayjs(to).subtract(1, 'day').toISOString();
  const filters = { stationId, parameter, from, to };
  const raw = useQuery({ ...rawQuery(pagingQuery(params, filters)), enabled: !!stationId });
  const pagination = useUrlPagination(params, raw.data?.total ?? 0, [20, 50, 100, 500]);
  const station = stations.data?.find((s) => s.id === stationId);

  const columns = useRawColumns();
  const exportCsv = useRawExport(params, filters, stationId);

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
        <ParamSelect
          params={params}
          param="parameter"
          style={{ minWidth: 160 }}
          placeholder={t('polling:raw.allParameters')}
          disabled={!station}
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
        <CompactTable<RawReading>
          rowKey={(r) => `${r.parameterCode}|${r.ts}`}
          columns={columns}
          dataSource={raw.data?.items ?? []}
          loading={raw.isPending}
          scroll={{ x: 'max-content' }}
          pagination={pagination}
        />
      )}
    </Space>
  );
}
