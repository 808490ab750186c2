import 'ol/ol.css';
import '../maps.css';
import { useQuery } from '@tanstack/react-query';
import { Alert, Space, Typography } from 'antd';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePreferences } from '../../../lib/preferences';
import { mapFiltersQuery, mapServicesQuery } from '../api/map-api';
import { AlertCounters } from '../components/AlertCounters';
import { OFFLINE_BASEMAP } from '../components/BasemapSwitcher';
import { ClassPiePanel } from '../components/ClassPiePanel';
import { DeploymentsPanel } from '../components/DeploymentsPanel';
import { MapLegend } from '../components/MapLegend';
import { MapViewerToolbar } from '../components/MapViewerToolbar';
import { OpenStationPanels } from '../components/OpenStationPanels';
import { StationCount } from '../components/StationCount';
import { useClassCounts } from '../hooks/useClassCounts';
import { useMapUrlState } from '../hooks/useMapUrlState';
import { useModuleOfPage } from '../hooks/useModuleOfPage';
import { useStationLayer } from '../hooks/useStationLayer';
import { useStationMap } from '../hooks/useStationMap';
import { useViewerStations } from '../hooks/useViewerStations';
import { paletteOf } from '../../../lib/map-palette';
import { viewerConfig } from '../utils/viewer-config';

/**
 * map/{mod}_mapviewer (spec §2 "Map viewers"): the module's stations coloured by class over an
 * offline basemap, with filters, identify, charts, the class pie, alert counters and
 * measurement. Centre, zoom, filters and the open station live in the URL.
 */
export function MapViewerPage() {
  const module = useModuleOfPage();
  const config = useMemo(() => viewerConfig(module), [module]);
  const { t } = useTranslation();
  const { theme } = usePreferences();
  const { state, update } = useMapUrlState();
  const initialView = useRef({ centre: state.centre, zoom: state.zoom });
  const container = useRef<HTMLDivElement>(null);
  const canvas = useRef<HTMLDivElement>(null);
  const [chartsOpen, setChartsOpen] = useState(false);
  const [pieOpen, setPieOpen] = useState(false);
  const [basemap, setBasemap] = useState(OFFLINE_BASEMAP);
  // SOJ reads approved results unless the user also asks for those not yet approved.
  const [unapproved, setUnapproved] = useState(false);

  const services = useQuery(mapServicesQuery());
  const filters = useQuery(mapFiltersQuery(module));
  const { allStations, stations, filtered, filterKey } = useViewerStations(
    module,
    config,
    state.filter,
    unapproved,
  );

  const { map, measure } = useStationMap(
    canvas,
    module,
    theme,
    services.isPending ? undefined : (services.data ?? []),
    initialView.current,
    {
      onStationClick: (id) => {
        update({ station: id });
        if (!id) setChartsOpen(false);
      },
      onViewChange: (centre, zoom) => update({ centre, zoom }),
      onDrawn: (count) => {
        canvas.current?.setAttribute('data-stations-drawn', String(count));
        performance.mark('eqmp:map-stations-drawn');
      },
    },
  );

  useStationLayer({
    map,
    stations,
    filter: state.filter,
    filtered,
    filterKey,
    selected: state.station,
    basemap,
    initialView,
  });
  const counts = useClassCounts(stations);
  const layerError = allStations.error;

  return (
    <Space direction="vertical" style={{ width: '100%' }} size={8}>
      <Space wrap style={{ justifyContent: 'space-between', width: '100%' }}>
        <Typography.Title level={4} style={{ margin: 0 }}>
          {t('maps:title', { module: t(`common:moduleShort.${module}`), code: module })}
        </Typography.Title>
        <AlertCounters config={config} states={state.filter.state} bounds={container} />
      </Space>
      <MapViewerToolbar
        module={module}
        config={config}
        filterOptions={filters.data}
        filter={state.filter}
        onFilter={(filter) => update({ filter })}
        services={services.data ?? []}
        basemap={basemap}
        onBasemap={setBasemap}
        map={map}
        measure={measure}
        unapproved={unapproved}
        onUnapproved={setUnapproved}
        pieOpen={pieOpen}
        onTogglePie={() => setPieOpen((o) => !o)}
      />
      {layerError && <Alert type="error" showIcon title={layerError.message} />}
      <div ref={container} className="eqmp-map-container">
        <div
          ref={canvas}
          className="eqmp-map-canvas"
          style={{ background: paletteOf(theme).sea }}
          data-testid="map-canvas"
          data-module={module}
          aria-label={t('maps:canvasLabel')}
          role="application"
        />
        <MapLegend module={module} counts={counts} />
        <StationCount stations={stations} total={allStations.data?.features.length ?? 0} />
        <OpenStationPanels
          config={config}
          station={state.station}
          bounds={container}
          chartsOpen={chartsOpen}
          setChartsOpen={setChartsOpen}
          onClose={() => update({ station: null })}
          onFocus={(station) => map?.focusStation(station)}
          unapproved={module === 'SOJ' && unapproved}
        />
        {pieOpen && (
          <ClassPiePanel
            module={module}
            shownClasses={(stations?.features ?? []).map((f) => f.properties.CLASS)}
            totalStations={allStations.data?.features.length ?? 0}
            bounds={container}
            onClose={() => setPieOpen(false)}
          />
        )}
      </div>
      {config.mobile && <DeploymentsPanel map={map} />}
    </Space>
  );
}
