import { RIVER_CLASSES, type EqrRiverResponse } from '@eqmp/domain';
import { translate, type Language } from '@eqmp/locales';
import type { EqrDocument } from './eqr-document.js';

/** The river chapter's tables: stations per class, classes per basin, the WQI trend. */
export function riverSections(eqr: EqrRiverResponse, language: Language): EqrDocument {
  const t = (key: string, values: Record<string, string | number> = {}) =>
    translate(language, key, values);
  const classes = [...RIVER_CLASSES, 'NA'] as const;
  const className = (c: string) => (c === 'NA' ? t('eqr:na') : t('eqr:class', { class: c }));
  const na = t('eqr:na');
  return {
    title: t('eqr:documentTitle', { module: eqr.module, year: eqr.year }),
    level: t('eqr:levelLine', {
      level: eqr.dataLevel ? t(`eqr:level.${eqr.dataLevel}`) : na,
      stations: eqr.stations,
    }),
    notes: [],
    sections: [
      {
        title: t('eqr:section.classes'),
        header: [t('eqr:col.class'), t('eqr:col.stations'), t('eqr:col.percent')],
        rows: eqr.classShares.map((c) => [className(c.riverClass), c.stations, c.percent]),
      },
      {
        title: t('eqr:section.basins'),
        header: [t('eqr:col.basin'), ...classes.map(className), t('eqr:col.stations')],
        rows: eqr.byBasin.map((b) => [
          b.basin,
          ...classes.map((c) => b.counts[c] ?? 0),
          b.stations,
        ]),
      },
      {
        title: t('eqr:section.trend'),
        header: [t('eqr:col.year'), t('eqr:col.meanWqi'), t('eqr:col.stations')],
        rows: eqr.trend.map((p) => [p.year, p.meanWqi ?? na, p.stations]),
      },
    ],
  };
}
