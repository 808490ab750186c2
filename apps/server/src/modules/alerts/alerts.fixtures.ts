import type { Insertable } from 'kysely';
import type { Database } from '../../db/schema/index.js';

type AlertRow = Insertable<Database['alert']>;

/**
 * An alert episode row for tests: seen from `opened` until `ended` (still open without it), its
 * peak the value, in mg/L of a test standard, with an empty detail; `episode` sets the rest.
 */
export function alertRow(
  episode: Pick<
    AlertRow,
    'kind' | 'module' | 'stationId' | 'stateId' | 'parameterCode' | 'value' | 'limitValue'
  > &
    Partial<AlertRow> & { opened: string; ended?: string | null },
): AlertRow {
  const { opened, ended = null, ...fields } = episode;
  return {
    episodeKey: `${fields.kind}|${fields.stationId}|${fields.parameterCode}|${opened}`,
    averaging: null,
    status: ended ? 'auto_closed' : 'open',
    peakValue: fields.value,
    unit: 'mg/L',
    standardVersion: 'test',
    detail: JSON.stringify({}),
    valueAt: new Date(opened),
    openedAt: new Date(opened),
    lastSeenAt: new Date(ended ?? opened),
    conditionEndedAt: ended ? new Date(ended) : null,
    ...fields,
  };
}
