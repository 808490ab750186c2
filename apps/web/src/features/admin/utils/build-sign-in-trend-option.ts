import type { EChartsCoreOption } from 'echarts/core';

/** Sign-ins and failures per day as bars (a pure option builder; labels come translated). */
export function buildSignInTrendOption(
  daily: readonly { day: string; logins: number; failures: number }[],
  labels: { logins: string; failures: string },
): EChartsCoreOption {
  return {
    tooltip: { trigger: 'axis' },
    legend: { top: 0, data: [labels.logins, labels.failures] },
    grid: { left: 40, right: 16, top: 40, bottom: 30, containLabel: true },
    xAxis: { type: 'category', data: daily.map((d) => d.day) },
    yAxis: { type: 'value', minInterval: 1 },
    series: [
      {
        name: labels.logins,
        type: 'bar',
        barMaxWidth: 24,
        data: daily.map((d) => d.logins),
        itemStyle: { color: '#21BA45' },
      },
      {
        name: labels.failures,
        type: 'bar',
        barMaxWidth: 24,
        data: daily.map((d) => d.failures),
        itemStyle: { color: '#C10015' },
      },
    ],
  };
}
