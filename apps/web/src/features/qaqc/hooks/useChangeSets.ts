import { localMonthKey, type ModuleCode } from '@eqmp/domain';
import { useQuery } from '@tanstack/react-query';
import { qaqcChangeSetsQuery } from '../api/qaqc-api';
import { monthRange } from '../utils/month-range';
import { useQaqcSelection } from './useQaqcSelection';

/**
 * A module's change sets, listed by the month they were made in (`?changed=`, by default this
 * month), not by the values' month; `setChangedIn` picks another month.
 */
export function useChangeSets(module: ModuleCode | undefined, enabled: boolean) {
  const { get, set } = useQaqcSelection();
  const changedIn = /^\d{4}-\d{2}$/.test(get('changed') ?? '')
    ? get('changed')!
    : localMonthKey(new Date());
  const changeSets = useQuery({
    ...qaqcChangeSetsQuery({ module: module ?? 'CAQM', ...monthRange(changedIn) }),
    enabled,
  });
  return { changedIn, changeSets, setChangedIn: (month: string) => set({ changed: month }) };
}
