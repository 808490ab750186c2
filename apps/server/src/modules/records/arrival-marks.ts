import { MINUTE_MS, type ApiTableSet, type RecordKind } from '@eqmp/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema/index.js';
import { AppError } from '../../errors.js';
import { rederiveMarks, type Scope } from './record-marks.js';
import { changeReason } from './records.service.js';
import { createRecordsRepository, type CoverageRow } from './records.repository.js';

/** The spans of one coverage row: window plus buffer, and a failed calibration's suspect range. */
const spansOf = (r: CoverageRow) => [
  { from: r.fromTs.getTime(), to: r.toTs.getTime() + r.bufferMinutes * MINUTE_MS },
  ...(r.suspectFrom && r.suspectTo
    ? [{ from: r.suspectFrom.getTime(), to: r.suspectTo.getTime() }]
    : []),
];

/**
 * Values stored at ingestion (new, or a station's resend) that fall in a saved record's window
 * and stabilisation buffer (or a failed calibration's suspect range) get the marking the record
 * gives them when it is saved (`rederiveMarks`), in the ingestion transaction: one change set per
 * record, under the record's reason and its last author. Without a record reaching the batch this
 * is one query. Values the records cannot change because data around them is approved are left
 * as they arrived (ingestion has already refused any value inside an approved range).
 */
export async function markArrivals(
  trx: Kysely<Database>,
  input: {
    readonly station: { readonly id: string; readonly expectedIntervalMinutes: number | null };
    readonly values: readonly { readonly parameterCode: string; readonly ts: Date }[];
    readonly at: Date;
    readonly apiTables: ApiTableSet | null;
  },
): Promise<void> {
  const { station, values } = input;
  if (values.length === 0) return;
  const repo = createRecordsRepository(trx);
  const times = values.map((v) => v.ts.getTime());
  const parameters = [...new Set(values.map((v) => v.parameterCode))];
  const coverage = await repo.coverage(
    trx,
    station.id,
    parameters,
    new Date(Math.min(...times)),
    new Date(Math.max(...times) + 1),
  );
  const records = new Map<string, { kind: RecordKind; id: number; rows: CoverageRow[] }>();
  for (const row of coverage) {
    const id = `${row.kind}:${row.recordId}`;
    const entry = records.get(id) ?? { kind: row.kind, id: row.recordId, rows: [] };
    entry.rows.push(row);
    records.set(id, entry);
  }
  for (const record of records.values()) {
    const scopes = arrivalScopes(record.rows, values);
    if (scopes.length === 0) continue;
    const actor = await repo.author(trx, record.kind, record.id);
    if (!actor) continue;
    try {
      await rederiveMarks(trx, {
        station,
        scopes,
        actor,
        reason: changeReason(record.kind, record.id),
        at: input.at,
        apiTables: input.apiTables,
      });
    } catch (err) {
      // Refused before anything was written: the arrivals stay as they came.
      if (!(err instanceof AppError && err.code === 'RECORD_LOCKED')) throw err;
    }
  }
}

/** Per parameter, the span from the first to the last arrival a record's rows reach. */
function arrivalScopes(
  rows: readonly CoverageRow[],
  values: readonly { readonly parameterCode: string; readonly ts: Date }[],
): Scope[] {
  const reached = new Map<string, number[]>();
  for (const v of values) {
    const ts = v.ts.getTime();
    const inside = rows.some(
      (r) =>
        r.parameterCode === v.parameterCode &&
        spansOf(r).some((span) => ts >= span.from && ts < span.to),
    );
    if (inside) reached.set(v.parameterCode, [...(reached.get(v.parameterCode) ?? []), ts]);
  }
  return [...reached].map(([parameterCode, ts]) => ({
    parameterCode,
    from: new Date(Math.min(...ts)),
    to: new Date(Math.max(...ts) + 1),
  }));
}
