import { ClearOutlined, ColumnWidthOutlined, BorderOuterOutlined } from '@ant-design/icons';
import { Button, Select, Space, Tooltip, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  AREA_UNITS,
  DISTANCE_UNITS,
  formatMeasure,
  type MeasureMode,
  type MeasureState,
  type MeasureTool,
} from '../map/measure-tool';

/** Distance and area measurement (spec §4): pick a tool, change its unit, clear; double click ends. */
export function MeasureToolbar({ tool, state }: { tool: MeasureTool | null; state: MeasureState }) {
  const { t } = useTranslation();
  const toggle = (mode: MeasureMode) => (state.mode === mode ? tool?.clear() : tool?.start(mode));
  const units = state.mode === 'area' ? AREA_UNITS : DISTANCE_UNITS;
  const unit = state.mode === 'area' ? state.unit.area : state.unit.distance;
  return (
    <Space size={4} wrap>
      <Tooltip title={t('maps:measure.distanceHint')}>
        <Button
          data-testid="measure-distance"
          icon={<ColumnWidthOutlined />}
          type={state.mode === 'distance' ? 'primary' : 'default'}
          aria-pressed={state.mode === 'distance'}
          onClick={() => toggle('distance')}
        >
          {t('maps:measure.distance')}
        </Button>
      </Tooltip>
      <Tooltip title={t('maps:measure.areaHint')}>
        <Button
          data-testid="measure-area"
          icon={<BorderOuterOutlined />}
          type={state.mode === 'area' ? 'primary' : 'default'}
          aria-pressed={state.mode === 'area'}
          onClick={() => toggle('area')}
        >
          {t('maps:measure.area')}
        </Button>
      </Tooltip>
      {state.mode && (
        <Select
          aria-label={t('maps:measure.unit')}
          data-testid="measure-unit"
          size="middle"
          value={unit}
          style={{ width: 90 }}
          onChange={(next) => tool?.setUnit(next)}
          options={units.map((u) => ({ value: u, label: t(`maps:measure.units.${u}`) }))}
        />
      )}
      <Button
        data-testid="measure-clear"
        icon={<ClearOutlined />}
        onClick={() => tool?.clear()}
        aria-label={t('maps:measure.clear')}
      />
      {state.mode && (
        <Typography.Text data-testid="measure-value" type="secondary">
          {state.value === null ? t('maps:measure.start') : formatMeasure(state.value, unit)}
        </Typography.Text>
      )}
    </Space>
  );
}
