import {
  ALERT_KINDS,
  AIR_POLLUTANTS,
  EXECUTIVE_SUMMARY_PAGE_NAMES,
  MANUAL_PROGRAMMES,
  MEDIA,
  OVERVIEW_WINDOWS,
  summaryClasses,
  TREND_PERIODS,
} from '@eqmp/domain';
import { hasKey } from '@eqmp/locales';
import { sourceTexts } from '@eqmp/locales/source-texts';
import { describe, expect, it } from 'vitest';
import { classLabel } from './summary-exports.js';

describe('executive summary texts on the server', () => {
  it('has every literal key the answers and exports use, in both languages', () => {
    const literal = sourceTexts(import.meta.dirname).flatMap((text) =>
      [...text.matchAll(/['"`]((?:executiveSummary|reports|qaqc|common|maps):[\w.]+)['"`]/g)].map(
        (m) => m[1]!,
      ),
    );
    expect(literal.length).toBeGreaterThan(60);
    expect(literal.filter((key) => !hasKey(key))).toEqual([]);
  });

  it('has the keys the exports compose: pages, periods, classes, kinds, pollutants, visits', () => {
    const keys = [
      ...EXECUTIVE_SUMMARY_PAGE_NAMES.map((p) => `executiveSummary:page.${p}`),
      ...OVERVIEW_WINDOWS.map((w) => `executiveSummary:window.${w}`),
      ...['on_time', 'late', 'down', 'never'].map((s) => `executiveSummary:status.${s}`),
      ...['increasing', 'decreasing', 'none'].map((d) => `executiveSummary:trend.direction.${d}`),
      ...TREND_PERIODS.flatMap((p) => [
        `executiveSummary:trend.per.${p}`,
        `executiveSummary:trend.period.${p}`,
      ]),
      ...[...AIR_POLLUTANTS, 'MULTIPLE'].map((p) => `executiveSummary:pollutant.${p}`),
      ...['expected', 'sampled', 'due', 'missed'].map((v) => `executiveSummary:visit.${v}`),
      ...ALERT_KINDS.map((k) => `alerts:kind.${k}`),
      ...MANUAL_PROGRAMMES.map((p) => `common:moduleShort.${p}`),
      ...MEDIA.map((m) => `common:medium.${m}`),
      ...['raw', 'provisional', 'reviewed', 'approved'].map((l) => `qaqc:level.${l}`),
    ];
    expect(keys.filter((key) => !hasKey(key))).toEqual([]);
    const missing = MEDIA.flatMap((medium) =>
      summaryClasses(medium).filter(
        (cls) => classLabel((key) => (hasKey(key) ? 'ok' : key), medium, cls) !== 'ok',
      ),
    );
    expect(missing).toEqual([]);
  });
});
