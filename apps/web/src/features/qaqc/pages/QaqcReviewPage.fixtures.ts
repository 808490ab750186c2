import type { QaqcValue, QaqcValuesResponse } from '@eqmp/domain';

/** An hour's value as the review reads it: its raw value kept, valid, provisional and unchanged unless given. */
export const hourValue = (v: Pick<QaqcValue, 'ts' | 'raw'> & Partial<QaqcValue>): QaqcValue => ({
  value: v.raw,
  validity: 1,
  nullReason: null,
  qualifiers: [],
  autoFlag: 1,
  autoValidity: 1,
  flags: [],
  level: 'provisional',
  changed: false,
  ...v,
});

/** A month of PM10 at CA01R (CAQM) as the values endpoint answers it, provisional unless given. */
export const valuesAnswer = (v: Partial<QaqcValuesResponse>): QaqcValuesResponse => ({
  stationId: 'CA01R',
  module: 'CAQM',
  parameterCode: 'PM10',
  unit: 'ug/m3',
  decimals: 0,
  level: 'provisional',
  asOf: null,
  archivedHours: 0,
  values: [],
  ...v,
});
