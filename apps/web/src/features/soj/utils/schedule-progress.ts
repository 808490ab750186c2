import type { SojRoundSummary } from '@eqmp/domain';

export interface QuarterProgress {
  readonly quarter: string;
  readonly planned: number;
  /** Rounds with results entered (any status past planned). */
  readonly sampled: number;
  readonly approved: number;
}

/** The joint plan's progress per quarter, oldest first. */
export function quarterProgress(rounds: readonly SojRoundSummary[]): QuarterProgress[] {
  const byQuarter = new Map<string, { planned: number; sampled: number; approved: number }>();
  for (const r of rounds) {
    const q = byQuarter.get(r.quarter) ?? { planned: 0, sampled: 0, approved: 0 };
    q.planned += 1;
    if (r.status !== 'planned') q.sampled += 1;
    if (r.status === 'approved') q.approved += 1;
    byQuarter.set(r.quarter, q);
  }
  return [...byQuarter.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([quarter, q]) => ({ quarter, ...q }));
}

/** The years that have rounds, newest first. */
export function roundYears(rounds: readonly Pick<SojRoundSummary, 'quarter'>[]): number[] {
  return [...new Set(rounds.map((r) => Number(r.quarter.slice(0, 4))))].sort((a, b) => b - a);
}
