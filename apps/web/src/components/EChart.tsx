import { BarChart, BoxplotChart, LineChart, PieChart } from 'echarts/charts';
import {
  BrushComponent,
  GridComponent,
  LegendComponent,
  TitleComponent,
  ToolboxComponent,
  TooltipComponent,
} from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import ReactEChartsCore from 'echarts-for-react/esm/core';
import type { EChartsCoreOption } from 'echarts/core';
import { usePreferences } from '../lib/preferences';

echarts.use([
  LineChart,
  BarChart,
  PieChart,
  BoxplotChart,
  BrushComponent,
  GridComponent,
  LegendComponent,
  TitleComponent,
  ToolboxComponent,
  TooltipComponent,
  CanvasRenderer,
]);

/** A chart's event handlers by ECharts event name (`brushEnd`, `click`, …). */
export type ChartEvents = Record<string, (params: never) => void>;

/**
 * The one chart component: options come from pure builder functions, the theme from the user;
 * `onEvents` listens to the chart's events, `onReady` is given the instance once (to start a tool).
 */
export function EChart({
  option,
  height = 300,
  onEvents,
  onReady,
}: {
  option: EChartsCoreOption;
  height?: number;
  onEvents?: ChartEvents;
  onReady?: (chart: echarts.ECharts) => void;
}) {
  const { theme, reducedMotion } = usePreferences();
  return (
    <ReactEChartsCore
      echarts={echarts}
      option={{
        backgroundColor: 'transparent',
        // A device that asks for less motion gets the chart drawn at once.
        ...(reducedMotion ? { animation: false } : {}),
        ...option,
      }}
      theme={theme === 'dark' ? 'dark' : undefined}
      style={{ height, width: '100%' }}
      notMerge
      {...(onEvents ? { onEvents } : {})}
      {...(onReady ? { onChartReady: onReady } : {})}
    />
  );
}
