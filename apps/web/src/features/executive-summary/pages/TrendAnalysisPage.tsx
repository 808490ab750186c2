import {
  TREND_INDEX_MEASURE,
  TREND_MAX_STATIONS,
  TREND_PERIODS,
  type TrendAnalysis,
  type TrendPeriod,
} from '@eqmp/domain';
import { useQuery } from '@tanstack/react-query';
import { Card, Segmented, Select, Table } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { EChart } from '../../../components/EChart';
import { useTableParams } from '../../../lib/useTableParams';
import { summaryPath, summaryQuery, trendOptionsQuery } from '../api/executive-summary-api';
import { PeriodFilter } from '../components/PeriodFilters';
import { StateFilter } from '../components/StateFilter';
import { SummaryLayout } from '../components/SummaryLayout';
import { TrendMeasureSelect } from '../components/TrendMeasureSelect';
import { useTrendColumns } from '../hooks/useTrendColumns';
import { buildTrendOption } from '../utils/build-trend-option';
import { moduleOptions } from '../../../lib/module-label';

type Series = TrendAnalysis['series'][number];

/** executive_summary/trend_analysis: a parameter or index over months or years, with its trend test. */
export function TrendAnalysisPage() {
  const { t } = useTranslation();
  const params = useTableParams();
  const options = useQuery(trendOptionsQuery);
  const modules = options.data?.modules ?? [];
  const chosen =
    modules.find((m) => m.module === params.get('module')) ??
    modules.find((m) => m.module === 'CAQM') ??
    modules[0];
  const measure =
    params.get('measure') ?? (chosen?.index ? TREND_INDEX_MEASURE : chosen?.parameters[0]?.code);
  const period: TrendPeriod = params.get('period') === 'year' ? 'year' : 'month';
  const stations = params.get('station');
  const filters = {
    module: chosen?.module,
    measure,
    station: stations,
    stateId: stations ? undefined : params.get('stateId'),
    period,
    from: params.get('from'),
    to: params.get('to'),
  };
  const trend = useQuery(summaryQuery('esTrendAnalysis', filters, !!chosen && !!measure));
  const data = trend.data;
  const option = useMemo(
    () =>
      buildTrendOption(
        data?.buckets ?? [],
        (data?.series ?? []).map((s) => ({
          name: s.name || t('executiveSummary:trend.allStations'),
          values: s.values,
        })),
        data?.unit ?? null,
      ),
    [data, t],
  );
  const columns = useTrendColumns(data?.unit, period);

  return (
    <SummaryLayout
      page="trend_analysis"
      rule="executiveSummary:trend.rule"
      exportPath={summaryPath('esTrendAnalysis', filters)}
      query={{
        data,
        error: options.error ?? trend.error,
        isPending: options.isPending || (trend.isPending && !!chosen),
      }}
      filters={
        <>
          <Select
            style={{ minWidth: 220 }}
            aria-label={t('reports:field.module')}
            value={chosen?.module}
            onChange={(v: string) =>
              params.set({ module: v, measure: undefined, station: undefined })
            }
            options={moduleOptions(
              t,
              modules.map((m) => m.module),
            )}
          />
          <TrendMeasureSelect chosen={chosen} measure={measure} params={params} />
          <Select
            mode="multiple"
            allowClear
            maxCount={TREND_MAX_STATIONS}
            optionFilterProp="label"
            style={{ minWidth: 260 }}
            placeholder={t('executiveSummary:filter.stations')}
            aria-label={t('reports:field.stations')}
            value={stations ? stations.split(',') : []}
            onChange={(v: string[]) => params.set({ station: v.join(',') || undefined })}
            options={(chosen?.stations ?? []).map((s) => ({
              value: s.id,
              label: `${s.id} ${s.name}`,
            }))}
          />
          {!stations && <StateFilter params={params} />}
          <Segmented<TrendPeriod>
            aria-label={t('executiveSummary:field.step')}
            value={period}
            options={TREND_PERIODS.map((p) => ({
              value: p,
              label: t(`executiveSummary:trend.period.${p}`),
            }))}
            onChange={(p) => params.set({ period: p === 'month' ? undefined : p })}
          />
          <PeriodFilter params={params} unit="month" />
        </>
      }
    >
      {data && (
        <>
          <Card
            size="small"
            title={`${data.module} · ${data.measureName} (${data.from} – ${data.to})${
              data.network
                ? ` · ${t('executiveSummary:trend.network', { count: data.network.stations, leftOut: data.network.leftOut })}`
                : ''
            }`}
          >
            <EChart option={option} height={320} />
          </Card>
          <Table<Series>
            data-testid="trend-results"
            rowKey="key"
            size="small"
            columns={columns}
            dataSource={data.series}
            pagination={false}
            scroll={{ x: 'max-content' }}
          />
        </>
      )}
    </SummaryLayout>
  );
}
