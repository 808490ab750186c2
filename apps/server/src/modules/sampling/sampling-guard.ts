import {
  canSampling,
  isSamplingModule,
  localDayStart,
  type SamplingAction,
  type SamplingModule,
} from '@eqmp/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema/index.js';
import { AppError, orNotFound } from '../../errors.js';
import type { Principal } from '../../plugins/access-control.js';
import { sampleById } from './samples.repository.js';
import { activeStation } from './stations.repository.js';

/** Refuses (403) a caller whose roles do not allow the action in the module. */
export function requireSampling(
  action: SamplingAction,
  module: string,
  principal: Pick<Principal, 'ticked'>,
): asserts module is SamplingModule {
  if (!isSamplingModule(module) || !canSampling(action, module, principal.ticked))
    throw new AppError('FORBIDDEN');
}

/** A sample, after checking the caller may act on its module (404 when there is none). */
export async function sampleFor(
  db: Kysely<Database>,
  id: number,
  principal: Pick<Principal, 'ticked'>,
  ...actions: SamplingAction[]
) {
  const sample = orNotFound(await sampleById(db, id));
  if (!actions.some((a) => canSampling(a, sample.module, principal.ticked)))
    throw new AppError('FORBIDDEN');
  return { ...sample, id: Number(sample.id) };
}

/** An active station of a manual module (404 otherwise). */
export async function stationOf(db: Kysely<Database>, module: SamplingModule, stationId: string) {
  return orNotFound(await activeStation(db, module, stationId));
}

/** A local month `YYYY-MM`: the instants it begins and ends (Kuala Lumpur) and its first days. */
export function monthRange(month: string) {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const next = m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, '0')}`;
  return {
    from: localDayStart(`${month}-01`),
    to: localDayStart(`${next}-01`),
    firstDay: `${month}-01`,
    nextFirstDay: `${next}-01`,
  };
}
