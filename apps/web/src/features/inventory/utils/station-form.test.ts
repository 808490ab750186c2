import { type StationRow } from '@eqmp/domain';
import { describe, expect, it } from 'vitest';
import {
  fromStation,
  hasLocationType,
  isWater,
  targetClassesFor,
  toStationBody,
} from './station-form';

describe('station form helpers', () => {
  it('offers the location type on marine modules, and basin and river on water modules only', () => {
    expect(['CMWQM', 'MMWQM', 'MWIS', 'SOJ'].every((m) => hasLocationType(m as never))).toBe(true);
    expect(hasLocationType('CRWQM')).toBe(false);
    expect(isWater('RWIS')).toBe(true);
    expect(isWater('MMWQM')).toBe(true);
    expect(isWater('CAQM')).toBe(false);
  });

  it('offers target classes by medium', () => {
    expect(targetClassesFor('MRWQM')).toEqual(['I', 'II', 'III', 'IV', 'V']);
    expect(targetClassesFor('CMWQM')).toEqual(['1', '2', '3', 'E']);
    expect(targetClassesFor('MCAQM')).toEqual([]);
  });

  it('turns empty fields into null, trims text and clears fields that do not apply', () => {
    const body = toStationBody(
      {
        id: ' CA99X ',
        module: 'CAQM',
        name: ' Shah Alam ',
        stateId: 3,
        place: '  ',
        longitude: 101.5,
        latitude: '',
        locationType: 'ISLAND',
        targetClass: 'II',
        basinId: 4,
      },
      true,
    );
    expect(body).toEqual({
      id: 'CA99X',
      module: 'CAQM',
      name: 'Shah Alam',
      stateId: 3,
      districtId: null,
      place: null,
      lotInfo: null,
      address: null,
      longitude: 101.5,
      latitude: null,
      category: null,
      locationType: null,
      targetClass: null,
      basinId: null,
      riverId: null,
      expectedIntervalMinutes: null,
    });
    expect(
      toStationBody(
        { module: 'SOJ', name: 'Tanjung Kupang', locationType: 'ESTUARY', targetClass: 'E' },
        false,
      ),
    ).toMatchObject({ locationType: 'ESTUARY', targetClass: 'E' });
    expect('id' in toStationBody({ module: 'SOJ', name: 'x' }, false)).toBe(false);
  });

  it('reads a station back into the form without the names and stamps', () => {
    const values = fromStation({
      id: 'A1B',
      module: 'CAQM',
      name: 'n',
      stateName: 'Johor',
      isActive: true,
      pictureUrl: null,
    } as StationRow);
    expect(values).toEqual({ id: 'A1B', module: 'CAQM', name: 'n' });
  });
});
