import { VALIDITY, type Validity, type ValueState } from '@eqmp/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema/index.js';
import { AppError } from '../../errors.js';
import { writeChangeSet } from '../qaqc/index.js';
import { currentValuesAt } from './results.repository.js';
import type { Actor } from './sample-store.js';
import { activeQualityCodes } from './stations.repository.js';

/**
 * Voids every value of one sample (station and time) through the QA/QC engine: one change set
 * setting validity −1 with the null reason, the raw values kept (QUALITY.md: nothing is
 * overwritten). The null reason must be an active null-reason code.
 */
export async function invalidateReadings(
  trx: Kysely<Database>,
  input: {
    stationId: string;
    ts: Date;
    nullReason: string;
    reason: string;
    actor: Actor;
    at: Date;
  },
): Promise<void> {
  const known = await activeQualityCodes(trx, 'null_reason', input.nullReason);
  if (known.length === 0)
    throw new AppError('QAQC_CODE_UNKNOWN', { values: { code: input.nullReason } });
  const rows = await currentValuesAt(trx, input.stationId, [input.ts]);
  const changes = rows
    .filter((r) => r.validity !== VALIDITY.INVALID || r.nullReason !== input.nullReason)
    .map((r) => {
      const before: ValueState = {
        value: r.value,
        validity: r.validity as Validity,
        nullReason: r.nullReason,
        qualifiers: [...r.qualifiers].sort(),
      };
      return {
        parameterCode: r.parameterCode,
        ts: input.ts,
        kind: 'validity' as const,
        before,
        after: { ...before, validity: VALIDITY.INVALID, nullReason: input.nullReason },
      };
    });
  if (changes.length === 0) return;
  await writeChangeSet(trx, {
    station: { id: input.stationId, expectedIntervalMinutes: null },
    actor: input.actor,
    reason: input.reason,
    at: input.at,
    changes,
    apiTables: null,
  });
}
