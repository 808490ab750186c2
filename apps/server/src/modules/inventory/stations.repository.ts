import { sql, type Insertable, type Kysely, type Updateable } from 'kysely';
import { type ModuleCode, type StationListQuery } from '@eqmp/domain';
import { moduleIn } from '../../http/module-scope.js';
import {
  columnById,
  existsById,
  rowById,
  takenIgnoringCase,
  updateById,
} from '../../db/row-by-id.js';
import type { Database } from '../../db/schema/index.js';
import { pageWithTotal, withSearch } from '../../http/paging.js';

/** Stations with the names of their state, district, basin and river. */
const stationRows = (db: Kysely<Database>) =>
  db
    .selectFrom('station')
    .leftJoin('state', 'state.id', 'station.stateId')
    .leftJoin('district', 'district.id', 'station.districtId')
    .leftJoin('basin', 'basin.id', 'station.basinId')
    .leftJoin('river', 'river.id', 'station.riverId')
    .selectAll('station')
    .select([
      'state.name as stateName',
      'district.name as districtName',
      'basin.name as basinName',
      'river.name as riverName',
    ]);

/** The station list, one station and what hangs off it. */
function createStationReadsRepository(db: Kysely<Database>) {
  return {
    list: (query: StationListQuery, modules: readonly ModuleCode[]) =>
      pageWithTotal(
        withSearch(
          stationRows(db).where(moduleIn(sql.ref('station.module'), modules)),
          ['station.id', 'station.name', 'station.place'],
          query.search,
        )
          .$if(query.module !== undefined, (qb) => qb.where('station.module', '=', query.module!))
          .$if(query.stateId !== undefined, (qb) =>
            qb.where('station.stateId', '=', query.stateId!),
          )
          .$if(query.active !== undefined, (qb) =>
            qb.where('station.isActive', '=', query.active === 'true'),
          ),
        query,
        (q) => q.orderBy('station.module').orderBy('station.id'),
      ),

    findById: (id: string) => stationRows(db).where('station.id', '=', id).executeTakeFirst(),

    /** Whether an id is taken, in any letter case (ids are typed by people). */
    idExists: (id: string) => takenIgnoringCase(db, 'station', 'id', id),

    parametersOf: (id: string) =>
      db
        .selectFrom('stationParameter')
        .innerJoin('parameter', 'parameter.code', 'stationParameter.parameterCode')
        .select([
          'parameter.code',
          'parameter.nameEn',
          'parameter.nameMs',
          'parameter.unit',
          'stationParameter.isActive',
        ])
        .where('stationParameter.stationId', '=', id)
        .orderBy('parameter.code')
        .execute(),

    galleryOf: (id: string) =>
      db
        .selectFrom('stationPicture')
        .selectAll()
        .where('stationId', '=', id)
        .orderBy('createdAt')
        .orderBy('id')
        .execute(),

    ingestKeyOf: (id: string) =>
      db
        .selectFrom('stationIngestKey')
        .select(['createdAt', 'createdBy'])
        .where('stationId', '=', id)
        .executeTakeFirst(),
  };
}

/** The checks and writes of a station's form: places, parameters, columns and ingest key. */
function createStationWritesRepository(db: Kysely<Database>) {
  return {
    /** Checks that the chosen district lies in the chosen state and the river in the basin. */
    async placesFit(p: {
      stateId: number | null;
      districtId: number | null;
      basinId: number | null;
      riverId: number | null;
    }) {
      if (p.stateId !== null && !(await existsById(db, 'state', p.stateId))) return false;
      if (p.basinId !== null && !(await existsById(db, 'basin', p.basinId))) return false;
      if (p.districtId !== null) {
        const stateId = await columnById(db, 'district', p.districtId, 'stateId');
        if (stateId === undefined || (p.stateId !== null && stateId !== p.stateId)) return false;
      }
      if (p.riverId !== null) {
        const basinId = await columnById(db, 'river', p.riverId, 'basinId');
        if (basinId === undefined || (p.basinId !== null && basinId !== p.basinId)) return false;
      }
      return true;
    },

    async parametersExist(codes: readonly string[]) {
      if (codes.length === 0) return true;
      const { n } = await db
        .selectFrom('parameter')
        .select(sql<number>`count(*)::int`.as('n'))
        .where('code', 'in', codes)
        .executeTakeFirstOrThrow();
      return n === new Set(codes).size;
    },

    /** Replaces what a station measures; rows for codes that stay keep their own active flag. */
    async setParameters(trx: Kysely<Database>, stationId: string, codes: readonly string[]) {
      let removal = trx.deleteFrom('stationParameter').where('stationId', '=', stationId);
      if (codes.length > 0) removal = removal.where('parameterCode', 'not in', codes);
      await removal.execute();
      if (codes.length === 0) return;
      await trx
        .insertInto('stationParameter')
        .values([...new Set(codes)].map((parameterCode) => ({ stationId, parameterCode })))
        .onConflict((oc) => oc.columns(['stationId', 'parameterCode']).doNothing())
        .execute();
    },

    async insert(trx: Kysely<Database>, station: Insertable<Database['station']>) {
      await trx.insertInto('station').values(station).execute();
    },

    /** Changes a station's columns and its time of change. */
    update: (
      trx: Kysely<Database>,
      id: string,
      changes: Updateable<Database['station']>,
      at: Date,
    ) => updateById(trx, 'station', id, { ...changes, updatedAt: at }),

    /** Stores a station's key hash, replacing its earlier one; answers who issued the earlier one, if any. */
    async saveIngestKey(
      trx: Kysely<Database>,
      stationId: string,
      keyHash: string,
      by: string,
      at: Date,
    ) {
      const before = await trx
        .selectFrom('stationIngestKey')
        .select(['createdAt', 'createdBy'])
        .where('stationId', '=', stationId)
        .executeTakeFirst();
      await trx
        .insertInto('stationIngestKey')
        .values({ stationId, keyHash, createdAt: at, createdBy: by })
        .onConflict((oc) =>
          oc.column('stationId').doUpdateSet({ keyHash, createdAt: at, createdBy: by }),
        )
        .execute();
      return before;
    },
  };
}

/** A station's main picture and its gallery. */
function createStationPicturesRepository(db: Kysely<Database>) {
  return {
    /** A station's main picture key. */
    pictureOf: (id: string) => rowById(db, 'station', id, ['id', 'pictureKey']),

    galleryPicture: (stationId: string, pictureId: number) =>
      db
        .selectFrom('stationPicture')
        .selectAll()
        .where('id', '=', pictureId)
        .where('stationId', '=', stationId)
        .executeTakeFirst(),

    insertGalleryPicture: (
      trx: Kysely<Database>,
      picture: Insertable<Database['stationPicture']>,
    ) => trx.insertInto('stationPicture').values(picture).returningAll().executeTakeFirstOrThrow(),

    async deleteGalleryPicture(trx: Kysely<Database>, pictureId: number) {
      await trx.deleteFrom('stationPicture').where('id', '=', pictureId).execute();
    },

    /** Whether a picture file is the main or a gallery picture of an active station. */
    async pictureShown(fileKey: string): Promise<boolean> {
      const owner = await db
        .selectFrom('station')
        .select('station.id')
        .where('station.isActive', '=', true)
        .where((eb) =>
          eb.or([
            eb('station.pictureKey', '=', fileKey),
            eb.exists(
              eb
                .selectFrom('stationPicture')
                .select('stationPicture.id')
                .whereRef('stationPicture.stationId', '=', 'station.id')
                .where('stationPicture.fileKey', '=', fileKey),
            ),
          ]),
        )
        .executeTakeFirst();
      return owner !== undefined;
    },
  };
}

/** SQL of the station pages: stations with the names of their places, and what hangs off them. */
export function createStationsRepository(db: Kysely<Database>) {
  return {
    ...createStationReadsRepository(db),
    ...createStationWritesRepository(db),
    ...createStationPicturesRepository(db),
  };
}
