import {
  EQR_CHAPTER,
  type EqrAirResponse,
  type EqrChapterResponse,
  type EqrExportFormat,
  type EqrMarineResponse,
  type EqrModule,
  type EqrRiverResponse,
} from '@eqmp/domain';
import type { Language } from '@eqmp/locales';
import { writeEqr, type EqrDocument } from './eqr-document.js';
import { airSections } from './eqr-sections-air.js';
import { marineSections } from './eqr-sections-marine.js';
import { riverSections } from './eqr-sections-river.js';

export { EQR_CONTENT_TYPES } from './eqr-document.js';

/** The chapter's tables in the caller's language, as its module's medium lays them out. */
function sections(eqr: EqrChapterResponse, language: Language): EqrDocument {
  const chapter = EQR_CHAPTER[eqr.module as EqrModule];
  if (chapter === 'air') return airSections(eqr as EqrAirResponse, language);
  if (chapter === 'marine') return marineSections(eqr as EqrMarineResponse, language);
  return riverSections(eqr as EqrRiverResponse, language);
}

/** The chapter as a file of the chosen format. */
export function exportEqr(
  eqr: EqrChapterResponse,
  format: EqrExportFormat,
  language: Language,
): Promise<Buffer> {
  return writeEqr(sections(eqr, language), format);
}
