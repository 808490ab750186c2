import {
  TREND_INDEX_MEASURE,
  TREND_MAX_STATIONS,
  TREND_PERIODS,
  type TrendAnalysis,
  type TrendPeriod,
} from '@eqmp/domain';
import { useQuery } from '@tanstack/react-query';
import { Card, Segmented, Select, Table, Tag, type TableColumnsType } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { EChart } from '../../../components/EChart';
import { usePreferences } from '../../../lib/preferences';
import { useTableParams } from '../../../lib/useTableParams';
import { summaryPath, summaryQuery, trendOptionsQuery } from '../api/executive-summary-api';
import { MonthRangeFilter } from '../components/PeriodFilters';
import { StateFilter } from '../components/StateFilter';
import { SummaryLayout } from '../components/SummaryLayout';
import { buildTrendOption } from '../utils/build-trend-option';

type Series = TrendAnalysis['series'][number];

/** executive_summary/trend_analysis: a parameter or index over months or years, with its trend test. */
export function TrendAnalysisPage() {
  const { t } = useTranslation();
  const { language } = usePreferences();
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
  const name = (s: Series) => s.name || t('executiveSummary:trend.allStations');
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
  const fixed = (v: number, digits: number) => v.toFixed(digits);
  const columns: TableColumnsType<Series> = [
    { title: t('reports:field.station'), key: 'name', render: (_, s) => name(s) },
    { title: 'n', key: 'n', align: 'right', render: (_, s) => s.trend?.n ?? '–' },
    { title: 'S', key: 's', align: 'right', render: (_, s) => s.trend?.s ?? '–' },
    {
      title: 'Z',
      key: 'z',
      align: 'right',
      render: (_, s) => (s.trend ? fixed(s.trend.z, 3) : '–'),
    },
    {
      title: 'p',
      key: 'p',
      align: 'right',
      render: (_, s) => (s.trend ? fixed(s.trend.pValue, 4) : '–'),
    },
    {
      title: data?.unit
        ? t('executiveSummary:trend.slope', {
            unit: data.unit,
            per: t(`executiveSummary:trend.per.${period}`),
          })
        : t('executiveSummary:trend.slopeIndex', {
            per: t(`executiveSummary:trend.per.${period}`),
          }),
      key: 'slope',
      align: 'right',
      render: (_, s) => (s.trend ? fixed(s.trend.senSlope, 3) : '–'),
    },
    {
      title: t('executiveSummary:trend.result'),
      key: 'result',
      render: (_, s) =>
        s.trend ? (
          <Tag color={s.trend.significant ? 'processing' : 'default'}>
            {t(`executiveSummary:trend.direction.${s.trend.direction}`)} ·{' '}
            {t(`executiveSummary:trend.${s.trend.significant ? 'significant' : 'notSignificant'}`)}
          </Tag>
        ) : (
          t('executiveSummary:trend.tooShort')
        ),
    },
  ];

  return (
    <SummaryLayout
      page="trend_analysis"
      rule="executiveSummary:trend.rule"
      exportPath={summaryPath('esTrendAnalysis', filters)}
      level={data?.dataLevel}
      error={options.error ?? trend.error}
      loading={options.isPending || (trend.isPending && !!chosen)}
      filters={
        <>
          <Select
            style={{ minWidth: 220 }}
            aria-label={t('reports:field.module')}
            value={chosen?.module}
            onChange={(v: string) =>
              params.set({ module: v, measure: undefined, station: undefined })
            }
            options={modules.map((m) => ({
              value: m.module,
              label: `${m.module} · ${t(`common:moduleShort.${m.module}`)}`,
            }))}
          />
          <Select
            showSearch
            optionFilterProp="label"
            style={{ minWidth: 220 }}
            aria-label={t('executiveSummary:filter.measure')}
            value={measure}
            onChange={(v: string) => params.set({ measure: v })}
            options={[
              ...(chosen?.index
                ? [
                    {
                      value: TREND_INDEX_MEASURE,
                      label: t(`executiveSummary:trend.index.${chosen.index}`),
                    },
                  ]
                : []),
              ...(chosen?.parameters ?? []).map((p) => ({
                value: p.code,
                label: `${p.code} · ${language === 'ms' ? p.nameMs : p.nameEn}`,
              })),
            ]}
          />
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
          <MonthRangeFilter params={params} />
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
