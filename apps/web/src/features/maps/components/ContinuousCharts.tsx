import { AIR_POLLUTANTS, type Pollutant, type StationCharts } from '@eqmp/domain';
import { Alert, Button, Empty, Select, Space, Spin } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { unitOf, useParameterName } from '../hooks/useParameterName';
import { chartParameters } from '../utils/chart-options';
import type { ViewerConfig } from '../utils/viewer-config';
import { ContinuousChartTabs } from './ContinuousChartTabs';
import { waterParameters } from './StationChartPopups';

/** The charts of a continuous station: buttons to the sub-index and recent readings, then the chart tabs. */
export function ContinuousCharts({
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
      <ContinuousChartTabs
        rows={rows}
        monthly={monthly}
        air={air}
        discharge={config.discharge}
        chosen={chosen}
        unit={unit}
        paramPicker={paramPicker}
      />
    </Space>
  );
}
