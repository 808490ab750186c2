import { BarChart, BoxplotChart, LineChart, PieChart } from 'echarts/charts';
import {
  GridComponent,
  LegendComponent,
  TitleComponent,
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
  GridComponent,
  LegendComponent,
  TitleComponent,
  TooltipComponent,
  CanvasRenderer,
]);

/** The one chart component: options come from pure builder functions, the theme from the user. */
export function EChart({ option, height = 300 }: { option: EChartsCoreOption; height?: number }) {
  const { theme } = usePreferences();
  return (
    <ReactEChartsCore
      echarts={echarts}
      option={{ backgroundColor: 'transparent', ...option }}
      theme={theme === 'dark' ? 'dark' : undefined}
      style={{ height, width: '100%' }}
      notMerge
    />
  );
}
