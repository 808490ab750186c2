import { ClearOutlined, ColumnWidthOutlined, BorderOuterOutlined } from '@ant-design/icons';
import { Button, Select, Space, Tooltip, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  AREA_UNITS,
  DISTANCE_UNITS,
  formatMeasure,
  type MeasureMode,
  type MeasureState,
  type MeasureTool,
} from '../map/measure-tool';

/** The two measuring tools, each with its button's icon, name and hint. */
const MODES = [
  {
    mode: 'distance',
    icon: <ColumnWidthOutlined />,
    label: 'maps:measure.distance',
    hint: 'maps:measure.distanceHint',
  },
  {
    mode: 'area',
    icon: <BorderOuterOutlined />,
    label: 'maps:measure.area',
    hint: 'maps:measure.areaHint',
  },
] as const satisfies readonly { mode: MeasureMode; icon: ReactNode; label: string; hint: string }[];

/** Distance and area measurement (spec §4): pick a tool, change its unit, clear; double click ends. */
export function MeasureToolbar({ tool, state }: { tool: MeasureTool | null; state: MeasureState }) {
  const { t } = useTranslation();
  const toggle = (mode: MeasureMode) => (state.mode === mode ? tool?.clear() : tool?.start(mode));
  const units = state.mode === 'area' ? AREA_UNITS : DISTANCE_UNITS;
  const unit = state.mode === 'area' ? state.unit.area : state.unit.distance;
  return (
    <Space size={4} wrap>
      {MODES.map(({ mode, icon, label, hint }) => (
        <Tooltip key={mode} title={t(hint)}>
          <Button
            data-testid={`measure-${mode}`}
            icon={icon}
            type={state.mode === mode ? 'primary' : 'default'}
            aria-pressed={state.mode === mode}
            onClick={() => toggle(mode)}
          >
            {t(label)}
          </Button>
        </Tooltip>
      ))}
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
