import 'ol/ol.css';
import '../maps.css';
import { PieChartOutlined } from '@ant-design/icons';
import { PAGES, type ModuleCode } from '@eqmp/domain';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Space, Switch, Typography } from 'antd';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router';
import { usePreferences } from '../../../lib/preferences';
import { mapFiltersQuery, mapServicesQuery, stationLayerQuery } from '../api/map-api';
import { AlertCounters } from '../components/AlertCounters';
import { BasemapSwitcher, OFFLINE_BASEMAP } from '../components/BasemapSwitcher';
import { ClassPiePanel } from '../components/ClassPiePanel';
import { DeploymentsPanel } from '../components/DeploymentsPanel';
import { IdentifyPanel } from '../components/IdentifyPanel';
import { MapFilterBar } from '../components/MapFilterBar';
import { MapLegend } from '../components/MapLegend';
import { MeasureToolbar } from '../components/MeasureToolbar';
import { StationChartsPanel } from '../components/StationChartsPanel';
import { useStationMap } from '../hooks/useStationMap';
import { paletteOf } from '../../../lib/map-palette';
import { readMapState, writeMapState, type MapUrlState } from '../utils/map-url-state';
import { filterStations } from '../utils/filter-stations';
import { viewerConfig } from '../utils/viewer-config';

/** The module of the page being shown (each module's viewer has its own path in the page table). */
function useModuleOfPage(): ModuleCode {
  const { pathname } = useLocation();
  const page = PAGES.find((p) => p.path === pathname);
  if (!page || !('module' in page)) throw new Error(`No module for ${pathname}`);
  return page.module;
}

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
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => readMapState(params), [params]);
  const initialView = useRef({ centre: state.centre, zoom: state.zoom });
  const container = useRef<HTMLDivElement>(null);
  const canvas = useRef<HTMLDivElement>(null);
  const [chartsOpen, setChartsOpen] = useState(false);
  const [pieOpen, setPieOpen] = useState(false);
  const [basemap, setBasemap] = useState(OFFLINE_BASEMAP);
  // SOJ reads approved results unless the user also asks for those not yet approved.
  const [unapproved, setUnapproved] = useState(false);

  const update = useCallback(
    (patch: Partial<MapUrlState>) => {
      setParams((current) => writeMapState(current, { ...readMapState(current), ...patch }), {
        replace: true,
      });
    },
    [setParams],
  );

  const services = useQuery(mapServicesQuery());
  const filters = useQuery(mapFiltersQuery(module));
  const allStations = useQuery(
    stationLayerQuery(module, config.mobile, module === 'SOJ' && unapproved),
  );
  const filtered =
    state.filter.state.length +
      state.filter.basin.length +
      state.filter.river.length +
      state.filter.category.length >
    0;
  // Keyed on the filters' text: panning rewrites the URL (and so `state`) but must not redraw the layer.
  const filterKey = JSON.stringify(state.filter);
  const stations = useMemo(
    () =>
      allStations.data &&
      filterStations(allStations.data, JSON.parse(filterKey) as MapUrlState['filter']),
    [allStations.data, filterKey],
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

  // Counted but not drawn: a station without coordinates (an inventory user can add them).
  const notOnMap = stations?.features.filter((f) => !f.geometry).length ?? 0;
  // A map opened without a view in its link opens at its stations' extent, once.
  const hasOpenedAtStations = useRef(false);
  useEffect(() => {
    if (!map || !stations) return;
    map.setStations(stations);
    if (!hasOpenedAtStations.current && initialView.current.centre === null && !filtered) {
      hasOpenedAtStations.current = map.fitStations();
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [map, stations]);
  useEffect(() => {
    map?.setSelected(state.station);
  }, [map, state.station, stations]);
  useEffect(() => {
    map?.setOnlineBasemap(basemap === OFFLINE_BASEMAP ? null : basemap);
  }, [map, basemap]);

  // The highlighted selection follows the filters; the view fits it when the filters change.
  const lastFitted = useRef<string | null>(null);
  useEffect(() => {
    if (!map || !stations) return;
    const byStationFilters =
      state.filter.basin.length + state.filter.river.length + state.filter.category.length > 0;
    // Fit when the filters change, and on opening a shared link that has filters but no view.
    const fit =
      filtered &&
      (lastFitted.current === null
        ? initialView.current.centre === null
        : lastFitted.current !== filterKey);
    map.select(
      {
        states: state.filter.state,
        stationIds: byStationFilters ? stations.features.map((f) => f.id) : [],
      },
      fit,
    );
    lastFitted.current = filterKey;
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [map, stations, filterKey]);

  const counts = useMemo(() => {
    const result = new Map<string, number>();
    for (const f of stations?.features ?? [])
      result.set(f.properties.CLASS, (result.get(f.properties.CLASS) ?? 0) + 1);
    return result;
  }, [stations]);
  const layerError = allStations.error;

  return (
    <Space direction="vertical" style={{ width: '100%' }} size={8}>
      <Space wrap style={{ justifyContent: 'space-between', width: '100%' }}>
        <Typography.Title level={4} style={{ margin: 0 }}>
          {t('maps:title', { module: t(`common:moduleShort.${module}`), code: module })}
        </Typography.Title>
        <AlertCounters config={config} states={state.filter.state} bounds={container} />
      </Space>
      <Space wrap size={8}>
        <MapFilterBar
          config={config}
          options={filters.data}
          value={state.filter}
          onChange={(filter) => update({ filter })}
        />
        <BasemapSwitcher services={services.data ?? []} value={basemap} onChange={setBasemap} />
        <MeasureToolbar tool={map?.measure ?? null} state={measure} />
        {module === 'SOJ' && (
          <Space size={6}>
            <Switch
              id="soj-unapproved"
              checked={unapproved}
              onChange={setUnapproved}
              data-testid="soj-unapproved"
            />
            <label htmlFor="soj-unapproved">{t('soj:map.includeUnapproved')}</label>
          </Space>
        )}
        <Button
          icon={<PieChartOutlined />}
          data-testid="open-pie"
          type={pieOpen ? 'primary' : 'default'}
          onClick={() => setPieOpen((o) => !o)}
        >
          {t('maps:pie.open')}
        </Button>
      </Space>
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
        <Typography.Text
          className="eqmp-map-count"
          type="secondary"
          data-testid="map-station-count"
        >
          {t('maps:stationCount', {
            count: stations?.features.length ?? 0,
            total: allStations.data?.features.length ?? 0,
          })}
          {notOnMap > 0 && ` · ${t('maps:notOnMap', { count: notOnMap })}`}
        </Typography.Text>
        {state.station && (
          <IdentifyPanel
            key={state.station}
            config={config}
            stationId={state.station}
            bounds={container}
            onClose={() => {
              update({ station: null });
              setChartsOpen(false);
            }}
            onFocus={() => map?.focusStation(state.station!)}
            onCharts={() => setChartsOpen(true)}
            unapproved={module === 'SOJ' && unapproved}
          />
        )}
        {state.station && chartsOpen && (
          <StationChartsPanel
            key={`charts-${state.station}`}
            config={config}
            stationId={state.station}
            bounds={container}
            onClose={() => setChartsOpen(false)}
            unapproved={module === 'SOJ' && unapproved}
          />
        )}
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
