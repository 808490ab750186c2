import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { validationFailed } from '../../../test/api-errors';
import { fieldErrors } from './form-issues';

describe('fieldErrors', () => {
  it('puts each server issue under its field, and leaves out fields the form does not have', () => {
    const error = validationFailed([
      { path: 'longitude', message: 'longitude must lie in Malaysia.' },
      { path: 'longitude', message: 'second' },
      { path: 'latitude', message: 'latitude must lie in Malaysia.' },
      { path: 'unknown', message: 'x' },
    ]);
    expect(fieldErrors(error, ['longitude', 'latitude'])).toEqual([
      { name: 'longitude', errors: ['longitude must lie in Malaysia.', 'second'] },
      { name: 'latitude', errors: ['latitude must lie in Malaysia.'] },
    ]);
  });

  it('gives nothing for other errors', () => {
    expect(fieldErrors(new ApiError(409, 'STATION_ID_TAKEN', 'taken'), ['id'])).toEqual([]);
    expect(fieldErrors(new Error('x'), ['id'])).toEqual([]);
  });
});
