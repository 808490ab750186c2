import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DATA_LEVELS, PAGES, REPORT_STATISTICS, REPORTS } from '@eqmp/domain';
import { hasKey } from '@eqmp/locales';
import { sourceTexts } from '@eqmp/locales/source-texts';
import { describe, expect, it } from 'vitest';
import { literalKeys } from '../../test/locale-keys.test-support';
import { reportViews } from './reports.routes';

describe('report pages', () => {
  it('has every literal key the feature and the export buttons use, in both languages', () => {
    const files = [
      ...sourceTexts(import.meta.dirname),
      readFileSync(join(import.meta.dirname, '../../components/ExportButtons.tsx'), 'utf8'),
    ];
    const literal = literalKeys(files, ['reports', 'common']);
    expect(literal.length).toBeGreaterThan(20);
    expect(literal.filter((key) => !hasKey(key))).toEqual([]);
  });

  it('has a title for every report page and a text for every statistic, type and level', () => {
    const keys = [
      ...PAGES.filter((p) => p.titleKey.startsWith('reports:')).map((p) => p.titleKey),
      ...REPORT_STATISTICS.map((s) => `reports:statistic.${s}`),
      ...['hour', 'day'].map((b) => `reports:basis.${b}`),
      ...DATA_LEVELS.flatMap((l) => [`reports:page.level.${l}`, `reports:level.${l}`]),
      ...['csv', 'xlsx', 'pdf'].map((f) => `common:export.${f}`),
    ];
    expect(keys.filter((key) => !hasKey(key))).toEqual([]);
  });

  it('gives every report of the domain table a page and a view', () => {
    expect(
      PAGES.filter((p) => p.titleKey.startsWith('reports:'))
        .map((p) => p.id)
        .sort(),
    ).toEqual(REPORTS.map((r) => r.id).sort());
    expect(Object.keys(reportViews).sort()).toEqual(REPORTS.map((r) => r.id).sort());
  });
});
