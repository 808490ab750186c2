import { PAGES } from '@eqmp/domain';
import { hasKey } from '@eqmp/locales';
import { sourceTexts } from '@eqmp/locales/source-texts';
import { describe, expect, it } from 'vitest';
import { literalKeys } from '../../test/locale-keys.test-support';
import { CONTINUOUS_MODULES } from './components/KpiFilters';

describe('KPI text', () => {
  it('has every literal key the feature uses, in both languages (parity is checked in packages/locales)', () => {
    const literal = literalKeys(sourceTexts(import.meta.dirname), ['kpi', 'common']);
    expect(literal.length).toBeGreaterThan(25);
    expect(literal.filter((key) => !hasKey(key))).toEqual([]);
  });

  it('has a text for the page titles and every period, basis, column and module the pages build keys for', () => {
    const keys = [
      ...PAGES.filter((p) => p.titleKey.startsWith('kpi:')).map((p) => p.titleKey),
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
    expect(keys.filter((key) => !hasKey(key))).toEqual([]);
  });
});
