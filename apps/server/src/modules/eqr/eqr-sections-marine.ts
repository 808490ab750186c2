import { MARINE_CATEGORIES, type EqrMarineResponse } from '@eqmp/domain';
import { translate, type Language } from '@eqmp/locales';
import type { EqrDocument } from './eqr-document.js';

/** The marine chapter's tables: stations per category, categories per location type, failing parameters. */
export function marineSections(eqr: EqrMarineResponse, language: Language): EqrDocument {
  const t = (key: string, values: Record<string, string | number> = {}) =>
    translate(language, key, values);
  const categories = [...MARINE_CATEGORIES, 'NA'] as const;
  const category = (c: string) => t(`calculators:marine.category.${c}`);
  return {
    title: t('eqr:marine.documentTitle', { module: eqr.module, year: eqr.year }),
    level: t('eqr:levelLine', {
      level: eqr.dataLevel ? t(`eqr:level.${eqr.dataLevel}`) : t('eqr:na'),
      stations: eqr.stations,
    }),
    notes: eqr.provisionalIndex ? [t('eqr:marine.provisionalIndex')] : [],
    sections: [
      {
        title: t('eqr:marine.section.categories'),
        header: [t('eqr:marine.col.category'), t('eqr:col.stations'), t('eqr:col.percent')],
        rows: eqr.categoryShares.map((c) => [category(c.category), c.stations, c.percent]),
      },
      {
        title: t('eqr:marine.section.locationTypes'),
        header: [
          t('eqr:marine.col.locationType'),
          ...categories.map(category),
          t('eqr:col.stations'),
        ],
        rows: eqr.byLocationType.map((r) => [
          r.locationType
            ? t(`calculators:locationType.${r.locationType}`)
            : t('eqr:marine.noLocationType'),
          ...categories.map((c) => r.counts[c] ?? 0),
          r.stations,
        ]),
      },
      {
        title: t('eqr:marine.section.failing'),
        header: [
          t('eqr:marine.col.parameter'),
          t('eqr:marine.col.basis'),
          t('eqr:marine.col.judged'),
          t('eqr:marine.col.failed'),
          t('eqr:marine.col.percent'),
        ],
        rows: eqr.failingParameters.map((p) => [
          t(`calculators:parameter.${p.parameter}`),
          t(`eqr:marine.basis.${p.basis}`),
          p.judged,
          p.failed,
          p.percent,
        ]),
        notes: [
          eqr.failingParameters.length
            ? t('eqr:marine.samplesNote', { samples: eqr.samples })
            : t('eqr:marine.noFailing'),
          t('eqr:marine.basisNote'),
        ],
      },
    ],
  };
}
