import { localMonthKey } from '@eqmp/domain';
import type { ModuleCode } from '@eqmp/domain';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { useQaqcModule } from './useQaqcPage';

const KEYS = ['station', 'parameter', 'month'] as const;
/** The remembered choice; `parameters` (comma-separated) when several parameters were chosen together. */
type Saved = Partial<Record<(typeof KEYS)[number] | 'parameters', string>>;
const SAVED_KEYS = [...KEYS, 'parameters'] as const;

/** sessionStorage (this tab): the last station, parameter and month chosen on a module's QA/QC pages. */
const storageKey = (module: ModuleCode) => `qaqc_selection_eqmp:${module}`;

function saved(module: ModuleCode | undefined): Saved {
  if (!module) return {};
  try {
    const parsed: unknown = JSON.parse(sessionStorage.getItem(storageKey(module)) ?? '{}');
    if (typeof parsed !== 'object' || parsed === null) return {};
    const record = parsed as Record<string, unknown>;
    return Object.fromEntries(
      SAVED_KEYS.flatMap((k) => (typeof record[k] === 'string' ? [[k, record[k]]] : [])),
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

/** Several parameters chosen together, as the URL and the remembered choice hold them. */
const several = (codes: readonly string[]) => (codes.length > 1 ? codes.join(',') : undefined);

/**
 * Station, parameter(s) and month of a QA/QC page, kept in the URL so a view can be shared (one
 * `parameter` entry per parameter reviewed together), and remembered per module for the tab: a
 * QA/QC page of the module opened without them (from the side menu, or another QA/QC page) shows
 * the last ones chosen. Pages of one parameter read the first. The "whole station" choice of the
 * approval page is not carried to pages that need one parameter.
 */
export function useQaqcSelection() {
  const module = useQaqcModule();
  const [params, setParams] = useSearchParams();
  const own = KEYS.some((k) => params.has(k));
  const fallback = own ? {} : saved(module);
  const read = (k: (typeof KEYS)[number]) => params.get(k) ?? fallback[k];
  const month = /^\d{4}-\d{2}$/.test(read('month') ?? '')
    ? read('month')!
    : localMonthKey(new Date());
  const chosen = params.getAll('parameter').filter((p) => p !== '' && p !== '*');
  const parameterCodes =
    chosen.length > 0
      ? chosen
      : (fallback.parameters?.split(',') ?? (fallback.parameter ? [fallback.parameter] : []));
  const value = {
    stationId: read('station'),
    parameterCode: read('parameter'),
    parameterCodes,
    month,
  };
  const station = params.get('station');
  const parameter = params.get('parameter');
  const together = several(chosen) ?? null;
  const chosenMonth = params.get('month');

  useEffect(() => {
    if (!module) return;
    if (station === null && parameter === null && chosenMonth === null) {
      // Opened without a selection: the remembered one goes into the URL.
      const { parameters, ...remembered } = saved(module);
      if (Object.keys(remembered).length > 0)
        setParams(
          (current) => {
            const next = new URLSearchParams(current);
            for (const [k, v] of Object.entries(remembered)) next.set(k, v);
            if (parameters) {
              next.delete('parameter');
              for (const p of parameters.split(',')) next.append('parameter', p);
            }
            return next;
          },
          { replace: true },
        );
      return;
    }
    // A page without a station picker (the report, data validation) keeps the station remembered.
    const before = station === null ? saved(module) : {};
    const single = parameter !== null && parameter !== '*';
    save(module, {
      ...before,
      ...(station !== null ? { station } : {}),
      ...(single ? { parameter } : {}),
      ...(single && together ? { parameters: together } : {}),
      ...(single && !together ? { parameters: undefined } : {}),
      ...(chosenMonth !== null ? { month: chosenMonth } : {}),
    });
  }, [module, station, parameter, together, chosenMonth, setParams]);

  /** Changes search params: `undefined` or '' removes one, a list sets one entry per item. */
  const set = (changes: Record<string, string | readonly string[] | undefined>) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, v] of Object.entries(changes)) {
          next.delete(key);
          for (const item of typeof v === 'string' ? [v] : (v ?? []))
            if (item !== '') next.append(key, item);
        }
        return next;
      },
      { replace: true },
    );
  return { value, set, get: (name: string) => params.get(name) ?? undefined };
}
