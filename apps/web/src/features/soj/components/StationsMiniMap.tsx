import type { SojStation } from '@eqmp/domain';
import { useTranslation } from 'react-i18next';
import { MiniMap } from '../../../components/MiniMap';

const SIDE_COLOUR = { MY: '#1677ff', SG: '#cf1322' } as const;
/** The Straits of Johor, from Tuas to Pengerang. */
const CENTRE = [103.75, 1.43] as const;

/** Both sides' stations on a small map over the offline basemap (no online basemap needed). */
export function StationsMiniMap({ stations }: { stations: readonly SojStation[] }) {
  const { t } = useTranslation();
  return (
    <MiniMap
      points={stations.flatMap((s) =>
        s.longitude !== null && s.latitude !== null
          ? [
              {
                longitude: s.longitude,
                latitude: s.latitude,
                colour: SIDE_COLOUR[s.side],
                radius: 6,
                label: s.id,
              },
            ]
          : [],
      )}
      centre={CENTRE}
      label={t('soj:stations.mapLabel')}
      height={360}
    />
  );
}
