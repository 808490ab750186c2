import type { Pollutant, StationCharts } from '@eqmp/domain';
import { LANGUAGE_TAGS } from '@eqmp/locales';
import { Empty, Space, Tabs } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EChart } from '../../../components/EChart';
import { usePreferences } from '../../../lib/preferences';
import { useParameterName } from '../hooks/useParameterName';
import {
  buildAirTrendOption,
  buildDischargeOption,
  buildHourlyOption,
  buildSeriesOption,
  buildWaterTrendOption,
  CHART,
} from '../utils/chart-options';

type Rows = NonNullable<StationCharts['rez']>;

/** The tabs of a continuous station's charts: the 24-hour trend, hourly (air), discharge (river) and monthly. */
export function ContinuousChartTabs({
  rows,
  monthly,
  air,
  discharge,
  chosen,
  unit,
  paramPicker,
}: {
  rows: Rows;
  monthly: StationCharts | undefined;
  air: boolean;
  discharge: boolean;
  chosen: string | null;
  unit: (code: string) => string;
  paramPicker: ReactNode;
}) {
  const { t } = useTranslation();
  const { language } = usePreferences();
  const locale = LANGUAGE_TAGS[language];
  const name = useParameterName();
  const trend = (
    <EChart
      height={CHART.trendHeight}
      option={
        air
          ? buildAirTrendOption(rows, locale, name, {
              api: t('maps:attr.API'),
              title: t('maps:charts.trend'),
            })
          : buildWaterTrendOption(
              rows,
              {
                parameter: chosen ?? '',
                label: chosen ? name(chosen) : '',
                unit: chosen ? unit(chosen) : '',
                title: t('maps:charts.trend'),
              },
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
    ...(discharge
      ? [
          {
            key: 'discharge',
            label: t('maps:charts.discharge'),
            children: (
              <div data-testid="chart-discharge">
                <EChart
                  height={CHART.trendHeight}
                  option={buildDischargeOption(
                    rows,
                    { name: t('maps:charts.flowRate'), title: t('maps:charts.dischargeTitle') },
                    locale,
                  )}
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
  return <Tabs size="small" items={items} />;
}
