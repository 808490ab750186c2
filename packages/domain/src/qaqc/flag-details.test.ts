import { describe, expect, it } from 'vitest';
import { flagDetails } from './flag-details.js';

const PM10 = { rangeMin: 0, rangeMax: 1000, mdl: 2, maxStep: 200 };

describe('flagDetails', () => {
  it.each([
    [
      'spike: the step against the step limit',
      { spike: 3 },
      300,
      40,
      { check: 'spike', flag: 3, min: null, max: 200, compared: 260 },
    ],
    [
      'gross range: the value against the instrument range',
      { gross_range: 4 },
      1200,
      40,
      { check: 'gross_range', flag: 4, min: -6, max: 1000, compared: 1200 },
    ],
    [
      'negative: the value against −MDL',
      { negative: 3 },
      -5,
      null,
      { check: 'negative', flag: 3, min: -2, max: null, compared: -5 },
    ],
    ['spike with no previous value', { spike: 3 }, 300, null, { check: 'spike', compared: null }],
  ] as const)('%s', (_name, flags, value, previous, expected) => {
    expect(flagDetails(flags, value, previous, PM10)[0]).toMatchObject(expected);
  });

  it('explains every raised flag and nothing else', () => {
    expect(flagDetails({ spike: 3, outlier: 3 }, 300, 40, PM10).map((d) => d.check)).toEqual([
      'spike',
      'outlier',
    ]);
    expect(flagDetails({}, 40, 40, PM10)).toEqual([]);
  });
});
