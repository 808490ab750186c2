import { SEED_SOURCE_KEYS } from '@eqmp/domain';
import type { TFunction } from 'i18next';

/**
 * The source note of a standard as an officer reads it: one still as seeded is worded in the
 * user's language (`calculators:seedSource.*`); one an administrator typed is shown as typed.
 */
export function standardSourceText(t: TFunction, source: string): string {
  const key = SEED_SOURCE_KEYS.get(source);
  return key ? t(`calculators:seedSource.${key}`) : source;
}

/** Seeds without a published start date are stored from 1 January 1970: they apply to all data. */
export const isAlwaysInForce = (effectiveFrom: string) => effectiveFrom <= '1970-01-01';
