import { MODULES, type ModuleCode } from '@eqmp/domain';
import type { Language } from '@eqmp/locales';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema/index.js';
import { createCasesRepository } from './cases.repository.js';
import { createScopeRepository } from './scope.repository.js';

/**
 * What a module's report pickers offer, readable with the module's Report role alone (the
 * inventory endpoints need inventory roles): its stations with their state and parameters, the
 * parameters of its medium in the caller's language, the states, and its investigative cases.
 */
export async function reportOptions(db: Kysely<Database>, module: ModuleCode, lang: Language) {
  const scope = createScopeRepository(db);
  const [stations, links, parameters, states, cases] = await Promise.all([
    scope.stations(module),
    scope.stationParameters(module),
    scope.parameters({ medium: MODULES[module].medium }),
    scope.states(),
    createCasesRepository(db).casesOf(module),
  ]);
  return {
    stations: stations.map((s) => ({
      id: s.id,
      name: s.name,
      stateId: s.stateId,
      stateName: s.stateName,
      isActive: s.isActive,
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
