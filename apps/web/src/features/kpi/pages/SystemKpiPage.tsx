import { SYSTEM_UPTIME_TARGET_PERCENT } from '@eqmp/domain';
import { useQuery } from '@tanstack/react-query';
import { Card, Segmented, theme, Typography } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../components/DataTable';
import { EChart } from '../../../components/EChart';
import { downloadCsv, toCsv } from '../../../lib/csv';
import { useTableParams } from '../../../lib/useTableParams';
import type { KpiPeriod, ModuleUptime } from '@eqmp/domain';
import { kpiQueryString, systemKpiQuery } from '../api/kpi-api';
import { KpiFilters } from '../components/KpiFilters';
import { KpiExportButton } from '../components/KpiExportButton';
import { KpiRangePicker } from '../components/KpiRangePicker';
import { QueryErrorAlert } from '../components/QueryErrorAlert';
import { useSystemKpiColumns } from '../hooks/useSystemKpiColumns';
import { buildUptimeOption } from '../utils/build-uptime-option';
import { bucketLabel, searchAndPage } from '../utils/client-table';
import { uptimeCsvRows } from '../utils/kpi-csv';
import { targetParam } from '../utils/kpi-params';
import { CompactTable } from '../../../components/CompactTable';
import { IntroPage } from '../../../components/IntroPage';

const PERIODS: readonly KpiPeriod[] = ['day', 'month'];

/** kpi_report/system_kpi: polling uptime per station and module, by day or month. */
export function SystemKpiPage() {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const params = useTableParams(20);
  const period = (params.get('period') === 'month' ? 'month' : 'day') satisfies KpiPeriod;
  const target = targetParam(params.get('target'), SYSTEM_UPTIME_TARGET_PERCENT);
  const query = kpiQueryString({
    period,
    from: params.get('from'),
    to: params.get('to'),
    module: params.get('module'),
    stateId: params.get('state'),
    target: String(target),
  });
  const kpi = useQuery(systemKpiQuery(query));
  const data = kpi.data;

  const option = useMemo(
    () =>
      buildUptimeOption(
        (data?.buckets ?? []).map(bucketLabel),
        (data?.modules ?? []).map((m) => ({
          name: m.module,
          values: m.byBucket.map((b) => b.uptimePct),
        })),
        {
          label: t('kpi:target.line', { target }),
          value: target,
          colour: token.colorWarning,
        },
      ),
    [data, target, t, token.colorWarning],
  );
  const page = searchAndPage(
    data?.stations ?? [],
    [(s) => s.id, (s) => s.name, (s) => s.module, (s) => s.stateName],
    params.search,
    params.page,
    params.pageSize,
  );

  const { moduleColumns, stationColumns } = useSystemKpiColumns(data, target);

  const exportCsv = () => {
    if (!data) return;
    const headers = [
      ...['station', 'name', 'module', 'state', 'uptime', 'upHours', 'expectedHours'].map((k) =>
        t(`kpi:col.${k}`),
      ),
      ...data.buckets,
    ];
    downloadCsv(
      `system-kpi-${data.from}-${data.to}.csv`,
      toCsv(headers, uptimeCsvRows(data.stations)),
    );
  };

  const from = params.get('from') ?? data?.from;
  const to = params.get('to') ?? data?.to;
  return (
    <IntroPage title={t('kpi:system.title')} intro={t('kpi:system.definition')}>
      <KpiFilters params={params} target={target}>
        <Segmented<KpiPeriod>
          value={period}
          options={PERIODS.map((p) => ({ value: p, label: t(`kpi:period.${p}`) }))}
          onChange={(p) => params.set({ period: p, from: undefined, to: undefined })}
        />
        <KpiRangePicker period={period} from={from} to={to} params={params} />
      </KpiFilters>
      <QueryErrorAlert error={kpi.error} />
      <Card size="small" title={t('kpi:system.chart')} loading={kpi.isPending}>
        <EChart option={option} height={320} />
      </Card>
      <Typography.Title level={5} style={{ margin: 0 }}>
        {t('kpi:system.modules')}
      </Typography.Title>
      <CompactTable<ModuleUptime>
        rowKey="module"
        pagination={false}
        columns={moduleColumns}
        dataSource={data?.modules ?? []}
        loading={kpi.isPending}
      />
      <Typography.Title level={5} style={{ margin: 0 }}>
        {t('kpi:system.stations')}
      </Typography.Title>
      <DataTable
        rowKey="id"
        columns={stationColumns}
        query={{ data: page, isPending: kpi.isPending }}
        params={params}
        toolbar={<KpiExportButton disabled={!data} onClick={exportCsv} />}
      />
    </IntroPage>
  );
}
