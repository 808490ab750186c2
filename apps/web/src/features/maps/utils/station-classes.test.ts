import { AIR_CATEGORY_COLOURS, MARINE_CATEGORY_COLOURS, RIVER_CLASS_COLOURS } from '@eqmp/domain';
import { describe, expect, it } from 'vitest';
import { classStyles, styleOfClass } from './station-classes';
import { viewerConfig } from './viewer-config';

describe('station classes', () => {
  it('colours air stations with the spec colours and No Data grey', () => {
    expect(styleOfClass('CAQM', 'Good').colour).toBe(AIR_CATEGORY_COLOURS.GOOD);
    expect(styleOfClass('CAQM', 'Hazardous').colour).toBe(AIR_CATEGORY_COLOURS.HAZARDOUS);
    expect(styleOfClass('CAQM', 'NA').colour).toBe(AIR_CATEGORY_COLOURS.NO_DATA);
  });

  it('reads an unknown or missing class as No Data', () => {
    expect(styleOfClass('MRWQM', 'VI').value).toBe('NA');
    expect(styleOfClass('MRWQM', null).colour).toBe(RIVER_CLASS_COLOURS.NA);
  });

  it('crosses marine category (colour) with location type (shape)', () => {
    const island = styleOfClass('MMWQM', 'POOR_ISLAND');
    expect(island.colour).toBe(MARINE_CATEGORY_COLOURS.POOR);
    expect(island.shape).toBe('triangle');
    expect(styleOfClass('SOJ', 'GOOD_ESTUARY').shape).toBe('square');
    expect(classStyles('marine')).toHaveLength(4 * 3 + 1);
  });

  it('gives each viewer its charts, filters and counters', () => {
    expect(viewerConfig('CAQM')).toMatchObject({
      charts: 'airContinuous',
      mobile: false,
      filters: ['state', 'category'],
    });
    expect(viewerConfig('MCAQM').mobile).toBe(true);
    expect(viewerConfig('CRWQM')).toMatchObject({
      charts: 'waterContinuous',
      discharge: true,
      filters: ['state', 'basin', 'river', 'category'],
    });
    expect(viewerConfig('MRWQM')).toMatchObject({ charts: 'samples', paramRequired: true });
    expect(viewerConfig('MRWQM').counters.map((c) => c.key)).toEqual([
      'exceedance',
      'npe1',
      'npe2',
    ]);
    // Continuous marine raises NPE alerts as continuous river does (spec §2 "analogous to river").
    expect(viewerConfig('CMWQM').counters.map((c) => c.key)).toEqual([
      'transmission',
      'exceedance',
      'npe1',
      'npe2',
    ]);
  });
});
