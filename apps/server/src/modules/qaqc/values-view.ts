import {
  flagDetails,
  isUsableValue,
  levelOf,
  levelOfSet,
  VERIFICATION_LEVELS,
  type QaqcValuesQuery,
  type qaqcValuesResponse,
  type Validity,
  type ValueState,
} from '@eqmp/domain';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { Database } from '../../db/schema/index.js';
import { orNotFound } from '../../errors.js';
import type { createQaqcRepository } from './qaqc.repository.js';
import type { CurrentValue } from './qaqc.repository.js';

type QaqcValuesResponse = z.output<typeof qaqcValuesResponse>;

/** A value's current state, qualifiers in order. */
export const stateOf = (v: CurrentValue): ValueState => ({
  value: v.value,
  validity: v.validity as Validity,
  nullReason: v.nullReason,
  qualifiers: [...v.qualifiers].sort(),
});

/**
 * A station parameter's values over a period as the 2nd-level page shows them: each with its
 * state (or its state at `asOf`), flag details, level and whether it changed, the period's level,
 * and how many archived hourly means wait to be brought into review.
 */
export async function valuesView(
  db: Kysely<Database>,
  repo: ReturnType<typeof createQaqcRepository>,
  station: { readonly id: string; readonly module: QaqcValuesResponse['module'] },
  q: QaqcValuesQuery,
): Promise<QaqcValuesResponse> {
  const parameter = orNotFound(await repo.parameter(q.parameterCode));
  const from = new Date(q.from);
  const to = new Date(q.to);
  const asOf = q.asOf ? new Date(q.asOf) : undefined;
  const [rows, archived] = await Promise.all([
    repo.current(db, station.id, [parameter.code], { from, to }),
    repo.archivedHourCount(station.id, parameter.code, from, to),
  ]);
  const past = asOf ? await repo.statesAsOf(station.id, parameter.code, from, to, asOf) : null;
  const ranges = await repo.ranges(db, station.id, asOf);
  const thresholds = {
    rangeMin: parameter.rangeMin,
    rangeMax: parameter.rangeMax,
    mdl: parameter.mdl,
    maxStep: parameter.maxStep,
  };
  const values = rows
    .filter((r) => !asOf || r.receivedAt <= asOf)
    .map((r, i, all) => {
      let state = stateOf(r);
      if (past) {
        const after = past.get(r.ts.getTime()) as Partial<ValueState> | undefined;
        const arrival: ValueState = {
          value: r.raw,
          validity: r.autoValidity as Validity,
          nullReason: r.autoNullReason,
          qualifiers: [],
        };
        state = after ? { ...arrival, ...after, qualifiers: after.qualifiers ?? [] } : arrival;
      }
      const level = levelOf(r.ts.getTime(), parameter.code, ranges);
      return {
        ts: r.ts,
        raw: r.raw,
        ...state,
        qualifiers: [...state.qualifiers],
        autoFlag: r.autoFlag,
        autoValidity: r.autoValidity,
        // The step check measures from the last usable value before it (not an error value).
        flags: flagDetails(
          r.autoChecks,
          r.raw,
          all.slice(0, i).findLast((p) => isUsableValue(p.raw, thresholds))?.raw ?? null,
          thresholds,
        ),
        level: VERIFICATION_LEVELS[level],
        changed: past ? past.has(r.ts.getTime()) : r.changed,
      };
    });
  return {
    stationId: station.id,
    module: station.module,
    parameterCode: parameter.code,
    unit: parameter.unit,
    decimals: parameter.decimals,
    level: levelOfSet(values.map((v) => VERIFICATION_LEVELS.indexOf(v.level) as 0 | 1 | 2 | 3)),
    asOf: asOf ?? null,
    values,
    archivedHours: archived,
  };
}
