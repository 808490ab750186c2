import { displayUnit } from '@eqmp/domain';
import { Button, Card, DatePicker, Space, Typography, theme } from 'antd';
import dayjs from 'dayjs';
import type { ECharts } from 'echarts/core';
import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { EChart, type ChartEvents } from '../../../components/EChart';
import type { ReviewSeries } from '../hooks/useReviewData';
import { buildValuesOption, chartHeight } from '../utils/build-values-option';
import { periodOf, type ReviewPeriod } from '../utils/review-scope';

interface BrushArea {
  readonly coordRange?: readonly [number, number];
}

/**
 * The chosen parameters' month on the chart, one panel each; dragging along the time axis (the
 * selection tool is on from the start) or typing two times chooses the period the page's actions
 * apply to, snapped to the values shown.
 */
export function ReviewChart({
  series,
  loading,
  period,
  onPeriod,
}: {
  series: readonly ReviewSeries[];
  loading: boolean;
  period: ReviewPeriod | null;
  onPeriod: (period: ReviewPeriod | null) => void;
}) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const shown = useMemo(
    () => series.map((s) => ({ code: s.code, values: s.data?.values ?? [] })),
    [series],
  );
  const option = useMemo(
    () =>
      buildValuesOption(
        series.map((s) => ({
          code: s.code,
          unit: displayUnit(s.data?.unit),
          points: s.data?.values ?? [],
        })),
        {
          raw: t('qaqc:col.raw'),
          current: t('qaqc:col.value'),
          brush: t('qaqc:scope.brush'),
          clear: t('qaqc:scope.clear'),
        },
        { raw: token.colorTextTertiary, current: token.colorPrimary, flagged: token.colorError },
      ),
    [series, t, token.colorTextTertiary, token.colorPrimary, token.colorError],
  );
  const chart = useRef<ECharts | null>(null);
  // After each new option (values asked again) the selection tool stays on and the chosen period
  // stays drawn; a typed period is drawn too.
  useEffect(() => {
    const c = chart.current;
    if (!c || c.isDisposed()) return;
    c.dispatchAction({
      type: 'takeGlobalCursor',
      key: 'brush',
      brushOption: { brushType: 'lineX', brushMode: 'single' },
    });
    c.dispatchAction({
      type: 'brush',
      areas: period
        ? [
            {
              brushType: 'lineX',
              xAxisIndex: 0,
              coordRange: [Date.parse(period.first), Date.parse(period.last)],
            },
          ]
        : [],
    });
  }, [option, period]);
  const choose = (range: readonly [number, number] | undefined) =>
    onPeriod(range ? periodOf(range, shown) : null);
  const events: ChartEvents = {
    brushEnd: (e: { areas?: readonly BrushArea[] }) => choose(e.areas?.[0]?.coordRange),
    brush: (e: { areas?: readonly BrushArea[]; command?: string }) => {
      if (e.command === 'clear' || e.areas?.length === 0) onPeriod(null);
    },
  };
  return (
    <Card
      size="small"
      title={t('qaqc:chart', { parameter: series.map((s) => s.code).join(', ') })}
      loading={loading}
    >
      <Space wrap style={{ marginBottom: 8 }}>
        <Typography.Text type="secondary">{t('qaqc:scope.hint')}</Typography.Text>
        <DatePicker.RangePicker
          showTime={{ format: 'HH:mm' }}
          aria-label={t('qaqc:scope.chosen')}
          placeholder={[t('qaqc:col.from'), t('qaqc:col.to')]}
          value={period ? [dayjs(period.first), dayjs(period.last)] : null}
          onChange={(r) => choose(r?.[0] && r[1] ? [r[0].valueOf(), r[1].valueOf()] : undefined)}
        />
        {period && <Button onClick={() => onPeriod(null)}>{t('qaqc:scope.clear')}</Button>}
      </Space>
      <EChart
        option={option}
        height={chartHeight(series.length)}
        onEvents={events}
        onReady={(instance) => {
          chart.current = instance;
          instance.dispatchAction({
            type: 'takeGlobalCursor',
            key: 'brush',
            brushOption: { brushType: 'lineX', brushMode: 'single' },
          });
        }}
      />
    </Card>
  );
}
