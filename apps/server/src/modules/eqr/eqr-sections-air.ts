import { API_CATEGORIES, type EqrAirResponse } from '@eqmp/domain';
import { translate, type Language } from '@eqmp/locales';
import type { EqrDocument } from './eqr-document.js';

/** The air chapter's tables: days per API class and state, station-days per class, MAAQS compliance. */
export function airSections(eqr: EqrAirResponse, language: Language): EqrDocument {
  const t = (key: string, values: Record<string, string | number> = {}) =>
    translate(language, key, values);
  const category = (c: string) => t(`calculators:air.category.${c}`);
  return {
    title: t('eqr:air.documentTitle', { module: eqr.module, year: eqr.year }),
    level: t('eqr:levelLine', {
      level: eqr.dataLevel ? t(`eqr:level.${eqr.dataLevel}`) : t('eqr:na'),
      stations: eqr.stations,
    }),
    notes: [],
    sections: [
      {
        title: t('eqr:air.section.days'),
        header: [t('eqr:air.col.state'), t('eqr:col.stations'), ...API_CATEGORIES.map(category)],
        rows: eqr.daysByState.map((s) => [
          s.state,
          s.stations,
          ...API_CATEGORIES.map((c) => s.counts[c] ?? 0),
        ]),
        notes: [t('eqr:air.daysNote', { days: eqr.daysInYear })],
      },
      {
        title: t('eqr:air.section.stationDays'),
        header: [t('eqr:air.col.class'), t('eqr:air.col.stationDays'), t('eqr:col.percent')],
        rows: eqr.stationDays.map((s) => [category(s.category), s.stationDays, s.percent]),
      },
      {
        title: t('eqr:air.section.compliance'),
        header: [
          t('eqr:air.col.pollutant'),
          t('eqr:air.col.averaging'),
          t('eqr:air.col.standard'),
          t('eqr:air.col.limit'),
          t('eqr:air.col.unit'),
          t('eqr:col.stations'),
          t('eqr:air.col.judged'),
          t('eqr:air.col.exceeded'),
          t('eqr:air.col.compliance'),
          t('eqr:air.col.stationsCompliant'),
        ],
        rows: eqr.compliance.map((r) => [
          t(`calculators:symbol.${r.parameter}`),
          t(`eqr:averaging.${r.averaging}`),
          `MAAQS ${r.version}`,
          r.limit,
          r.unit,
          r.stations,
          r.judged,
          r.exceeded,
          r.compliancePercent,
          r.stationsCompliant,
        ]),
        notes: [eqr.compliance.length ? t('eqr:air.complianceNote') : t('eqr:air.noCompliance')],
      },
    ],
  };
}
