import type { ModuleCode } from '@eqmp/domain';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { klMonth } from '../utils/month-range';
import { useQaqcModule } from './useQaqcPage';

const KEYS = ['station', 'parameter', 'month'] as const;
type Saved = Partial<Record<(typeof KEYS)[number], string>>;

/** sessionStorage (this tab): the last station, parameter and month chosen on a module's QA/QC pages. */
const storageKey = (module: ModuleCode) => `qaqc_selection_eqmp:${module}`;

function saved(module: ModuleCode | undefined): Saved {
  if (!module) return {};
  try {
    const parsed: unknown = JSON.parse(sessionStorage.getItem(storageKey(module)) ?? '{}');
    if (typeof parsed !== 'object' || parsed === null) return {};
    const record = parsed as Record<string, unknown>;
    return Object.fromEntries(
      KEYS.flatMap((k) => (typeof record[k] === 'string' ? [[k, record[k]]] : [])),
    );
  } catch {
    return {};
  }
}

function save(module: ModuleCode, selection: Saved) {
  try {
    sessionStorage.setItem(storageKey(module), JSON.stringify(selection));
  } catch {
    // Storage full or refused: the pages still work, they just do not remember.
  }
}

/**
 * Station, parameter and month of a QA/QC page, kept in the URL so a view can be shared, and
 * remembered per module for the tab: a QA/QC page of the module opened without them (from the
 * side menu, or another QA/QC page) shows the last ones chosen. The "whole station" choice of the
 * approval page is not carried to pages that need one parameter.
 */
export function useQaqcSelection() {
  const module = useQaqcModule();
  const [params, setParams] = useSearchParams();
  const own = KEYS.some((k) => params.has(k));
  const fallback = own ? {} : saved(module);
  const read = (k: (typeof KEYS)[number]) => params.get(k) ?? fallback[k];
  const month = /^\d{4}-\d{2}$/.test(read('month') ?? '') ? read('month')! : klMonth(new Date());
  const value = {
    stationId: read('station'),
    parameterCode: read('parameter'),
    month,
  };
  const station = params.get('station');
  const parameter = params.get('parameter');
  const chosenMonth = params.get('month');

  useEffect(() => {
    if (!module) return;
    if (station === null && parameter === null && chosenMonth === null) {
      // Opened without a selection: the remembered one goes into the URL.
      const remembered = saved(module);
      if (Object.keys(remembered).length > 0)
        setParams(
          (current) => {
            const next = new URLSearchParams(current);
            for (const [k, v] of Object.entries(remembered)) next.set(k, v);
            return next;
          },
          { replace: true },
        );
      return;
    }
    // A page without a station picker (the report, data validation) keeps the station remembered.
    const before = station === null ? saved(module) : {};
    save(module, {
      ...before,
      ...(station !== null ? { station } : {}),
      ...(parameter !== null && parameter !== '*' ? { parameter } : {}),
      ...(chosenMonth !== null ? { month: chosenMonth } : {}),
    });
  }, [module, station, parameter, chosenMonth, setParams]);

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
