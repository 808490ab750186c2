import { EQMP_PERIOD_TYPES, localParts, type EqmpPeriodType } from '@eqmp/domain';
import { useSearchParams } from 'react-router';

/** The period type and year of the reporting page, kept in the URL (monthly and this year by default). */
export function useEqmpPeriod() {
  const [params, setParams] = useSearchParams();
  const periodType = (EQMP_PERIOD_TYPES as readonly string[]).includes(
    params.get('periodType') ?? '',
  )
    ? (params.get('periodType') as EqmpPeriodType)
    : 'monthly';
  const year = Number(params.get('year')) || localParts(Date.now()).year;
  const set = (key: string, value: string) => setParams((p) => (p.set(key, value), p));
  return { periodType, year, set };
}
