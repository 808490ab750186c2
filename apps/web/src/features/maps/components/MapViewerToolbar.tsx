import { PieChartOutlined } from '@ant-design/icons';
import type { MapFilters, MapService, ModuleCode } from '@eqmp/domain';
import { Button, Space, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import type { MeasureState } from '../map/measure-tool';
import type { StationMap } from '../map/station-map';
import type { MapUrlState } from '../utils/map-url-state';
import type { ViewerConfig } from '../utils/viewer-config';
import { BasemapSwitcher } from './BasemapSwitcher';
import { MapFilterBar } from './MapFilterBar';
import { MeasureToolbar } from './MeasureToolbar';

/** The viewer's tools over the map: filters, basemap, measurement, SOJ's unapproved results and the class pie. */
export function MapViewerToolbar({
  module,
  config,
  filterOptions,
  filter,
  onFilter,
  services,
  basemap,
  onBasemap,
  map,
  measure,
  unapproved,
  onUnapproved,
  pieOpen,
  onTogglePie,
}: {
  module: ModuleCode;
  config: ViewerConfig;
  filterOptions: MapFilters | undefined;
  filter: MapUrlState['filter'];
  onFilter: (filter: MapUrlState['filter']) => void;
  services: readonly MapService[];
  basemap: string;
  onBasemap: (basemap: string) => void;
  map: StationMap | null;
  measure: MeasureState;
  unapproved: boolean;
  onUnapproved: (unapproved: boolean) => void;
  pieOpen: boolean;
  onTogglePie: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Space wrap size={8}>
      <MapFilterBar config={config} options={filterOptions} value={filter} onChange={onFilter} />
      <BasemapSwitcher services={services} value={basemap} onChange={onBasemap} />
      <MeasureToolbar tool={map?.measure ?? null} state={measure} />
      {module === 'SOJ' && (
        <Space size={6}>
          <Switch
            id="soj-unapproved"
            checked={unapproved}
            onChange={onUnapproved}
            data-testid="soj-unapproved"
          />
          <label htmlFor="soj-unapproved">{t('soj:map.includeUnapproved')}</label>
        </Space>
      )}
      <Button
        icon={<PieChartOutlined />}
        data-testid="open-pie"
        type={pieOpen ? 'primary' : 'default'}
        onClick={onTogglePie}
      >
        {t('maps:pie.open')}
      </Button>
    </Space>
  );
}
