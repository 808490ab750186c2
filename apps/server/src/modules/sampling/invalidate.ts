import { VALIDITY, type Validity, type ValueState } from '@eqmp/domain';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema/index.js';
import { AppError } from '../../errors.js';
import { writeChangeSet } from '../qaqc/index.js';
import type { Actor } from './sample-store.js';

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
  const known = await trx
    .selectFrom('qualityCode')
    .select('code')
    .where('code', '=', input.nullReason)
    .where('kind', '=', 'null_reason')
    .where('isActive', '=', true)
    .executeTakeFirst();
  if (!known) throw new AppError('QAQC_CODE_UNKNOWN', { values: { code: input.nullReason } });
  const rows = await sql<{
    parameterCode: string;
    value: number | null;
    validity: number;
    nullReason: string | null;
    qualifiers: string[];
  }>`
    select c.parameter_code, c.value, c.validity, c.null_reason, c.qualifiers
    from current_reading c
    where c.station_id = ${input.stationId} and c.ts = ${input.ts}`.execute(trx);
  const changes = rows.rows
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
