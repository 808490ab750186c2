import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format';
import type { ReviewPeriod, ScopeCount } from '../utils/review-scope';

/** What an action over the chosen period (or the whole month) reaches, for its confirmation. */
export interface ActionScope {
  readonly station: string;
  readonly month: string;
  /** The period chosen on the chart or typed; null for the whole month. */
  readonly period: ReviewPeriod | null;
  readonly counts: readonly ScopeCount[];
}

/**
 * The words of a confirmation: the period exactly (first and last value, both included) or the
 * month, and each parameter with the number of values the action reaches.
 */
export function useScopeText() {
  const { t } = useTranslation();
  const period = (scope: ActionScope) =>
    scope.period
      ? t('qaqc:scope.period', {
          from: formatDateTime(scope.period.first),
          to: formatDateTime(scope.period.last),
        })
      : t('qaqc:scope.month', { month: scope.month });
  const counts = (scope: ActionScope, of: (c: ScopeCount) => number = (c) => c.count) =>
    scope.counts
      .filter((c) => c.count > 0)
      .map((c) => t('qaqc:scope.count', { parameter: c.parameter, count: of(c) }))
      .join('; ');
  return {
    /** The values of these words: `station`, `period`, `counts`. */
    of: (scope: ActionScope) => ({
      station: scope.station,
      period: period(scope),
      counts: counts(scope),
    }),
    counts,
  };
}
