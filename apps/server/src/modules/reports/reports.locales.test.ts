import { join } from 'node:path';
import { REPORT_STATISTICS, REPORTS, reportTitleKey } from '@eqmp/domain';
import { hasKey } from '@eqmp/locales';
import { sourceTexts } from '@eqmp/locales/source-texts';
import { describe, expect, it } from 'vitest';

const here = import.meta.dirname;
const files = ['.', '../exports', '../hotspots'].flatMap((dir) => sourceTexts(join(here, dir)));

describe('report texts on the server', () => {
  it('has every literal key the reports, exports and hotspots use, in both languages', () => {
    const literal = files.flatMap((text) =>
      [...text.matchAll(/['"`]((?:reports|common|calculators):[\w.]+)['"`]/g)].map((m) => m[1]!),
    );
    expect(literal.length).toBeGreaterThan(40);
    expect(literal.filter((key) => !hasKey(key))).toEqual([]);
  });

  it('has the keys the builders compose: titles, statistics, index names and box plot columns', () => {
    const keys = [
      ...REPORTS.map((r) => reportTitleKey(r)),
      ...REPORT_STATISTICS.map((s) => `reports:statistic.${s}`),
      ...['api', 'wqi', 'mwqi'].map((i) => `reports:index.${i}`),
      ...[
        'min',
        'q1',
        'median',
        'q3',
        'max',
        'parameter',
        'unit',
        'average',
        'mode',
        'sd',
        'count.hour',
        'count.day',
      ].map((c) => `reports:column.${c}`),
      ...['latitude', 'longitude', 'date', 'time', 'confidence', 'frp'].map(
        (p) => `reports:hotspot.problem.${p}`,
      ),
      ...['page', 'department', 'programme', 'generatedAt', 'noRows', 'pdfRowLimit'].map(
        (k) => `reports:export.${k}`,
      ),
    ];
    expect(keys.filter((key) => !hasKey(key))).toEqual([]);
  });
});
