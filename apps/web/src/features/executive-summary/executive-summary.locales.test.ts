import {
  AIR_POLLUTANTS,
  ALERT_KINDS,
  EXECUTIVE_SUMMARY_PAGE_NAMES,
  MANUAL_PROGRAMMES,
  MEDIA,
  MODULE_CODES,
  OVERVIEW_WINDOWS,
  summaryClasses,
  TREND_INDEX,
  TREND_PERIODS,
} from '@eqmp/domain';
import { sourceTexts } from '@eqmp/locales/source-texts';
import { describe, expect, it } from 'vitest';
import { literalKeys, pageTitleKeys, expectKnownKeys } from '../../test/locale-keys.test-support';
import { classLabelKey } from './utils/class-labels';

describe('executive summary text', () => {
  it('has every literal key the pages use, in both languages', () => {
    expectKnownKeys(
      literalKeys(sourceTexts(import.meta.dirname), [
        'executiveSummary',
        'reports',
        'common',
        'qaqc',
        'alerts',
        'maps',
      ]),
      60,
    );
  });

  it('has a title for each of the seven pages and every key the pages compose', () => {
    const titles = pageTitleKeys('executiveSummary');
    expect(titles).toEqual(EXECUTIVE_SUMMARY_PAGE_NAMES.map((p) => `executiveSummary:page.${p}`));
    const keys = [
      ...titles,
      ...OVERVIEW_WINDOWS.map((w) => `executiveSummary:window.${w}`),
      ...TREND_PERIODS.flatMap((p) => [
        `executiveSummary:trend.per.${p}`,
        `executiveSummary:trend.period.${p}`,
      ]),
      ...Object.values(TREND_INDEX).flatMap((i) =>
        i ? [`executiveSummary:trend.index.${i}`] : [],
      ),
      ...[...AIR_POLLUTANTS, 'MULTIPLE'].map((p) => `executiveSummary:pollutant.${p}`),
      ...['expected', 'sampled', 'due', 'missed'].map((v) => `executiveSummary:visit.${v}`),
      ...ALERT_KINDS.map((k) => `alerts:kind.${k}`),
      ...[...MODULE_CODES, ...MANUAL_PROGRAMMES].map((m) => `common:moduleShort.${m}`),
      ...MEDIA.flatMap((m) => [
        `common:medium.${m}`,
        ...summaryClasses(m).map((c) => classLabelKey(m, c)),
      ]),
    ];
    expectKnownKeys(keys);
  });
});
