import type { RefObject } from 'react';
import type { ViewerConfig } from '../utils/viewer-config';
import { IdentifyPanel } from './IdentifyPanel';
import { StationChartsPanel } from './StationChartsPanel';

/** The open station's identify panel and, when asked for, its charts. */
export function OpenStationPanels({
  config,
  station,
  bounds,
  chartsOpen,
  setChartsOpen,
  onClose,
  onFocus,
  unapproved,
}: {
  config: ViewerConfig;
  station: string | null;
  bounds: RefObject<HTMLElement | null>;
  chartsOpen: boolean;
  setChartsOpen: (open: boolean) => void;
  /** Closes the station (its charts close with it). */
  onClose: () => void;
  onFocus: (station: string) => void;
  unapproved: boolean;
}) {
  return (
    <>
      {station && (
        <IdentifyPanel
          key={station}
          config={config}
          stationId={station}
          bounds={bounds}
          onClose={() => {
            onClose();
            setChartsOpen(false);
          }}
          onFocus={() => onFocus(station)}
          onCharts={() => setChartsOpen(true)}
          unapproved={unapproved}
        />
      )}
      {station && chartsOpen && (
        <StationChartsPanel
          key={`charts-${station}`}
          config={config}
          stationId={station}
          bounds={bounds}
          onClose={() => setChartsOpen(false)}
          unapproved={unapproved}
        />
      )}
    </>
  );
}
