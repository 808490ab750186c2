import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DATA_LEVELS, PAGES, REPORT_STATISTICS, REPORTS } from '@eqmp/domain';
import { sourceTexts } from '@eqmp/locales/source-texts';
import { describe, expect, it } from 'vitest';
import { literalKeys, pageTitleKeys, expectKnownKeys } from '../../test/locale-keys.test-support';
import { reportViews } from './reports.routes';

describe('report pages', () => {
  it('has every literal key the feature and the export buttons use, in both languages', () => {
    const files = [
      ...sourceTexts(import.meta.dirname),
      readFileSync(join(import.meta.dirname, '../../components/ExportButtons.tsx'), 'utf8'),
    ];
    expectKnownKeys(literalKeys(files, ['reports', 'common']), 20);
  });

  it('has a title for every report page and a text for every statistic, type and level', () => {
    const keys = [
      ...pageTitleKeys('reports'),
      ...REPORT_STATISTICS.map((s) => `reports:statistic.${s}`),
      ...['hour', 'day'].map((b) => `reports:basis.${b}`),
      ...DATA_LEVELS.flatMap((l) => [`reports:page.level.${l}`, `reports:level.${l}`]),
      ...['csv', 'xlsx', 'pdf'].map((f) => `common:export.${f}`),
    ];
    expectKnownKeys(keys);
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
