import { EQR_CHAPTER, type EqrChapterResponse, type EqrModule } from '@eqmp/domain';
import type { Language } from '@eqmp/locales';
import type { Kysely } from 'kysely';
import type { Clock } from '../../clock.js';
import type { Database } from '../../db/schema/index.js';
import { createAirEqrService } from './air-eqr.service.js';
import { createMarineEqrService } from './marine-eqr.service.js';
import { createRiverEqrService } from './river-eqr.service.js';

/** The EQR chapter of a module: air, river or marine, as the module's medium says. */
export function createEqrService({ db, clock }: { db: Kysely<Database>; clock: Clock }) {
  const air = createAirEqrService({ db });
  const river = createRiverEqrService({ db, clock });
  const marine = createMarineEqrService({ db, clock });
  return {
    compile(module: EqrModule, year: number, language: Language): Promise<EqrChapterResponse> {
      const chapter = EQR_CHAPTER[module];
      if (chapter === 'air') return air.compile(module, year, language);
      if (chapter === 'river') return river.compile(module, year, language);
      return marine.compile(module, year);
    },
  };
}
