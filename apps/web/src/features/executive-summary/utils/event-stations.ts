import type { AlertKind, PollutionEvents } from '@eqmp/domain';

/** Colours of the pollution kinds on the map and the timeline (data colours, same in both themes). */
export const KIND_COLOURS: Readonly<Partial<Record<AlertKind, string>>> = {
  // Dark enough for white tag text (at least 4.5:1) in both themes.
  exceedance: '#C62828',
  pm: '#7B1FA2',
  pollution: '#B45309',
  npe1: '#1565C0',
  npe2: '#00695C',
};

export interface EventStation {
  readonly stationId: string;
  readonly stationName: string;
  readonly longitude: number;
  readonly latitude: number;
  readonly count: number;
  /** The kind with most episodes at the station (the first of equals in the list's order). */
  readonly kind: AlertKind;
}

/** The stations of the listed episodes that have a place, with their episode count and main kind. */
export function eventStations(episodes: PollutionEvents['episodes']): EventStation[] {
  const byStation = new Map<string, PollutionEvents['episodes']>();
  for (const e of episodes) {
    if (e.longitude === null || e.latitude === null) continue;
    byStation.set(e.stationId, [...(byStation.get(e.stationId) ?? []), e]);
  }
  return [...byStation.values()].map((own) => {
    const counts = new Map<AlertKind, number>();
    for (const e of own) counts.set(e.kind, (counts.get(e.kind) ?? 0) + 1);
    const kind = [...counts].reduce((best, entry) => (entry[1] > best[1] ? entry : best))[0];
    const first = own[0]!;
    return {
      stationId: first.stationId,
      stationName: first.stationName,
      longitude: first.longitude!,
      latitude: first.latitude!,
      count: own.length,
      kind,
    };
  });
}

/** The radius of a station's circle: grows with the square root of its episodes (area ∝ count). */
export function eventRadius(count: number): number {
  return Math.round(5 + 3 * Math.sqrt(count));
}
