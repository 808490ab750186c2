import { DAY_MS } from '@eqmp/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema/index.js';
import type { HistoryRange } from './demo-history.js';

/**
 * Demo investigative cases: the RWIS and MWIS stations of one state form one case, started ten
 * months before the end of the demo range so its monthly report has samples. Idempotent.
 */
export async function seedInvestigativeCases(
  db: Kysely<Database>,
  range: HistoryRange,
): Promise<void> {
  const stations = await db
    .selectFrom('station')
    .leftJoin('state', 'state.id', 'station.stateId')
    .leftJoin('river', 'river.id', 'station.riverId')
    .select([
      'station.id',
      'station.module',
      'station.stateId',
      'state.name as stateName',
      'river.name as riverName',
    ])
    .where('station.module', 'in', ['RWIS', 'MWIS'])
    .orderBy('station.id')
    .execute();
  const groups = new Map<string, typeof stations>();
  for (const station of stations) {
    const key = `${station.module}|${station.stateId ?? ''}`;
    groups.set(key, [...(groups.get(key) ?? []), station]);
  }
  const start = new Date(Math.max(range.from.getTime(), range.to.getTime() - 300 * DAY_MS));
  const year = start.getUTCFullYear();
  const serial = { RWIS: 0, MWIS: 0 };
  for (const members of groups.values()) {
    const first = members[0]!;
    const module = first.module as 'RWIS' | 'MWIS';
    serial[module] += 1;
    const id = `${module}-${year}-${String(serial[module]).padStart(2, '0')}`;
    const caseTitle =
      module === 'RWIS'
        ? `Investigation of water quality deterioration, Sg. ${first.riverName ?? first.stateName ?? ''}`.trim()
        : `Investigation of coastal water quality, ${first.stateName ?? ''}`.trim();
    await db
      .insertInto('investigativeCase')
      .values({
        id,
        module,
        stateId: first.stateId,
        caseTitle,
        caseStartDate: start.toISOString().slice(0, 10),
        year,
      })
      .onConflict((oc) => oc.column('id').doNothing())
      .execute();
    await db
      .insertInto('investigativeCaseStation')
      .values(members.map((m) => ({ caseId: id, stationId: m.id })))
      .onConflict((oc) => oc.columns(['caseId', 'stationId']).doNothing())
      .execute();
  }
}
