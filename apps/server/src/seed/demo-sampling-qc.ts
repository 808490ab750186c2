import { IN_SITU_PARAMETERS, type SamplingModule } from '@eqmp/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema/index.js';
import { storeQc, type Actor, type ResultRow } from '../modules/sampling/index.js';

/** One blank and one duplicate per batch, on the module's first station, both passing. */
export async function demoQc(
  trx: Kysely<Database>,
  module: SamplingModule,
  station: { readonly codes: readonly { code: string }[] } | undefined,
  byMonth: ReadonlyMap<string, number[]>,
  results: readonly ResultRow[],
  batches: ReadonlyMap<string, number>,
  times: ReadonlyMap<number, Date>,
  lab: Actor,
) {
  const parameter = station?.codes.find((p) => !IN_SITU_PARAMETERS.includes(p.code));
  if (!station || !parameter) return;
  for (const [month, ids] of byMonth) {
    const batchId = batches.get(`${module}|${month}`);
    const original = results.find(
      (r) =>
        ids.includes(r.sampleId) &&
        r.parameterCode === parameter.code &&
        r.reported.censored === null,
    );
    if (!batchId || !original) continue;
    await storeQc(
      trx,
      [
        {
          batchId,
          kind: 'method_blank',
          parameterCode: parameter.code,
          sampleId: null,
          value: 0,
          spikeAdded: null,
        },
        {
          batchId,
          kind: 'duplicate',
          parameterCode: parameter.code,
          sampleId: original.sampleId,
          value: Math.round(original.reported.value * 1.05 * 1000) / 1000,
          spikeAdded: null,
        },
      ],
      `${month}-28`,
      lab,
      times.get(original.sampleId)!,
    );
  }
}
