import { useQuery } from '@tanstack/react-query';
import { useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { stationChartsQuery } from '../api/map-api';
import type { ViewerConfig } from '../utils/viewer-config';
import { ContinuousCharts } from './ContinuousCharts';
import { FloatingPanel } from './FloatingPanel';
import { SampleCharts } from './SampleCharts';
import { RecentPopup, SubIndexPopup } from './StationChartPopups';

/** A panel of one station on the map viewer. */
export interface StationPanelProps {
  readonly config: ViewerConfig;
  readonly stationId: string;
  /** SOJ: also the results of rounds not yet approved. */
  readonly unapproved?: boolean;
  readonly bounds: RefObject<HTMLElement | null>;
  readonly onClose: () => void;
}

/** Station charts (spec §2, §9): the 24-hour trend, hourly chart, sub-index and 2-hour charts. */
export function StationChartsPanel({
  config,
  stationId,
  bounds,
  onClose,
  unapproved = false,
}: StationPanelProps) {
  const { t } = useTranslation();
  const [param, setParam] = useState<string | null>(null);
  const [popup, setPopup] = useState<'subIndex' | 'recent' | null>(null);
  const needsParam = config.paramRequired && param === null;
  const charts = useQuery({
    ...stationChartsQuery(
      config.module,
      stationId,
      config.charts === 'samples' ? param : null,
      false,
      unapproved,
    ),
    enabled: !needsParam,
  });
  const monthly = useQuery({
    ...stationChartsQuery(config.module, stationId, null, true),
    enabled: config.charts !== 'samples',
  });

  return (
    <>
      <FloatingPanel
        id="charts"
        title={t('maps:charts.title', { id: stationId })}
        width={500}
        initial={{ left: 392, top: 16 }}
        bounds={bounds}
        onClose={onClose}
      >
        {config.charts === 'samples' ? (
          <SampleCharts
            config={config}
            charts={charts.data}
            loading={charts.isFetching}
            error={charts.error?.message ?? null}
            param={param}
            setParam={setParam}
          />
        ) : (
          <ContinuousCharts
            config={config}
            charts={charts.data}
            monthly={monthly.data}
            loading={charts.isPending}
            error={charts.error?.message ?? null}
            param={param}
            setParam={setParam}
            openPopup={setPopup}
          />
        )}
      </FloatingPanel>
      {popup === 'subIndex' && charts.data?.rez && (
        <SubIndexPopup rows={charts.data.rez} bounds={bounds} onClose={() => setPopup(null)} />
      )}
      {popup === 'recent' && charts.data && (
        <RecentPopup
          config={config}
          charts={charts.data}
          param={param}
          bounds={bounds}
          onClose={() => setPopup(null)}
        />
      )}
    </>
  );
}
