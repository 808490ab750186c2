import { useSearchParams } from 'react-router';
import { klMonth } from '../utils/month-range';

/** Station, parameter and month of a QA/QC page, kept in the URL so a view can be shared. */
export function useQaqcSelection() {
  const [params, setParams] = useSearchParams();
  const month = /^\d{4}-\d{2}$/.test(params.get('month') ?? '')
    ? params.get('month')!
    : klMonth(new Date());
  const value = {
    stationId: params.get('station') ?? undefined,
    parameterCode: params.get('parameter') ?? undefined,
    month,
  };
  const set = (changes: Record<string, string | undefined>) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, v] of Object.entries(changes)) {
          if (v === undefined || v === '') next.delete(key);
          else next.set(key, v);
        }
        return next;
      },
      { replace: true },
    );
  return { value, set, get: (name: string) => params.get(name) ?? undefined };
}
