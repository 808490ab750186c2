import {
  eqrAirResponse,
  eqrExportQuery,
  eqrMarineResponse,
  eqrQuery,
  eqrRiverResponse,
} from '../contracts/eqr.js';
import { moduleActionEntries } from '../routes/module-api-entries.js';
import {
  EQR_CHAPTER,
  EQR_MODULES,
  eqrRole,
  type EqrChapter,
  type EqrModule,
} from './eqr-api-entries.js';

/** The modules whose chapter is `C`. */
type ChapterModule<C extends EqrChapter> = {
  [M in EqrModule]: (typeof EQR_CHAPTER)[M] extends C ? M : never;
}[EqrModule];

function modulesOf<C extends EqrChapter>(chapter: C): ChapterModule<C>[] {
  return EQR_MODULES.filter(
    (module): module is ChapterModule<C> => EQR_CHAPTER[module] === chapter,
  );
}

/** `eqr<MODULE>` (the chapter on the page) and `eqrExport<MODULE>` (its file). */
function place(module: EqrModule, action: string) {
  const url = `/api2/eqr/${module.toLowerCase()}`;
  return { url: action === 'Export' ? `${url}/export` : url, access: eqrRole(module) };
}

const EXPORT = { method: 'GET', query: eqrExportQuery } as const;

/**
 * The API entries of the EQR compilation, spread into `API` with one line: each module's chapter
 * answers its medium's tables.
 */
export function eqrApiEntries() {
  return {
    ...moduleActionEntries(
      'eqr',
      modulesOf('air'),
      { '': { method: 'GET', query: eqrQuery, response: eqrAirResponse }, Export: EXPORT },
      place,
    ),
    ...moduleActionEntries(
      'eqr',
      modulesOf('river'),
      { '': { method: 'GET', query: eqrQuery, response: eqrRiverResponse }, Export: EXPORT },
      place,
    ),
    ...moduleActionEntries(
      'eqr',
      modulesOf('marine'),
      { '': { method: 'GET', query: eqrQuery, response: eqrMarineResponse }, Export: EXPORT },
      place,
    ),
  };
}
