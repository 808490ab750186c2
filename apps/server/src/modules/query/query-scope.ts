import {
  canChooseRawData,
  localDayKey,
  type DataLevel,
  type ModuleCode,
  type VerificationLevel,
  DAY_MS,
} from '@eqmp/domain';
import type { Clock } from '../../clock.js';
import { AppError } from '../../errors.js';
import { assertBoundedRange } from '../../http/bounded-range.js';
import type { QueryRepository } from './query.repository.js';
import { rangeEnd, rangeStart, type QueryString } from '@eqmp/domain';

/** Without dates a query covers the last 7 local days, today included. */
const DEFAULT_DAYS = 7;
/** Longest range of a query (an export of many years streams, but a range of centuries is refused before any work). */
export const QUERY_MAX_RANGE_DAYS = 20 * 366;

export type QueryStation = Awaited<ReturnType<QueryRepository['stations']>>[number];
export type QueryParameter = Awaited<ReturnType<QueryRepository['parameters']>>[number];

/** What a query is about once its options are checked against the module's inventory. */
export interface QueryScope {
  readonly module: ModuleCode;
  readonly stations: QueryStation[];
  /** The chosen parameters (all that the stations measure when none was chosen), in code order. */
  readonly parameters: QueryParameter[];
  readonly from: Date;
  readonly end: Date;
  readonly level: DataLevel;
  /**
   * What the figures are (QUALITY.md): raw as received, or the level current values have reached
   * (provisional, reviewed, approved), as every report states it.
   */
  readonly verification: VerificationLevel;
}

/** Keeps the stations that match every location filter given (an empty filter keeps all). */
export function filterStations(
  stations: readonly QueryStation[],
  q: Pick<QueryString, 'stations' | 'states' | 'basins' | 'rivers' | 'categories'>,
): QueryStation[] {
  const keep = <T>(chosen: readonly T[], value: T | null) =>
    chosen.length === 0 || (value !== null && chosen.includes(value));
  return stations.filter(
    (s) =>
      keep(q.stations, s.id) &&
      keep(q.states, s.stateId) &&
      keep(q.basins, s.basinId) &&
      keep(q.rivers, s.riverId) &&
      keep(q.categories, s.category),
  );
}

/**
 * Checks a query against the module: named stations and parameters must exist in it (else
 * REFERENCE_INVALID), the filters must leave a station (else QUERY_SELECTION_INVALID), and raw
 * data needs a reviewer's role (else QUERY_RAW_NOT_ALLOWED).
 */
export async function resolveScope(
  repo: QueryRepository,
  clock: Clock,
  module: ModuleCode,
  q: QueryString,
  ticked: readonly string[],
): Promise<QueryScope> {
  if (q.level === 'raw' && !canChooseRawData(module, ticked))
    throw new AppError('QUERY_RAW_NOT_ALLOWED');
  const today = localDayKey(clock.now());
  const end = q.to ? rangeEnd(q.to) : rangeEnd(today);
  const from = q.from ? rangeStart(q.from) : end - DEFAULT_DAYS * DAY_MS;
  assertBoundedRange(from, end, QUERY_MAX_RANGE_DAYS);
  const all = await repo.stations(module);
  const known = new Set(all.map((s) => s.id));
  const unknown = q.stations.filter((id) => !known.has(id));
  if (unknown.length > 0)
    throw new AppError('REFERENCE_INVALID', {
      messageKey: 'query:errors.unknownStations',
      values: { stations: unknown.join(', '), module },
    });
  const stations = filterStations(all, q);
  if (stations.length === 0)
    throw new AppError('QUERY_SELECTION_INVALID', { messageKey: 'query:errors.noStations' });

  const measured = await repo.parameters(stations.map((s) => s.id));
  const byCode = new Map(measured.map((p) => [p.code, p]));
  const missing = q.parameters.filter((c) => !byCode.has(c));
  if (missing.length > 0)
    throw new AppError('REFERENCE_INVALID', {
      messageKey: 'query:errors.unknownParameters',
      values: { parameters: missing.join(', ') },
    });
  const parameters =
    q.parameters.length > 0 ? measured.filter((p) => q.parameters.includes(p.code)) : measured;
  const verification =
    q.level === 'raw'
      ? 'raw'
      : ((await repo.verification(
          stations.map((s) => s.id),
          parameters.map((p) => p.code),
          new Date(from),
          new Date(end),
        )) ?? 'provisional');
  return {
    module,
    stations,
    parameters,
    from: new Date(from),
    end: new Date(end),
    level: q.level,
    verification,
  };
}
