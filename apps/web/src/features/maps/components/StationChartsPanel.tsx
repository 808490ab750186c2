import { AIR_POLLUTANTS, type Pollutant } from '@eqmp/domain';
import { LANGUAGE_TAGS } from '@eqmp/locales';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Empty, Select, Space, Spin, Tabs } from 'antd';
import { useMemo, useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { EChart } from '../../../components/EChart';
import { usePreferences } from '../../../lib/preferences';
import type { StationCharts } from '@eqmp/domain';
import { stationChartsQuery } from '../api/map-api';
import { unitOf, useParameterName } from '../hooks/useParameterName';
import {
  buildAirTrendOption,
  buildDischargeOption,
  buildHourlyOption,
  buildSeriesOption,
  buildWaterTrendOption,
  CHART,
  chartParameters,
} from '../utils/chart-options';
import type { ViewerConfig } from '../utils/viewer-config';
import { FloatingPanel } from './FloatingPanel';
import { RecentPopup, SubIndexPopup, waterParameters } from './StationChartPopups';

/** Station charts (spec §2, §9): the 24-hour trend, hourly chart, sub-index and 2-hour charts. */
export function StationChartsPanel({
  config,
  stationId,
  bounds,
  onClose,
  unapproved = false,
}: {
  config: ViewerConfig;
  stationId: string;
  /** SOJ: also chart results of rounds not yet approved. */
  unapproved?: boolean;
  bounds: RefObject<HTMLElement | null>;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [param, setParam] = useState<string | null>(null);
  const [popup, setPopup] = useState<'subIndex' | 'recent' | null>(null);
  const needsParam = config.paramRequired && param === null;
  const charts = useQuery({
    ...stationChartsQuery(
      config.module,
      stationId,
      config.charts === 'samples' ? param : null,
      false,
      unapproved,
    ),
    enabled: !needsParam,
  });
  const monthly = useQuery({
    ...stationChartsQuery(config.module, stationId, null, true),
    enabled: config.charts !== 'samples',
  });

  return (
    <>
      <FloatingPanel
        id="charts"
        title={t('maps:charts.title', { id: stationId })}
        width={500}
        initial={{ left: 392, top: 16 }}
        bounds={bounds}
        onClose={onClose}
      >
        {config.charts === 'samples' ? (
          <SampleCharts
            config={config}
            charts={charts.data}
            loading={charts.isFetching}
            error={charts.error?.message ?? null}
            param={param}
            setParam={setParam}
          />
        ) : (
          <ContinuousCharts
            config={config}
            charts={charts.data}
            monthly={monthly.data}
            loading={charts.isPending}
            error={charts.error?.message ?? null}
            param={param}
            setParam={setParam}
            openPopup={setPopup}
          />
        )}
      </FloatingPanel>
      {popup === 'subIndex' && charts.data?.rez && (
        <SubIndexPopup rows={charts.data.rez} bounds={bounds} onClose={() => setPopup(null)} />
      )}
      {popup === 'recent' && charts.data && (
        <RecentPopup
          config={config}
          charts={charts.data}
          param={param}
          bounds={bounds}
          onClose={() => setPopup(null)}
        />
      )}
    </>
  );
}

function ContinuousCharts({
  config,
  charts,
  monthly,
  loading,
  error,
  param,
  setParam,
  openPopup,
}: {
  config: ViewerConfig;
  charts: StationCharts | undefined;
  monthly: StationCharts | undefined;
  loading: boolean;
  error: string | null;
  param: string | null;
  setParam: (p: string) => void;
  openPopup: (p: 'subIndex' | 'recent') => void;
}) {
  const { t } = useTranslation();
  const { language } = usePreferences();
  const locale = LANGUAGE_TAGS[language];
  const name = useParameterName();
  const rows = useMemo(() => charts?.rez ?? [], [charts]);
  const air = config.charts === 'airContinuous';
  const parameters = useMemo(
    () =>
      air
        ? chartParameters(rows).filter((p): p is Pollutant =>
            (AIR_POLLUTANTS as readonly string[]).includes(p),
          )
        : waterParameters(rows),
    [air, rows],
  );
  const chosen = param && parameters.includes(param) ? param : (parameters[0] ?? null);
  if (loading) return <Spin />;
  if (error) return <Alert type="error" showIcon title={error} />;
  if (rows.length === 0) return <Empty description={t('maps:charts.noData')} />;
  const unit = (code: string) => charts?.units?.[code] ?? unitOf(code);
  const paramPicker = (
    <Select
      aria-label={t('maps:charts.parameter')}
      data-testid="chart-parameter"
      size="small"
      style={{ width: 180 }}
      value={chosen ?? undefined}
      onChange={setParam}
      options={parameters.map((p) => ({ value: p, label: name(p) }))}
    />
  );
  const trend = (
    <EChart
      height={CHART.trendHeight}
      option={
        air
          ? buildAirTrendOption(rows, locale, name, t('maps:attr.API'))
          : buildWaterTrendOption(
              rows,
              chosen ?? '',
              chosen ? name(chosen) : '',
              chosen ? unit(chosen) : '',
              locale,
            )
      }
    />
  );
  const items = [
    {
      key: 'trend',
      label: t('maps:charts.trend'),
      children: (
        <Space direction="vertical" style={{ width: '100%' }}>
          {!air && paramPicker}
          <div data-testid="chart-trend">{trend}</div>
        </Space>
      ),
    },
    ...(air && chosen
      ? [
          {
            key: 'hourly',
            label: t('maps:charts.hourly'),
            children: (
              <Space direction="vertical">
                {paramPicker}
                <div
                  style={{ width: CHART.hourly.width, maxWidth: '100%' }}
                  data-testid="chart-hourly"
                >
                  <EChart
                    height={CHART.hourly.height}
                    option={buildHourlyOption(
                      rows,
                      chosen as Pollutant,
                      {
                        concentration: t('maps:charts.concentration'),
                        average: t('maps:charts.runningAverage'),
                      },
                      unit(chosen),
                      locale,
                    )}
                  />
                </div>
              </Space>
            ),
          },
        ]
      : []),
    ...(config.discharge
      ? [
          {
            key: 'discharge',
            label: t('maps:charts.discharge'),
            children: (
              <div data-testid="chart-discharge">
                <EChart
                  height={CHART.trendHeight}
                  option={buildDischargeOption(rows, t('maps:charts.flowRate'), locale)}
                />
              </div>
            ),
          },
        ]
      : []),
    {
      key: 'monthly',
      label: t('maps:charts.monthly'),
      children:
        monthly?.data && monthly.data.series.length > 0 ? (
          <EChart height={CHART.trendHeight} option={buildSeriesOption(monthly.data, name)} />
        ) : (
          <Empty description={t('maps:charts.noData')} />
        ),
    },
  ];
  return (
    <Space direction="vertical" style={{ width: '100%' }} size={4}>
      <Space wrap>
        {air && (
          <Button size="small" data-testid="open-subindex" onClick={() => openPopup('subIndex')}>
            {t('maps:charts.subIndex')}
          </Button>
        )}
        <Button size="small" data-testid="open-recent" onClick={() => openPopup('recent')}>
          {t('maps:charts.recent')}
        </Button>
      </Space>
      <Tabs size="small" items={items} />
    </Space>
  );
}

function SampleCharts({
  config,
  charts,
  loading,
  error,
  param,
  setParam,
}: {
  config: ViewerConfig;
  charts: StationCharts | undefined;
  loading: boolean;
  error: string | null;
  param: string | null;
  setParam: (p: string) => void;
}) {
  const { t } = useTranslation();
  const name = useParameterName();
  const parameters = Object.keys(charts?.latest?.values ?? {});
  const options =
    parameters.length > 0 ? parameters : (charts?.data?.series ?? []).map((s) => s.name);
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Select
        aria-label={t('maps:charts.parameter')}
        data-testid="chart-parameter"
        size="small"
        style={{ width: 220 }}
        allowClear={!config.paramRequired}
        placeholder={t(
          config.paramRequired ? 'maps:charts.chooseParameter' : 'maps:charts.allParameters',
        )}
        value={param ?? undefined}
        onChange={(value?: string) => setParam(value ?? '')}
        options={options.map((p) => ({ value: p, label: name(p) }))}
      />
      {config.paramRequired && param === null && (
        <Alert type="info" showIcon title={t('maps:charts.chooseParameterHint')} />
      )}
      {loading && <Spin />}
      {error && <Alert type="error" showIcon title={error} />}
      {charts?.data && charts.data.series.length > 0 ? (
        <div data-testid="chart-samples">
          <EChart height={CHART.trendHeight} option={buildSeriesOption(charts.data, name)} />
        </div>
      ) : (
        !loading &&
        !error &&
        !(config.paramRequired && param === null) && <Empty description={t('maps:charts.noData')} />
      )}
    </Space>
  );
}
