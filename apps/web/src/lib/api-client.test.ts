import { describe, expect, it } from 'vitest';
import { validationFailed } from '../test/api-errors';
import { ApiError, problemsOf } from './api-client';

describe('problemsOf: what a form shows of a refusal', () => {
  it('shows the server’s message when the refusal names no field (a report ID in use, an overlap)', () => {
    const taken = new ApiError(409, 'CASE_ID_TAKEN', 'A case with this report ID exists already.');
    expect(problemsOf(taken)).toEqual(['A case with this report ID exists already.']);
  });

  it('shows each field’s problem when there are some', () => {
    const invalid = validationFailed([
      { path: 'caseTitle', message: 'Too short.' },
      { path: 'year', message: 'Too early.' },
    ]);
    expect(problemsOf(invalid)).toEqual(['Too short.', 'Too early.']);
  });
});
