import { join } from 'node:path';
import {
  CROSSTAB_LAYOUTS,
  DATA_LEVELS,
  PAGES,
  PARAMETER_SELECTION_CODES,
  QUERY_INTERVALS,
  QUERY_KINDS,
  WIND_SECTORS,
} from '@eqmp/domain';
import { sourceTexts } from '@eqmp/locales/source-texts';
import { describe, expect, it } from 'vitest';
import { literalKeys, expectKnownKeys } from '../../test/locale-keys.test-support';

describe('query options text', () => {
  it('has every literal key the page and the server module use, in both languages (parity is checked in packages/locales)', () => {
    const server = join(import.meta.dirname, '../../../../server/src/modules/query');
    expectKnownKeys(
      literalKeys(
        [...sourceTexts(import.meta.dirname), ...sourceTexts(server)],
        ['query', 'common', 'errors'],
      ),
      30,
    );
  });

  it('has a text for every output, level, interval, layout, filter, sector, column and graph refusal built as a key', () => {
    const keys = [
      ...PAGES.filter((p) => p.titleKey === 'query:title').map((p) => p.titleKey),
      ...QUERY_KINDS.map((k) => `query:kind.${k}`),
      ...['interval', 'level', 'by'].map((k) => `query:${k}.label`),
      ...DATA_LEVELS.flatMap((l) => [`query:level.${l}`, `query:level.${l}Help`]),
      ...QUERY_INTERVALS.map((i) => `query:interval.${i}`),
      ...CROSSTAB_LAYOUTS.map((b) => `query:by.${b}`),
      ...['states', 'basins', 'rivers', 'categories', 'stations', 'parameters'].map(
        (f) => `query:filter.${f}`,
      ),
      ...WIND_SECTORS.map((s) => `query:windrose.sector.${s}`),
      ...[
        'time',
        'station',
        'stationName',
        'parameter',
        'unit',
        'avg',
        'min',
        'max',
        'hours',
        'capture',
        'from',
        'to',
        'count',
        'percent',
        'cumulative',
        'sector',
        'calm',
        'total',
      ].map((c) => `query:col.${c}`),
      ...PARAMETER_SELECTION_CODES.filter((c) => c !== 'OK').map((c) => `query:errors.graph.${c}`),
    ];
    expect(PAGES.filter((p) => p.titleKey === 'query:title')).toHaveLength(10);
    expectKnownKeys(keys);
  });
});
