import { useTranslation } from 'react-i18next';
import { MiniMap } from '../../../components/MiniMap';
import { eventRadius, KIND_COLOURS, type EventStation } from '../utils/event-stations';

/** Peninsular and East Malaysia, west to east, in one view (lon/lat). */
const MALAYSIA = [99.6, 0.8, 119.3, 7.4] as const;

/**
 * The period's pollution episodes on a map over the offline basemap: one circle per station, its
 * size by the number of episodes and its colour by their main kind, the count inside.
 */
export function EventsMap({ stations }: { stations: readonly EventStation[] }) {
  const { t } = useTranslation();
  return (
    <MiniMap
      points={stations.map((s) => ({
        longitude: s.longitude,
        latitude: s.latitude,
        colour: KIND_COLOURS[s.kind] ?? '#616161',
        radius: eventRadius(s.count),
        inside: String(s.count),
      }))}
      extent={MALAYSIA}
      label={t('executiveSummary:events.map', { count: stations.length })}
      height={380}
      testId="events-map"
    />
  );
}
