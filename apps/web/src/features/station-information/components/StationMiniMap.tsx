import { useTranslation } from 'react-i18next';
import { MiniMap } from '../../../components/MiniMap';

/** A small map of one station over the offline basemap (no internet needed). */
export function StationMiniMap({ longitude, latitude }: { longitude: number; latitude: number }) {
  const { t } = useTranslation();
  return (
    <MiniMap
      points={[{ longitude, latitude }]}
      label={t('stationInfo:miniMap', { longitude, latitude })}
      height={260}
    />
  );
}
