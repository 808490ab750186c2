import type { MapStationCollection } from '@eqmp/domain';
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';

/** How many stations are shown of the module's, and how many of them have no place on the map. */
export function StationCount({
  stations,
  total,
}: {
  stations: MapStationCollection | undefined;
  total: number;
}) {
  const { t } = useTranslation();
  // Counted but not drawn: a station without coordinates (an inventory user can add them).
  const notOnMap = stations?.features.filter((f) => !f.geometry).length ?? 0;
  return (
    <Typography.Text className="eqmp-map-count" type="secondary" data-testid="map-station-count">
      {t('maps:stationCount', { count: stations?.features.length ?? 0, total })}
      {notOnMap > 0 && ` · ${t('maps:notOnMap', { count: notOnMap })}`}
    </Typography.Text>
  );
}
