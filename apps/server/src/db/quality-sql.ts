import { CAPTURE_MIN_FRACTION, USABLE_VALIDITIES } from '@eqmp/domain';
import { sql } from 'kysely';

/**
 * The domain's quality rules as SQL literals, so every statement uses the one declared value
 * (QUALITY.md): the validities that enter an average (`in (${USABLE_VALIDITY_LIST})`) and the
 * share of expected values an aggregate needs.
 */
export const USABLE_VALIDITY_LIST = sql.join(
  USABLE_VALIDITIES.map((validity) => sql.lit(validity)),
);
export const CAPTURE_MIN_FRACTION_SQL = sql.lit(CAPTURE_MIN_FRACTION);
