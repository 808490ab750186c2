import { AIR_CATEGORY_COLOURS, classifyApi, type ChartRow, type StationCharts } from '@eqmp/domain';
import { LANGUAGE_TAGS } from '@eqmp/locales';
import { Empty } from 'antd';
import type { RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { EChart } from '../../../components/EChart';
import { usePreferences } from '../../../lib/preferences';
import { unitOf, useParameterName } from '../hooks/useParameterName';
import { buildRecentOption, buildSubIndexOption, CHART } from '../utils/chart-options';
import type { ViewerConfig } from '../utils/viewer-config';
import { FloatingPanel } from './FloatingPanel';

/** The station charts' floating popups: the latest sub-indices and the recent two hours. */

/** The sub-index popup's place (spec §9: 343 px from the top, 1000 px from the left). */
export const SUB_INDEX_POSITION = { top: 343, left: 1000 } as const;

/** Parameters a water station's rows carry (hourly means are stored under the parameter code). */
export function waterParameters(rows: readonly ChartRow[]): string[] {
  const skip = new Set(['EPOCHDATE', 'FLOWRATE', 'WQI', 'MWQI', 'CLASS', 'CATEGORY', 'SUBINDEX']);
  const found = new Set<string>();
  for (const row of rows)
    for (const [key, value] of Object.entries(row))
      if (!skip.has(key) && typeof value === 'number') found.add(key);
  return [...found];
}

/** The latest hour's sub-index of each pollutant, coloured by its API class. */
export function SubIndexPopup({
  rows,
  bounds,
  onClose,
}: {
  rows: readonly ChartRow[];
  bounds: RefObject<HTMLElement | null>;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const name = useParameterName();
  const latest = [...rows]
    .reverse()
    .find((r) => r.SUBINDEX && Object.values(r.SUBINDEX).some((v) => v !== null));
  return (
    <FloatingPanel
      id="subindex"
      title={t('maps:charts.subIndex')}
      width={420}
      initial={SUB_INDEX_POSITION}
      bounds={bounds}
      onClose={onClose}
    >
      {latest?.SUBINDEX ? (
        <div data-testid="chart-subindex">
          <EChart
            height={220}
            option={buildSubIndexOption(
              latest.SUBINDEX,
              name,
              (v) => AIR_CATEGORY_COLOURS[classifyApi(v).category],
            )}
          />
        </div>
      ) : (
        <Empty description={t('maps:charts.noData')} />
      )}
    </FloatingPanel>
  );
}

/** The last two hours of one parameter (the chosen one, else PM2.5 for air, else the first). */
export function RecentPopup({
  config,
  charts,
  param,
  bounds,
  onClose,
}: {
  config: ViewerConfig;
  charts: StationCharts;
  param: string | null;
  bounds: RefObject<HTMLElement | null>;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { language } = usePreferences();
  const name = useParameterName();
  const rows = charts.recent ?? [];
  const parameters = waterParameters(rows);
  const chosen =
    param && parameters.includes(param)
      ? param
      : ((config.medium === 'air' ? parameters.find((p) => p === 'PM25') : undefined) ??
        parameters[0] ??
        null);
  return (
    <FloatingPanel
      id="recent"
      title={`${t('maps:charts.recentTitle')} ${t('maps:charts.recentSuffix')}`}
      width={440}
      initial={{ left: 120, top: 120 }}
      bounds={bounds}
      onClose={onClose}
    >
      {chosen ? (
        <div data-testid="chart-recent">
          <EChart
            height={CHART.hourly.height + 40}
            option={buildRecentOption(
              rows,
              {
                parameter: chosen,
                label: name(chosen),
                unit: charts.units?.[chosen] ?? unitOf(chosen),
                suffix: t('maps:charts.recentSuffix'),
              },
              LANGUAGE_TAGS[language],
            )}
          />
        </div>
      ) : (
        <Empty description={t('maps:charts.noData')} />
      )}
    </FloatingPanel>
  );
}
