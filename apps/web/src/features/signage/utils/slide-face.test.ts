import {
  AIR_CATEGORY_COLOURS,
  MARINE_CATEGORY_COLOURS,
  RIVER_CLASS_COLOURS,
  type SignageResponse,
} from '@eqmp/domain';
import { describe, expect, it } from 'vitest';
import { slideFace } from './slide-face';

const station = (
  index: number | null,
  category: string | null,
): SignageResponse['stations'][number] => ({
  stationId: 'S1',
  name: 'Station',
  state: null,
  river: null,
  basin: null,
  locationType: null,
  index,
  category,
  dominant: [],
  measuredAt: null,
  approved: false,
});

describe('slideFace', () => {
  it.each([
    [42, 'GOOD', '42', AIR_CATEGORY_COLOURS.GOOD, 'NO_RESTRICTION'],
    [150, 'UNHEALTHY', '150', AIR_CATEGORY_COLOURS.UNHEALTHY, 'HIGH_RISK_LIMIT_OUTDOOR'],
    [520, 'HAZARDOUS', '520', AIR_CATEGORY_COLOURS.HAZARDOUS, 'FOLLOW_NSC_ORDERS'],
  ])(
    'air API %i (%s) shows %s on its class colour with its advice',
    (index, category, value, fill, advice) => {
      const f = slideFace('air', station(index, category));
      expect(f).toMatchObject({ value, fill, classKey: `calculators:air.category.${category}` });
      expect(f.adviceKey).toBe(`calculators:air.advice.${advice}`);
    },
  );

  it('air without a current value is a grey dash with no advice', () => {
    expect(slideFace('air', station(null, 'NO_DATA'))).toEqual({
      value: '–',
      fill: AIR_CATEGORY_COLOURS.NO_DATA,
      text: '#000000',
      classKey: 'calculators:air.category.NO_DATA',
      adviceKey: null,
    });
  });

  it('yellow (Unhealthy, class III) takes black text, blue and red take white', () => {
    expect(slideFace('air', station(150, 'UNHEALTHY')).text).toBe('#000000');
    expect(slideFace('air', station(30, 'GOOD')).text).toBe('#FFFFFF');
    expect(slideFace('river', station(20, 'V')).text).toBe('#FFFFFF');
  });

  it('river shows the rounded WQI on its class colour, or no class in grey', () => {
    expect(slideFace('river', station(80.6, 'II'))).toMatchObject({
      value: '81',
      fill: RIVER_CLASS_COLOURS.II,
      classKey: 'signage:riverClass',
      classValues: { class: 'II' },
    });
    expect(slideFace('river', station(null, null))).toMatchObject({
      value: '–',
      fill: RIVER_CLASS_COLOURS.NA,
      classKey: 'signage:noClass',
    });
  });

  it('marine shows the rounded MMWQI on its category colour', () => {
    expect(slideFace('marine', station(84.4, 'GOOD'))).toMatchObject({
      value: '84',
      fill: MARINE_CATEGORY_COLOURS.GOOD,
      classKey: 'calculators:marine.category.GOOD',
    });
  });
});
