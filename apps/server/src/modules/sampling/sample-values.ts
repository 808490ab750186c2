import {
  RELEASED_STATES,
  resultAsReading,
  sampleIndex,
  type IndexStandards,
  type LocationType,
  type SampleIndex,
  type SampleState,
  type SamplingModule,
} from '@eqmp/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema/index.js';
import { resultsOfSamples, usableSampleValues } from './results.repository.js';

/** A sample as far as its values are concerned. */
export interface SampleKey {
  readonly id: number;
  readonly stationId: string;
  readonly collectedAt: Date | null;
  readonly state: SampleState;
}

/**
 * The usable values of each sample by parameter: for samples whose results are in the
 * measurements, their current values (a reviewer's correction or invalidation included); for the
 * others, the results as they would enter (half the limit below it). Two statements in all.
 */
export async function sampleValues(
  db: Kysely<Database>,
  samples: readonly SampleKey[],
): Promise<Map<number, Record<string, number>>> {
  const out = new Map<number, Record<string, number>>(samples.map((s) => [s.id, {}]));
  const released = samples.filter((s) => s.collectedAt && RELEASED_STATES.includes(s.state));
  const pending = samples.filter((s) => !released.includes(s));
  if (released.length > 0) {
    const rows = await usableSampleValues(
      db,
      released.map((s) => ({ id: s.id, stationId: s.stationId, collectedAt: s.collectedAt! })),
    );
    for (const r of rows) out.get(Number(r.sampleId))![r.parameterCode] = r.value;
  }
  if (pending.length > 0) {
    const rows = await resultsOfSamples(
      db,
      pending.map((s) => s.id),
    );
    for (const r of rows)
      out.get(Number(r.sampleId))![r.parameterCode] = resultAsReading(r, r.detectionLimit).value;
  }
  return out;
}

/** The index of each sample (null when it has no values yet). */
export function indexOfValues(
  module: SamplingModule,
  values: Readonly<Record<string, number>>,
  standards: IndexStandards,
  locationType: string | null,
): SampleIndex | null {
  if (Object.keys(values).length === 0) return null;
  return sampleIndex(module, values, standards, locationType as LocationType | null);
}
