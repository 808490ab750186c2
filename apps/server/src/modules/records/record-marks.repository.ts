import type { HeldMark } from '@eqmp/domain';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema/index.js';

/** Rows written in one statement. */
const CHUNK = 1000;

/** A mark to keep on a value: what the records' layer holds, and the change it rests on. */
export interface MarkRow {
  readonly parameterCode: string;
  readonly ts: Date;
  readonly mark: HeldMark;
  readonly changeId: number;
}

/** SQL of the marks the records keep on values (`record_mark`). */
export function createRecordMarksRepository(db: Kysely<Database>) {
  return {
    /** The change ids of a change set, by `parameterCode|ts` (epoch ms). */
    async changeIds(trx: Kysely<Database>, changeSet: string): Promise<Map<string, number>> {
      const rows = await trx
        .selectFrom('readingChange')
        .select(['id', 'parameterCode', 'ts'])
        .where('changeSet', '=', changeSet)
        .execute();
      return new Map(rows.map((r) => [`${r.parameterCode}|${r.ts.getTime()}`, Number(r.id)]));
    },

    /** Writes marks, replacing those already on the same values. */
    async save(trx: Kysely<Database>, stationId: string, marks: readonly MarkRow[]) {
      for (let i = 0; i < marks.length; i += CHUNK) {
        const rows = marks.slice(i, i + CHUNK).map((m) => ({
          stationId,
          parameterCode: m.parameterCode,
          ts: m.ts,
          base: JSON.stringify(m.mark.base),
          applied: JSON.stringify(m.mark.applied),
          changeId: m.changeId,
        }));
        await trx
          .insertInto('recordMark')
          .values(rows)
          .onConflict((oc) =>
            oc.columns(['stationId', 'parameterCode', 'ts']).doUpdateSet((eb) => ({
              base: eb.ref('excluded.base'),
              applied: eb.ref('excluded.applied'),
              changeId: eb.ref('excluded.changeId'),
            })),
          )
          .execute();
      }
    },

    /** Takes the marks off some values. */
    async remove(
      trx: Kysely<Database>,
      stationId: string,
      values: readonly { readonly parameterCode: string; readonly ts: Date }[],
    ) {
      const byParameter = new Map<string, Date[]>();
      for (const v of values)
        byParameter.set(v.parameterCode, [...(byParameter.get(v.parameterCode) ?? []), v.ts]);
      for (const [parameterCode, all] of byParameter)
        for (let i = 0; i < all.length; i += CHUNK)
          await trx
            .deleteFrom('recordMark')
            .where('stationId', '=', stationId)
            .where('parameterCode', '=', parameterCode)
            .where('ts', 'in', all.slice(i, i + CHUNK))
            .execute();
    },

    /** How many values of a parameter in [from, until) carry a mark. */
    async count(stationId: string, parameterCode: string, from: Date, until: Date) {
      const r = await db
        .selectFrom('recordMark')
        .select(sql<number>`count(*)::int`.as('n'))
        .where('stationId', '=', stationId)
        .where('parameterCode', '=', parameterCode)
        .where('ts', '>=', from)
        .where('ts', '<', until)
        .executeTakeFirstOrThrow();
      return r.n;
    },
  };
}
