import { MODULES, type ModuleCode } from '@eqmp/domain';
import type { Language } from '@eqmp/locales';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema/index.js';

/**
 * What a module's report pickers offer, readable with the module's Report role alone (the
 * inventory endpoints need inventory roles): its stations with their state and parameters, the
 * parameters of its medium in the caller's language, the states, and its investigative cases.
 */
export async function reportOptions(db: Kysely<Database>, module: ModuleCode, lang: Language) {
  const [stations, links, parameters, states, cases] = await Promise.all([
    db
      .selectFrom('station')
      .leftJoin('state', 'state.id', 'station.stateId')
      .select([
        'station.id',
        'station.name',
        'station.stateId',
        'state.name as stateName',
        'station.isActive',
      ])
      .where('station.module', '=', module)
      .orderBy('station.id')
      .execute(),
    db
      .selectFrom('stationParameter')
      .innerJoin('station', 'station.id', 'stationParameter.stationId')
      .select(['stationParameter.stationId', 'stationParameter.parameterCode'])
      .where('station.module', '=', module)
      .execute(),
    db
      .selectFrom('parameter')
      .select(['code', 'nameEn', 'nameMs', 'unit', 'decimals'])
      .where('medium', '=', MODULES[module].medium)
      .orderBy('code')
      .execute(),
    db.selectFrom('state').select(['id', 'name']).orderBy('name').execute(),
    db
      .selectFrom('investigativeCase')
      .select(['id', 'caseTitle', 'year', 'stateId'])
      .where('module', '=', module as 'RWIS')
      .orderBy('year', 'desc')
      .orderBy('id')
      .execute(),
  ]);
  return {
    stations: stations.map((s) => ({
      ...s,
      parameters: links.filter((l) => l.stationId === s.id).map((l) => l.parameterCode),
    })),
    parameters: parameters.map((p) => ({
      code: p.code,
      name: lang === 'ms' ? p.nameMs : p.nameEn,
      unit: p.unit,
      decimals: p.decimals,
    })),
    states,
    cases: cases.map((c) => ({ id: c.id, title: c.caseTitle, year: c.year, stateId: c.stateId })),
  };
}
