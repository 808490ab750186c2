import type { PollutionEvents } from '@eqmp/domain';
import { describe, expect, it } from 'vitest';
import { eventRadius, eventStations } from './event-stations';

const episode = (
  stationId: string,
  kind: PollutionEvents['episodes'][number]['kind'],
  place: [number, number] | null = [101.5, 3.1],
): PollutionEvents['episodes'][number] => ({
  id: `${stationId}-${kind}-${Math.random()}`,
  module: 'CRWQM',
  kind,
  stationId,
  stationName: `Station ${stationId}`,
  stateName: 'Johor',
  longitude: place?.[0] ?? null,
  latitude: place?.[1] ?? null,
  parameterCode: 'BOD',
  openedAt: '2026-01-10T00:00:00Z',
  endedAt: null,
  durationHours: 1,
  peakValue: 1,
  limitValue: 1,
  unit: 'mg/L',
  status: 'open',
});

describe('eventStations', () => {
  it('groups episodes per station with their count and most frequent kind', () => {
    const stations = eventStations([
      episode('A', 'exceedance'),
      episode('A', 'pollution'),
      episode('A', 'pollution'),
      episode('B', 'npe1'),
      episode('C', 'pm', null),
    ]);
    expect(stations.map((s) => [s.stationId, s.count, s.kind])).toEqual([
      ['A', 3, 'pollution'],
      ['B', 1, 'npe1'],
    ]);
  });

  it('grows the circle with the square root of the episodes', () => {
    expect([1, 4, 9].map(eventRadius)).toEqual([8, 11, 14]);
  });
});
