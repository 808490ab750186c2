import { PAGES } from '@eqmp/domain';
import { sourceTexts } from '@eqmp/locales/source-texts';
import { describe, expect, it } from 'vitest';
import { literalKeys, pageTitleKeys, expectKnownKeys } from '../../test/locale-keys.test-support';
import { CONTINUOUS_MODULES } from './components/KpiFilters';

describe('KPI text', () => {
  it('has every literal key the feature uses, in both languages (parity is checked in packages/locales)', () => {
    expectKnownKeys(literalKeys(sourceTexts(import.meta.dirname), ['kpi', 'common']), 25);
  });

  it('has a text for the page titles and every period, basis, column and module the pages build keys for', () => {
    const keys = [
      ...pageTitleKeys('kpi'),
      ...['day', 'month'].map((p) => `kpi:period.${p}`),
      ...['all', 'excl_cal'].map((b) => `kpi:basis.${b}`),
      ...[
        'station',
        'name',
        'module',
        'state',
        'uptime',
        'upHours',
        'expectedHours',
        'parameter',
        'captureAll',
        'captureExclCal',
        'calibrationHours',
        'meetsTarget',
      ].map((c) => `kpi:col.${c}`),
      ...CONTINUOUS_MODULES.map((m) => `common:moduleShort.${m}`),
    ];
    expect(PAGES.filter((p) => p.titleKey.startsWith('kpi:'))).toHaveLength(2);
    expectKnownKeys(keys);
  });
});
