import { describe, expect, it } from 'vitest';
import { DEFAULT_ALERT_SETTINGS } from './alert-settings.js';
import {
  episodeGate,
  episodeStep,
  isHeld,
  type EpisodeGate,
  type EpisodeState,
  type EpisodeStep,
} from './episode-gate.js';

const MIN = 60_000;
const T = Date.UTC(2026, 0, 15, 17, 55); // 01:55 in Malaysia
const GATE: EpisodeGate = { minDurationMinutes: 15, rejoinMinutes: 15 };
const none: EpisodeState = { ongoing: false, clearSince: null, onsetSince: null };
const onset = (minutesAgo: number): EpisodeState => ({ ...none, onsetSince: T - minutesAgo * MIN });
const ongoing = (clearMinutesAgo: number | null): EpisodeState => ({
  ongoing: true,
  onsetSince: null,
  clearSince: clearMinutesAgo === null ? null : T - clearMinutesAgo * MIN,
});
const breach = { active: true, held: true, now: T };
const inBand = { active: false, held: true, now: T };
const clear = { active: false, held: false, now: T };

describe('isHeld: beyond the bound or within the deadband of it', () => {
  it.each([
    // upper limit 0.3 mg/L, 5 %: holds above 0.285
    [0.31, { min: null, max: 0.3 }, 5, true],
    [0.3, { min: null, max: 0.3 }, 5, true],
    [0.2851, { min: null, max: 0.3 }, 5, true],
    [0.285, { min: null, max: 0.3 }, 5, false],
    [0.28, { min: null, max: 0.3 }, 5, false],
    // no deadband: the plain comparison
    [0.3, { min: null, max: 0.3 }, 0, false],
    [0.3001, { min: null, max: 0.3 }, 0, true],
    // lower limit (DO 5 mg/L), 5 %: holds below 5.25
    [4.9, { min: 5, max: null }, 5, true],
    [5.2, { min: 5, max: null }, 5, true],
    [5.25, { min: 5, max: null }, 5, false],
    [6, { min: 5, max: null }, 5, false],
    // a range (pH 6–9)
    [7.5, { min: 6, max: 9 }, 5, false],
    [8.6, { min: 6, max: 9 }, 5, true],
    [6.2, { min: 6, max: 9 }, 5, true],
  ] as const)('%s against %o at %s %% → %s', (value, bound, pct, held) => {
    expect(isHeld(value, bound, pct)).toBe(held);
  });
});

describe('episodeStep: minimum duration, deadband and rejoin gap', () => {
  it.each<[string, EpisodeState, typeof breach, EpisodeStep]>([
    ['first breach starts an onset', none, breach, { action: 'onset', since: T }],
    [
      'breach held 14:59 is still an onset',
      onset(15 - 1 / 60),
      breach,
      { action: 'onset', since: T - (15 - 1 / 60) * MIN },
    ],
    [
      'breach held exactly 15 minutes opens',
      onset(15),
      breach,
      { action: 'open', since: T - 15 * MIN },
    ],
    [
      'within the deadband keeps the onset',
      onset(10),
      inBand,
      { action: 'onset', since: T - 10 * MIN },
    ],
    [
      'within the deadband for 20 minutes does not open',
      onset(20),
      inBand,
      { action: 'onset', since: T - 20 * MIN },
    ],
    ['within the deadband with no onset starts nothing', none, inBand, { action: 'none' }],
    ['clear past the deadband forgets the onset', onset(10), clear, { action: 'forget' }],
    ['clear with nothing known does nothing', none, clear, { action: 'none' }],
    ['an ongoing episode goes on while breached', ongoing(null), breach, { action: 'continue' }],
    [
      'an ongoing episode goes on within the deadband',
      ongoing(null),
      inBand,
      { action: 'continue' },
    ],
    ['a re-crossing within the gap continues it', ongoing(10), breach, { action: 'continue' }],
    ['clear starts the clear spell', ongoing(null), clear, { action: 'clearing', since: T }],
    [
      'clear 14 minutes is still clearing',
      ongoing(14),
      clear,
      { action: 'clearing', since: T - 14 * MIN },
    ],
    [
      'clear for the whole gap ends it when it cleared',
      ongoing(15),
      clear,
      { action: 'end', at: T - 15 * MIN },
    ],
  ])('%s', (_name, state, seen, step) => {
    expect(episodeStep(state, seen, GATE)).toEqual(step);
  });

  it.each<[string, EpisodeState, typeof breach, EpisodeStep]>([
    [
      'an onset seen 15 minutes ago goes on',
      { ...onset(20), onsetSeenAt: T - 15 * MIN },
      breach,
      { action: 'open', since: T - 20 * MIN },
    ],
    [
      'an onset not seen for over 15 minutes (no data) starts again',
      { ...onset(40), onsetSeenAt: T - 16 * MIN },
      breach,
      { action: 'onset', since: T },
    ],
    [
      'a stale onset within the deadband is forgotten',
      { ...onset(40), onsetSeenAt: T - 16 * MIN },
      inBand,
      { action: 'forget' },
    ],
  ])('%s', (_name, state, seen, step) => {
    expect(episodeStep(state, seen, GATE)).toEqual(step);
  });

  it.each<[string, EpisodeState, typeof breach, EpisodeStep]>([
    ['opens on the first breach', none, breach, { action: 'open', since: T }],
    ['ends on the first clear value', ongoing(null), clear, { action: 'end', at: T }],
  ])('a zero gate %s', (_name, state, seen, step) => {
    expect(episodeStep(state, seen, { minDurationMinutes: 0, rejoinMinutes: 0 })).toEqual(step);
  });

  it('the demo flapping (breach 01:55–02:00, clear, breach again 02:05) opens nothing', () => {
    let state: EpisodeState = none;
    const steps = [true, true, false, true].map((active, i) => {
      const step = episodeStep(state, { active, held: active, now: T + i * 5 * MIN }, GATE);
      state = { ...state, onsetSince: 'since' in step ? step.since : null };
      return step.action;
    });
    expect(steps).toEqual(['onset', 'onset', 'forget', 'onset']);
  });
});

describe('episodeGate', () => {
  it('continuous data waits the rule minimum; a manual sample opens and ends on itself', () => {
    expect(episodeGate(DEFAULT_ALERT_SETTINGS, 'exceedance', 'CRWQM')).toEqual(GATE);
    expect(episodeGate(DEFAULT_ALERT_SETTINGS, 'transmission', 'CRWQM')).toEqual({
      minDurationMinutes: 0,
      rejoinMinutes: 0,
    });
    expect(episodeGate(DEFAULT_ALERT_SETTINGS, 'npe1', 'MRWQM')).toEqual({
      minDurationMinutes: 0,
      rejoinMinutes: 0,
    });
  });
});
