import { DATA_CAPTURE_TARGET_PERCENT } from '@eqmp/domain';
import { useQuery } from '@tanstack/react-query';
import { Card, Segmented, Space, theme, Typography } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../components/DataTable';
import { EChart } from '../../../components/EChart';
import { downloadCsv, toCsv } from '../../../lib/csv';
import { useTableParams } from '../../../lib/useTableParams';
import type { CaptureBasis, CaptureRow } from '@eqmp/domain';
import { dataKpiQuery, kpiQueryString } from '../api/kpi-api';
import { KpiFilters } from '../components/KpiFilters';
import { KpiExportButton } from '../components/KpiExportButton';
import { QueryErrorAlert } from '../components/QueryErrorAlert';
import { useDataKpiColumns } from '../hooks/useDataKpiColumns';
import { buildCaptureOption } from '../utils/build-capture-option';
import { stationMeans } from '../utils/capture-means';
import { searchAndPage } from '../utils/client-table';
import { captureCsvRows } from '../utils/kpi-csv';
import { targetParam } from '../utils/kpi-params';
import { MonthPicker } from '../../../components/MonthPicker';
import { IntroPage } from '../../../components/IntroPage';

const BASES: readonly CaptureBasis[] = ['excl_cal', 'all'];
const rowKey = (r: CaptureRow) => `${r.stationId}|${r.parameterCode}`;

/** kpi_report/data_kpi: data capture per station × parameter in a month, against a target. */
export function DataKpiPage() {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const params = useTableParams(20);
  const basis = (params.get('basis') === 'all' ? 'all' : 'excl_cal') satisfies CaptureBasis;
  const target = targetParam(params.get('target'), DATA_CAPTURE_TARGET_PERCENT);
  const query = kpiQueryString({
    month: params.get('month'),
    module: params.get('module'),
    stateId: params.get('state'),
    target: String(target),
    basis,
  });
  const kpi = useQuery(dataKpiQuery(query));
  const data = kpi.data;
  const rows = useMemo(() => (data?.rows ?? []).map((r) => ({ ...r, key: rowKey(r) })), [data]);

  const option = useMemo(
    () =>
      buildCaptureOption(
        stationMeans(data?.rows ?? [], basis).map((m) => ({ label: m.stationId, value: m.value })),
        {
          capture: `${t('kpi:data.chart')} (${t(`kpi:basis.${basis}`)})`,
          target: t('kpi:target.line', { target }),
        },
        target,
        { met: token.colorSuccess, missed: token.colorError, target: token.colorWarning },
      ),
    [data, basis, target, t, token.colorSuccess, token.colorError, token.colorWarning],
  );
  const page = searchAndPage(
    rows,
    [
      (r) => r.stationId,
      (r) => r.stationName,
      (r) => r.module,
      (r) => r.stateName,
      (r) => r.parameterCode,
    ],
    params.search,
    params.page,
    params.pageSize,
  );
  const met = rows.filter((r) => r.meetsTarget).length;

  const columns = useDataKpiColumns(basis, target);

  const exportCsv = () => {
    if (!data) return;
    const headers = [
      'station',
      'name',
      'module',
      'state',
      'parameter',
      'captureAll',
      'captureExclCal',
      'calibrationHours',
      'meetsTarget',
    ].map((k) => t(`kpi:col.${k}`));
    const words = {
      met: t('kpi:target.met'),
      missed: t('kpi:target.missed'),
      noData: t('kpi:target.noData'),
    };
    downloadCsv(`data-kpi-${data.month}.csv`, toCsv(headers, captureCsvRows(data.rows, words)));
  };

  const month = params.get('month') ?? data?.month;
  return (
    <IntroPage title={t('kpi:data.title')} intro={t('kpi:data.definition')}>
      <KpiFilters params={params} target={target}>
        <MonthPicker
          month={month}
          label={t('kpi:filter.month')}
          onChange={(m) => params.set({ month: m })}
        />
        <Space size="small">
          <Typography.Text type="secondary">{t('kpi:filter.basis')}</Typography.Text>
          <Segmented<CaptureBasis>
            value={basis}
            options={BASES.map((b) => ({ value: b, label: t(`kpi:basis.${b}`) }))}
            onChange={(b) => params.set({ basis: b })}
          />
        </Space>
      </KpiFilters>
      <QueryErrorAlert error={kpi.error} />
      {data && (
        <Typography.Text>
          {t('kpi:data.summary', { met, total: rows.length })}{' '}
          {t('kpi:data.hours', { hours: data.hours, month: data.month })}
        </Typography.Text>
      )}
      <Card size="small" title={t('kpi:data.chart')} loading={kpi.isPending}>
        <EChart option={option} height={320} />
      </Card>
      <DataTable
        rowKey="key"
        columns={columns}
        query={{ data: page, isPending: kpi.isPending }}
        params={params}
        toolbar={<KpiExportButton disabled={!data} onClick={exportCsv} />}
      />
    </IntroPage>
  );
}
