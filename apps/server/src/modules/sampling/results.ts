import { formDate, readReported, type DetectionLimitType, type ReportedValue } from '@eqmp/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema/index.js';
import { AppError } from '../../errors.js';
import type { Actor } from './sample-store.js';

/** One result to store, as reported (WQX-like). */
export interface ResultRow {
  readonly sampleId: number;
  readonly parameterCode: string;
  readonly origin: 'field' | 'lab';
  readonly reported: ReportedValue;
  readonly detectionLimit: number | null;
  readonly detectionLimitType: DetectionLimitType | null;
  readonly unit: string;
  readonly method: string | null;
  readonly qualifiers: readonly string[];
  /** ISO day. */
  readonly analysedOn: string | null;
  readonly labSampleId: string | null;
  readonly batchId: number | null;
}

/** A result as a form sends it. */
export interface EnteredResult {
  readonly parameterCode: string;
  readonly value: string;
  readonly detectionLimit?: number | null | undefined;
  readonly detectionLimitType?: DetectionLimitType | null | undefined;
  readonly method?: string | undefined;
  readonly qualifiers?: readonly string[] | undefined;
  readonly analysedOn?: string | undefined;
  readonly labSampleId?: string | undefined;
}

/**
 * Reads a form's results for one sample: each parameter must be one the station measures, each
 * value readable as reported (`<x`, `>x`, `ND` with its limit), the analysis day a DD/MM/YYYY date
 * (spec §5). The first problem refuses the whole form, naming the parameter.
 */
export function readEntered(
  sampleId: number,
  entries: readonly EnteredResult[],
  units: ReadonlyMap<string, string>,
  origin: 'field' | 'lab',
  batchId: number | null,
): ResultRow[] {
  return entries.map((e) => {
    const parameterCode = e.parameterCode.toUpperCase();
    const unit = units.get(parameterCode);
    if (!unit)
      throw new AppError('SAMPLE_PARAMETER_UNKNOWN', { values: { parameter: parameterCode } });
    const reported = readReported(e.value, e.detectionLimit ?? null);
    if (!reported.ok)
      throw new AppError('SAMPLE_VALUE_UNREADABLE', { values: { parameter: parameterCode } });
    let analysedOn: string | null = null;
    if (e.analysedOn) {
      const day = formDate(e.analysedOn);
      if (!day.ok) throw new AppError(day.code);
      analysedOn = day.value;
    }
    return {
      sampleId,
      parameterCode,
      origin,
      reported: reported.value,
      detectionLimit: e.detectionLimit ?? null,
      detectionLimitType: e.detectionLimitType ?? null,
      unit,
      method: e.method?.trim() || null,
      qualifiers: [...new Set(e.qualifiers ?? [])],
      analysedOn,
      labSampleId: e.labSampleId?.trim() || null,
      batchId,
    };
  });
}

const CHUNK = 500;

/** Stores results, replacing an earlier result of the same sample and parameter. Call inside a transaction. */
export async function upsertResults(
  trx: Kysely<Database>,
  rows: readonly ResultRow[],
  actor: Actor,
  at: Date,
): Promise<void> {
  for (let i = 0; i < rows.length; i += CHUNK) {
    await trx
      .insertInto('sampleResult')
      .values(
        rows.slice(i, i + CHUNK).map((r) => ({
          sampleId: r.sampleId,
          parameterCode: r.parameterCode,
          origin: r.origin,
          reported: r.reported.reported,
          value: r.reported.value,
          censored: r.reported.censored,
          detectionLimit: r.detectionLimit,
          detectionLimitType: r.detectionLimitType,
          unit: r.unit,
          method: r.method,
          qualifiers: [...r.qualifiers],
          analysedOn: r.analysedOn,
          labSampleId: r.labSampleId,
          batchId: r.batchId,
          userId: actor.userId,
          username: actor.username,
          enteredAt: at,
        })),
      )
      .onConflict((oc) =>
        oc.columns(['sampleId', 'parameterCode']).doUpdateSet((eb) => ({
          origin: eb.ref('excluded.origin'),
          reported: eb.ref('excluded.reported'),
          value: eb.ref('excluded.value'),
          censored: eb.ref('excluded.censored'),
          detectionLimit: eb.ref('excluded.detectionLimit'),
          detectionLimitType: eb.ref('excluded.detectionLimitType'),
          unit: eb.ref('excluded.unit'),
          method: eb.ref('excluded.method'),
          qualifiers: eb.ref('excluded.qualifiers'),
          analysedOn: eb.ref('excluded.analysedOn'),
          labSampleId: eb.ref('excluded.labSampleId'),
          batchId: eb.ref('excluded.batchId'),
          userId: eb.ref('excluded.userId'),
          username: eb.ref('excluded.username'),
          enteredAt: eb.ref('excluded.enteredAt'),
        })),
      )
      .execute();
  }
}

/** The units of the parameters a station measures (active), by code. */
export async function stationUnits(
  db: Kysely<Database>,
  stationId: string,
): Promise<Map<string, string>> {
  const rows = await db
    .selectFrom('stationParameter as sp')
    .innerJoin('parameter as p', 'p.code', 'sp.parameterCode')
    .select(['p.code', 'p.unit'])
    .where('sp.stationId', '=', stationId)
    .where('sp.isActive', '=', true)
    .execute();
  return new Map(rows.map((r) => [r.code, r.unit]));
}
