import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema/index.js';

/** The geography tables an administrator keeps: regions, states, districts, basins and rivers. */
export type GeographyTable = 'region' | 'state' | 'district' | 'basin' | 'river';

/**
 * What an administrator sets on a row: a name, and as each table has them its code and where it
 * belongs (a state's region, a district's state, a basin's states, a river's basin).
 */
export interface GeographyValues {
  readonly name: string;
  readonly code?: string | null;
  readonly regionId?: number | null;
  readonly stateId?: number;
  readonly stateIds?: readonly number[];
  readonly basinId?: number;
}

/**
 * How each table is kept: whether it has a code (unique where given), the column a name is unique
 * within (none: unique in the whole table), and the station column that names one of its rows
 * (a row a station names is not removed; regions and states keep their own rules).
 */
const SHAPES = {
  region: { code: true, nameWithin: null, stationColumn: null },
  state: { code: true, nameWithin: null, stationColumn: null },
  district: { code: true, nameWithin: 'stateId', stationColumn: 'districtId' },
  basin: { code: false, nameWithin: null, stationColumn: 'basinId' },
  river: { code: false, nameWithin: 'basinId', stationColumn: 'riverId' },
} as const satisfies Record<
  GeographyTable,
  {
    code: boolean;
    nameWithin: 'stateId' | 'basinId' | null;
    stationColumn: 'districtId' | 'basinId' | 'riverId' | null;
  }
>;

/** The parent tables a row may name, and the column naming them. */
const PARENTS = { regionId: 'region', stateId: 'state', basinId: 'basin' } as const;

/** The columns of a row of `table` taken from the values (a basin's states live in `basin_state`). */
function columnsOf(table: GeographyTable, values: GeographyValues) {
  switch (table) {
    case 'region':
      return { code: values.code ?? '', name: values.name };
    case 'state':
      return { code: values.code ?? '', name: values.name, regionId: values.regionId ?? null };
    case 'district':
      return { code: values.code ?? null, name: values.name, stateId: values.stateId! };
    case 'basin':
      return { name: values.name };
    case 'river':
      return { name: values.name, basinId: values.basinId! };
  }
}

/** The queries behind the administration's refusals: clashes, missing parents, rows in use. */
function createGeographyChecks(db: Kysely<Database>) {
  return {
    /** Whether another row has this code, or this name within the same parent (without case). */
    async clashes(table: GeographyTable, values: GeographyValues, exceptId?: number) {
      const shape = SHAPES[table];
      const code = shape.code && values.code ? values.code.toLowerCase() : null;
      const within = shape.nameWithin === null ? undefined : values[shape.nameWithin];
      const found = await db
        .selectFrom(table)
        .select('id')
        .where((eb) => {
          const sameName = eb(sql<string>`lower(name)`, '=', values.name.toLowerCase());
          const named =
            within === undefined
              ? sameName
              : eb.and([sameName, eb(sql.ref(shape.nameWithin!), '=', within)]);
          return code === null ? named : eb.or([named, eb(sql<string>`lower(code)`, '=', code)]);
        })
        .$if(exceptId !== undefined, (q) => q.where('id', '!=', exceptId!))
        .executeTakeFirst();
      return found !== undefined;
    },

    /** Whether every parent the values name exists. */
    async parentsExist(values: GeographyValues) {
      const wanted: [keyof typeof PARENTS, number[]][] = [
        ['regionId', values.regionId == null ? [] : [values.regionId]],
        [
          'stateId',
          [...(values.stateId === undefined ? [] : [values.stateId]), ...(values.stateIds ?? [])],
        ],
        ['basinId', values.basinId === undefined ? [] : [values.basinId]],
      ];
      for (const [column, ids] of wanted) {
        const unique = [...new Set(ids)];
        if (unique.length === 0) continue;
        const found = await db
          .selectFrom(PARENTS[column])
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .where('id', 'in', unique)
          .executeTakeFirstOrThrow();
        if (Number(found.n) !== unique.length) return false;
      }
      return true;
    },

    /** The stations that name a row (at most `limit` ids, and how many in all). */
    async stationsUsing(table: GeographyTable, id: number, limit = 5) {
      const column = SHAPES[table].stationColumn;
      if (column === null) return { count: 0, ids: [] as string[] };
      const rows = await db
        .selectFrom('station')
        .select(['id', (eb) => eb.fn.countAll<string>().over().as('total')])
        .where(column, '=', id)
        .orderBy('id')
        .limit(limit)
        .execute();
      return { count: Number(rows[0]?.total ?? 0), ids: rows.map((r) => r.id) };
    },

    /** How many rows hang from a basin (its rivers) or a state (its districts); 0 for the others. */
    async childrenOf(table: GeographyTable, id: number) {
      const found =
        table === 'basin'
          ? await db
              .selectFrom('river')
              .select((eb) => eb.fn.countAll<string>().as('n'))
              .where('basinId', '=', id)
              .executeTakeFirst()
          : table === 'state'
            ? await db
                .selectFrom('district')
                .select((eb) => eb.fn.countAll<string>().as('n'))
                .where('stateId', '=', id)
                .executeTakeFirst()
            : undefined;
      return Number(found?.n ?? 0);
    },
  };
}

/** SQL of the geography administration: the same statements on each table. */
export function createGeographyRepository(db: Kysely<Database>) {
  /** A basin's states, as one sorted array per row. */
  const basinStates = sql<
    number[]
  >`coalesce((select array_agg(bs.state_id order by bs.state_id) from basin_state bs where bs.basin_id = basin.id), '{}')`;

  async function linkStates(trx: Kysely<Database>, basinId: number, stateIds: readonly number[]) {
    await trx.deleteFrom('basinState').where('basinId', '=', basinId).execute();
    const unique = [...new Set(stateIds)];
    if (unique.length > 0)
      await trx
        .insertInto('basinState')
        .values(unique.map((stateId) => ({ basinId, stateId })))
        .execute();
  }

  const one = (trx: Kysely<Database>, table: GeographyTable, id: number) =>
    table === 'basin'
      ? trx
          .selectFrom('basin')
          .selectAll()
          .select(basinStates.as('stateIds'))
          .where('id', '=', id)
          .executeTakeFirst()
      : trx.selectFrom(table).selectAll().where('id', '=', id).executeTakeFirst();

  return {
    ...createGeographyChecks(db),

    list: (table: GeographyTable) =>
      table === 'basin'
        ? db
            .selectFrom('basin')
            .selectAll()
            .select(basinStates.as('stateIds'))
            .orderBy('name')
            .execute()
        : db.selectFrom(table).selectAll().orderBy('name').orderBy('id').execute(),

    find: (table: GeographyTable, id: number) => one(db, table, id),

    async insert(trx: Kysely<Database>, table: GeographyTable, values: GeographyValues) {
      const { id } = await trx
        .insertInto(table)
        .values(columnsOf(table, values) as never)
        .returning('id')
        .executeTakeFirstOrThrow();
      if (table === 'basin') await linkStates(trx, id, values.stateIds ?? []);
      return (await one(trx, table, id))!;
    },

    async update(
      trx: Kysely<Database>,
      table: GeographyTable,
      id: number,
      values: GeographyValues,
      at: Date,
    ) {
      await trx
        .updateTable(table)
        .set({ ...columnsOf(table, values), updatedAt: at } as never)
        .where('id', '=', id)
        .execute();
      if (table === 'basin') await linkStates(trx, id, values.stateIds ?? []);
      return (await one(trx, table, id))!;
    },

    async remove(trx: Kysely<Database>, table: GeographyTable, id: number) {
      await trx.deleteFrom(table).where('id', '=', id).execute();
    },
  };
}
