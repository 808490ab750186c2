import type { ModuleCode } from '@eqmp/domain';
import { useEffect, useRef, useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import type { ThemeMode } from '../../../lib/preferences';
import type { MapService } from '@eqmp/domain';
import { paletteOf } from '../../../lib/map-palette';
import { mapControls } from '../../../lib/basemap-layers';
import type { MeasureState } from '../map/measure-tool';
import { StationMap, type StationMapOptions } from '../map/station-map';

const NO_MEASURE: MeasureState = { mode: null, unit: { distance: 'km', area: 'km2' }, value: null };

type Callbacks = Pick<StationMapOptions, 'onStationClick' | 'onViewChange' | 'onDrawn'>;

/**
 * Creates the OpenLayers map in `target` and disposes of it when the page goes. A theme change
 * rebuilds it (the basemap's colours are part of its layers); the view is kept meanwhile.
 */
export function useStationMap(
  target: RefObject<HTMLDivElement | null>,
  module: ModuleCode,
  mode: ThemeMode,
  services: readonly MapService[] | undefined,
  initialView: { centre: readonly [number, number] | null; zoom: number | null },
  callbacks: Callbacks,
) {
  const { t } = useTranslation();
  const [map, setMap] = useState<StationMap | null>(null);
  const [measure, setMeasure] = useState<MeasureState>(NO_MEASURE);
  const latest = useRef({ callbacks, view: initialView });
  latest.current.callbacks = callbacks;

  useEffect(() => {
    if (!target.current || services === undefined) return;
    const created = new StationMap({
      target: target.current,
      module,
      palette: paletteOf(mode),
      attributions: {
        boundaries: t('maps:attribution.boundaries'),
        context: t('maps:attribution.context'),
      },
      controls: mapControls(t),
      services,
      centre: latest.current.view.centre,
      zoom: latest.current.view.zoom,
      onStationClick: (id, pixel) => latest.current.callbacks.onStationClick(id, pixel),
      onViewChange: (centre, zoom) => {
        latest.current.view = { centre, zoom };
        latest.current.callbacks.onViewChange(centre, zoom);
      },
      onDrawn: (count) => latest.current.callbacks.onDrawn?.(count),
      onMeasure: setMeasure,
    });
    setMap(created);
    return () => {
      created.dispose();
      setMap(null);
      setMeasure(NO_MEASURE);
    };
  }, [target, module, mode, services, t]);

  return { map, measure };
}
