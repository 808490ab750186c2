import {
  AIR_POLLUTANTS,
  API_CATEGORIES,
  AVERAGING_PERIODS,
  CONFIDENCES,
  HEALTH_ADVICE,
  LIMIT_SCHEMES,
  LOCATION_TYPES,
  MARINE_CATEGORIES,
  RIVER_STATUSES,
} from '@eqmp/domain';
import { sourceTexts } from '@eqmp/locales/source-texts';
import { describe, it } from 'vitest';
import { literalKeys, pageTitleKeys, expectKnownKeys } from '../../test/locale-keys.test-support';
import { AIR_FIELDS, MARINE_FIELDS, RIVER_FIELDS } from './utils/calculator-fields';

describe('calculators text', () => {
  it('has every literal key the feature uses, in both languages (parity is checked in packages/locales)', () => {
    expectKnownKeys(
      literalKeys(sourceTexts(import.meta.dirname), ['calculators'], {
        backticks: false,
      }),
      50,
    );
  });

  it('has a text for every code the pages translate', () => {
    const fields = [...AIR_FIELDS, ...RIVER_FIELDS, ...MARINE_FIELDS];
    const keys = [
      ...pageTitleKeys('calculators'),
      ...API_CATEGORIES.map((c) => `calculators:air.category.${c}`),
      ...HEALTH_ADVICE.map((a) => `calculators:air.advice.${a}`),
      ...['A', 'B'].map((v) => `calculators:air.pm25TableName.${v}`),
      ...[...RIVER_STATUSES, 'NA'].map((s) => `calculators:river.status.${s}`),
      ...[...MARINE_CATEGORIES, 'NA'].map((c) => `calculators:marine.category.${c}`),
      ...LOCATION_TYPES.map((l) => `calculators:locationType.${l}`),
      ...[...fields.map((f) => f.code), ...AIR_POLLUTANTS].flatMap((c) => [
        `calculators:parameter.${c}`,
        `calculators:symbol.${c}`,
      ]),
      ...fields.map((f) => `calculators:unit.${f.unit}`),
      ...AVERAGING_PERIODS.map((a) => `calculators:averaging.${a}`),
      ...CONFIDENCES.flatMap((c) => [
        `calculators:confidence.${c}`,
        `calculators:confidenceHint.${c}`,
      ]),
      ...LIMIT_SCHEMES.map((s) => `calculators:standards.scheme.${s}`),
      ...['DOE_WQI', 'MMWQI'].flatMap((k) => [
        `calculators:standards.kind.${k}`,
        `calculators:standards.add.dataHint.${k}`,
      ]),
      ...[
        'cLow',
        'cHigh',
        'iLow',
        'iHigh',
        'averagingOrClass',
        'scheme',
        'rows',
        'min',
        'max',
        'unit',
        'class',
      ].map((c) => `calculators:standards.column.${c}`),
    ];
    expectKnownKeys(keys);
  });
});
