import type { Medium, ModuleCode } from '@eqmp/domain';
import type { Kysely } from 'kysely';
import { columnById } from '../../db/row-by-id.js';
import type { Database } from '../../db/schema/index.js';

/** Which of a module's stations to read: those named, or the active ones of a state, or all. */
export interface StationFilter {
  readonly ids?: readonly string[];
  readonly activeInState?: number;
}

/** Which parameters to read: of a medium, measured at some of the stations, among the codes. */
export interface ParameterFilter {
  readonly medium?: Medium;
  readonly measuredAt?: readonly string[];
  readonly codes?: readonly string[];
}

/** SQL of what reports are about: stations, parameters and states. */
export function createScopeRepository(db: Kysely<Database>) {
  return {
    /** A module's stations with their state, in order of their ids. */
    stations: (module: ModuleCode, filter: StationFilter = {}) =>
      db
        .selectFrom('station')
        .leftJoin('state', 'state.id', 'station.stateId')
        .select([
          'station.id',
          'station.name',
          'station.stateId',
          'state.name as stateName',
          'station.isActive',
          'station.locationType',
        ])
        .where('station.module', '=', module)
        .$if(filter.ids !== undefined, (qb) => qb.where('station.id', 'in', [...filter.ids!]))
        .$if(filter.activeInState !== undefined, (qb) =>
          qb
            .where('station.stateId', '=', filter.activeInState!)
            .where('station.isActive', '=', true),
        )
        .orderBy('station.id')
        .execute(),

    /** The parameters each station of a module measures. */
    stationParameters: (module: ModuleCode) =>
      db
        .selectFrom('stationParameter')
        .innerJoin('station', 'station.id', 'stationParameter.stationId')
        .select(['stationParameter.stationId', 'stationParameter.parameterCode'])
        .where('station.module', '=', module)
        .execute(),

    /** Parameters with their names, unit and decimals, in order of their codes. */
    parameters: (filter: ParameterFilter) =>
      db
        .selectFrom('parameter')
        .select(['code', 'nameEn', 'nameMs', 'unit', 'decimals'])
        .$if(filter.medium !== undefined, (qb) => qb.where('medium', '=', filter.medium!))
        .$if(filter.measuredAt !== undefined, (qb) =>
          qb.where((eb) =>
            eb.exists(
              eb
                .selectFrom('stationParameter')
                .select('stationParameter.stationId')
                .whereRef('stationParameter.parameterCode', '=', 'parameter.code')
                .where(
                  'stationParameter.stationId',
                  'in',
                  filter.measuredAt!.length ? [...filter.measuredAt!] : [''],
                ),
            ),
          ),
        )
        .$if(!!filter.codes?.length, (qb) => qb.where('code', 'in', [...filter.codes!]))
        .orderBy('code')
        .execute(),

    /** Every state, by name. */
    states: () => db.selectFrom('state').select(['id', 'name']).orderBy('name').execute(),

    /** A state's name. */
    stateName: (id: number): Promise<string | undefined> => columnById(db, 'state', id, 'name'),
  };
}
