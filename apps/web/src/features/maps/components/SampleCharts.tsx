import type { StationCharts } from '@eqmp/domain';
import { Alert, Empty, Select, Space, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { EChart } from '../../../components/EChart';
import { useParameterName } from '../hooks/useParameterName';
import { buildSeriesOption, CHART } from '../utils/chart-options';
import type { ViewerConfig } from '../utils/viewer-config';

/** The charts of a sampled station: a parameter to choose (or all), then its results over time. */
export function SampleCharts({
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
