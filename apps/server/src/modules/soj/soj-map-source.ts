import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema/index.js';
import { createSojRepository } from './soj.repository.js';

/** Round statuses whose results the SOJ map shows: approved only, or also those not yet approved. */
export function sojShownStatuses(
  includeUnapproved: boolean,
): ('approved' | 'verified' | 'entered')[] {
  return includeUnapproved ? ['approved', 'verified', 'entered'] : ['approved'];
}

/** The Kuala Lumpur midnight of a sampling day `YYYY-MM-DD`. */
const sampledAt = (day: string) => new Date(`${day}T00:00:00+08:00`);

/**
 * The Straits of Johor programme's results as the map viewer reads them: the results of its
 * sampling rounds (`soj_result`), of approved rounds unless the caller includes unapproved ones,
 * shaped like the hourly values the other modules' maps read (one value per sampling day).
 */
export function createSojMapSource(db: Kysely<Database>) {
  const repo = createSojRepository(db);
  async function results(
    stationIds: readonly string[],
    includeUnapproved: boolean,
    from?: Date,
    to?: Date,
  ) {
    if (stationIds.length === 0) return [];
    const rows = await repo.resultsOfStatuses(stationIds, sojShownStatuses(includeUnapproved));
    return rows
      .map((r) => ({
        stationId: r.stationId,
        parameterCode: r.parameterCode,
        hour: sampledAt(r.sampledOn!),
        avg: r.value,
        validity: 1,
      }))
      .filter((r) => (!from || r.hour > from) && (!to || r.hour <= to));
  }

  return {
    /** The programme's parameters with their units, in their agreed order. */
    parameters: async () => (await repo.parameters()).map((p) => ({ code: p.code, unit: p.unit })),

    /** Each station's results of its latest shown round (the layer's colouring and dates). */
    async latest(stationIds: readonly string[], includeUnapproved: boolean) {
      const rows = await results(stationIds, includeUnapproved);
      const lastMs = new Map<string, number>();
      for (const r of rows)
        lastMs.set(r.stationId, Math.max(lastMs.get(r.stationId) ?? 0, r.hour.getTime()));
      return rows.filter((r) => r.hour.getTime() === lastMs.get(r.stationId));
    },

    /** One station's shown results in (from, to], for its charts. */
    series: (stationId: string, includeUnapproved: boolean, from: Date, to: Date) =>
      results([stationId], includeUnapproved, from, to),
  };
}
