import { defaultRangeDays, localDayKey, type ReportDefinition, DAY_MS } from '@eqmp/domain';
import type { ReportOptions } from '@eqmp/domain';

/** The report query as the page keeps it in the URL (comma lists for stations and parameters). */
export interface ReportSearch {
  station: string[];
  parameter: string[];
  state?: string;
  date?: string;
  month?: string;
  year?: string;
  from?: string;
  to?: string;
  statistic?: string;
  basis?: string;
  /** Yearly report: `classification` shows stations per index class instead of a parameter's statistic. */
  dimension?: string;
  caseID?: string;
  level?: string;
}

const list = (value: string | undefined) => (value ? value.split(',').filter(Boolean) : []);

/** Reads the report fields from the page's URL parameters. */
export function readReportSearch(get: (name: string) => string | undefined): ReportSearch {
  return {
    station: list(get('station')),
    parameter: list(get('parameter')),
    state: get('state'),
    date: get('date'),
    month: get('month'),
    year: get('year'),
    from: get('from'),
    to: get('to'),
    statistic: get('statistic'),
    basis: get('basis'),
    dimension: get('dimension'),
    caseID: get('caseID'),
    level: get('level'),
  };
}

/**
 * The query with sensible defaults for what the user has not chosen yet, so a report shows at
 * once: the period up to today in Kuala Lumpur (yesterday for a day, this month, this year, the
 * last 30 days — the last year for a sampling programme), the first station (or case of the year), and for a one-parameter report the
 * first parameter of the station.
 */
export function withDefaults(
  def: ReportDefinition,
  search: ReportSearch,
  options: ReportOptions | undefined,
  now: number,
): ReportSearch {
  const today = localDayKey(now);
  const out: ReportSearch = { ...search };
  if (def.period === 'day') out.date ??= localDayKey(now - DAY_MS);
  if (def.period === 'month') out.month ??= today.slice(0, 7);
  if (def.period === 'year') out.year ??= today.slice(0, 4);
  if (def.period === 'range') {
    out.to ??= today;
    out.from ??= localDayKey(now - (defaultRangeDays(def) - 1) * DAY_MS);
  }
  if (!options) return out;
  if (def.stations !== 'none' && out.station.length === 0 && !out.state) {
    const first = options.stations.find((s) => s.isActive) ?? options.stations[0];
    if (first) out.station = [first.id];
  }
  if (def.byCase && !out.caseID)
    out.caseID = options.cases.find((c) => String(c.year) === out.year)?.id;
  if (def.parameters === 'one' && out.parameter.length === 0) {
    const measured = new Set(
      options.stations
        .filter((s) => out.station.includes(s.id) || (out.state && String(s.stateId) === out.state))
        .flatMap((s) => s.parameters),
    );
    const first = options.parameters.find((p) => measured.has(p.code));
    if (first) out.parameter = [first.code];
  }
  return out;
}

/** True when a yearly report shows the classification dimension (no parameter, statistic or type). */
export function byClass(def: ReportDefinition, q: ReportSearch): boolean {
  return def.kind === 'yearly' && q.dimension === 'classification';
}

/** True when the query has what the report needs (else the page waits for the user). */
export function isComplete(def: ReportDefinition, q: ReportSearch): boolean {
  const period = { day: !!q.date, month: !!q.month, year: !!q.year, range: !!q.from && !!q.to }[
    def.period
  ];
  const stations =
    def.stations === 'none' || q.station.length > 0 || (def.stations === 'many' && !!q.state);
  const parameters = def.parameters !== 'one' || q.parameter.length === 1 || byClass(def, q);
  return period && stations && parameters && (!def.byCase || !!q.caseID);
}

/** The API query string of the report: only the fields the report reads, in a stable order. */
export function reportQueryString(def: ReportDefinition, q: ReportSearch): string {
  const out = new URLSearchParams();
  if (def.stations !== 'none' && q.station.length) out.set('station', q.station.join(','));
  if ((def.stations === 'many' || def.kind === 'hotspot') && q.state && !q.station.length)
    out.set('state', q.state);
  if (def.parameters !== 'none' && q.parameter.length && !byClass(def, q))
    out.set('parameter', q.parameter.join(','));
  if (def.period === 'day' && q.date) out.set('date', q.date);
  if (def.period === 'month' && q.month) out.set('month', q.month);
  if (def.period === 'year' && q.year) out.set('year', q.year);
  if (def.period === 'range' && q.from && q.to) {
    out.set('from', q.from);
    out.set('to', q.to);
  }
  if (byClass(def, q)) out.set('dimension', 'classification');
  else if (def.kind === 'yearly') {
    if (q.statistic) out.set('statistic', q.statistic);
    if (q.basis) out.set('basis', q.basis);
  }
  if (def.byCase && q.caseID) out.set('caseID', q.caseID);
  if (q.level === 'raw') out.set('level', 'raw');
  return out.toString();
}
