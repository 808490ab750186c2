import { describe, expect, it } from 'vitest';
import { deleteReviewDecision } from './delete-request.js';
import { applyEdit, withdraw, type ValueEdit, type ValueState } from './value-edit.js';

const valid: ValueState = { value: 40, validity: 1, nullReason: null, qualifiers: [] };

describe('applyEdit', () => {
  it.each<[string, ValueEdit, object]>([
    [
      'invalidates with a reason code',
      { validity: -1, nullReason: 'AL' },
      {
        ok: true,
        kind: 'validity',
        after: { value: 40, validity: -1, nullReason: 'AL', qualifiers: [] },
      },
    ],
    [
      'refuses invalid without a reason code',
      { validity: -1 },
      { ok: false, problem: 'nullReasonRequired' },
    ],
    [
      'corrects the value',
      { value: 38.5 },
      { ok: true, kind: 'correct', after: { value: 38.5, validity: 1 } },
    ],
    [
      'adds a qualifier only',
      { qualifiers: ['NS'] },
      { ok: true, kind: 'code', after: { qualifiers: ['NS'] } },
    ],
    [
      'refuses more than 10 qualifiers',
      { qualifiers: 'ABCDEFGHIJK'.split('') },
      { ok: false, problem: 'tooManyQualifiers' },
    ],
    ['refuses an edit that changes nothing', { validity: 1 }, { ok: false, problem: 'noChange' }],
  ])('%s', (_name, edit, expected) => {
    expect(applyEdit(valid, edit)).toMatchObject(expected);
  });

  it('drops the null reason when a value becomes valid again', () => {
    expect(applyEdit({ ...valid, validity: -1, nullReason: 'AN' }, { validity: 1 })).toMatchObject({
      ok: true,
      kind: 'validity',
      after: { validity: 1, nullReason: null },
    });
  });

  it('withdraws a value with AL and keeps its number', () => {
    expect(withdraw(valid)).toEqual({ value: 40, validity: -1, nullReason: 'AL', qualifiers: [] });
  });
});

describe('deleteReviewDecision', () => {
  it.each([
    ['pending', 'req', 'rev', 'ok'],
    ['pending', 'req', 'req', 'ownRequest'],
    ['approved', 'req', 'rev', 'notPending'],
    ['rejected', 'req', 'rev', 'notPending'],
  ] as const)(
    '%s request by %s reviewed by %s → %s',
    (status, requesterId, reviewerId, expected) => {
      expect(deleteReviewDecision({ status, requesterId }, reviewerId)).toBe(expected);
    },
  );
});
