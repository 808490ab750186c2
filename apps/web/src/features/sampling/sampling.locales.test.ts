import {
  LAB_IMPORT_FIELDS,
  LAB_QC_KINDS,
  SAMPLE_STATES,
  SAMPLING_FREQUENCIES,
  SAMPLING_PAGES,
  WEATHER_CODES,
} from '@eqmp/domain';
import { sourceTexts } from '@eqmp/locales/source-texts';
import { describe, it } from 'vitest';
import { literalKeys, expectKnownKeys } from '../../test/locale-keys.test-support';

describe('manual programme text', () => {
  it('has every literal key the pages use (parity of the two languages is checked in packages/locales)', () => {
    expectKnownKeys(
      literalKeys(sourceTexts(import.meta.dirname), [
        'sampling',
        'common',
        'errors',
        'qaqc',
        'calculators',
      ]),
      100,
    );
  });

  it('has a text for every key the pages build: titles, states, moves, frequencies, weather, QC kinds, import fields', () => {
    const keys = [
      ...SAMPLING_PAGES.map((p) => p.titleKey),
      ...SAMPLE_STATES.flatMap((s) => [`sampling:state.${s}`, `sampling:moves.to.${s}`]),
      ...SAMPLING_FREQUENCIES.map((f) => `sampling:frequency.${f}`),
      ...WEATHER_CODES.map((w) => `sampling:weather.${w}`),
      ...LAB_QC_KINDS.map((k) => `sampling:qcKind.${k}`),
      ...LAB_IMPORT_FIELDS.map((f) => `sampling:import.field.${f}`),
      ...['pass', 'fail', 'not_evaluated'].map((v) => `sampling:verdict.${v}`),
      ...['waiting', 'review', 'approval', 'publish', 'done'].map((s) => `sampling:stage.${s}`),
      ...['wqi', 'mwqi', 'api'].map((i) => `sampling:index.${i}`),
      ...['review', 'approve', 'publish'].map((d) => `sampling:validation.done.${d}`),
    ];
    expectKnownKeys(keys);
  });
});
