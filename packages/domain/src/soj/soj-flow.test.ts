import { describe, expect, it } from 'vitest';
import {
  breaksLimit,
  decideSojTransition,
  type SojAction,
  type SojRoundStatus,
} from './soj-flow.js';

const round = (
  status: SojRoundStatus,
  enteredBy: string | null = 'ann',
  verifiedBy: string | null = null,
) => ({ status, enteredBy, verifiedBy });

describe('decideSojTransition', () => {
  it.each<[SojRoundStatus, SojAction, string, string | null, string | null, string]>([
    ['planned', 'enter', 'ann', null, null, 'entered'],
    ['returned', 'enter', 'ann', 'ann', null, 'entered'],
    ['entered', 'enter', 'ann', 'ann', null, 'entered'],
    ['entered', 'verify', 'ben', 'ann', null, 'verified'],
    ['entered', 'returnEntered', 'ben', 'ann', null, 'returned'],
    ['verified', 'approve', 'cai', 'ann', 'ben', 'approved'],
    ['verified', 'returnVerified', 'cai', 'ann', 'ben', 'returned'],
    ['approved', 'reopen', 'cai', 'ann', 'ben', 'returned'],
  ])('allows %s → %s by %s', (status, action, actor, enteredBy, verifiedBy, to) => {
    expect(decideSojTransition(round(status, enteredBy, verifiedBy), action, actor)).toEqual({
      ok: true,
      to,
    });
  });

  it.each<[SojRoundStatus, SojAction]>([
    ['approved', 'enter'],
    ['verified', 'enter'],
    ['planned', 'verify'],
    ['returned', 'verify'],
    ['verified', 'verify'],
    ['entered', 'approve'],
    ['approved', 'approve'],
    ['planned', 'reopen'],
    ['verified', 'reopen'],
    ['approved', 'returnEntered'],
  ])('refuses %s → %s', (status, action) => {
    expect(decideSojTransition(round(status, 'ann', 'ben'), action, 'dan')).toEqual({
      ok: false,
      code: 'SOJ_TRANSITION_INVALID',
    });
  });

  it.each<[SojRoundStatus, SojAction, string]>([
    ['entered', 'verify', 'ann'],
    ['entered', 'returnEntered', 'ann'],
    ['verified', 'approve', 'ann'],
    ['verified', 'approve', 'ben'],
    ['verified', 'returnVerified', 'ben'],
  ])('keeps three people apart: %s → %s by %s is refused', (status, action, actor) => {
    expect(decideSojTransition(round(status, 'ann', 'ben'), action, actor)).toEqual({
      ok: false,
      code: 'SOJ_SAME_PERSON',
    });
  });
});

describe('breaksLimit', () => {
  it.each([
    [5.1, null, 5, true],
    [5, null, 5, false],
    [3.9, 4, null, true],
    [4, 4, 6, false],
    [6.5, 4, 6, true],
  ])('%s against min %s max %s → %s', (value, min, max, expected) => {
    expect(breaksLimit(value, { min, max })).toBe(expected);
  });
});
