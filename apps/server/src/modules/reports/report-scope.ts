import { displayUnit, localDayStart, MODULES, type ReportPeriod, DAY_MS } from '@eqmp/domain';
import { AppError } from '../../errors.js';
import { commonParameters, reportTitle, type ReportContext } from './report-context.js';
import { MAX_RANGE_DAYS } from './report-query.js';
import { createScopeRepository } from './scope.repository.js';

/** A station as reports show it. */
export interface ReportStation {
  id: string;
  name: string;
  stateName: string | null;
  locationType: 'COASTAL' | 'ESTUARY' | 'ISLAND' | null;
}

/** A parameter as reports show it: name in the caller's language, unit and decimals. */
export interface ReportParameter {
  code: string;
  name: string;
  unit: string;
  decimals: number;
}

/** The time range of a report: [from, to) as instants, and how it reads. */
export interface ReportRange {
  from: Date;
  to: Date;
  label: string;
}

const bad = (key: string, values?: Record<string, string | number>) =>
  new AppError('BAD_REQUEST', {
    messageKey: `reports:errors.${key}`,
    ...(values ? { values } : {}),
  });

function nextMonth(month: string): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, '0')}`;
}

/** The range the report's period picker asked for; a missing or too long period is a 400. */
export function reportRange(
  ctx: ReportContext,
  period: ReportPeriod = ctx.def.period,
): ReportRange {
  const q = ctx.query;
  if (period === 'day') {
    if (!q.date) throw bad('dateRequired');
    const from = localDayStart(q.date);
    return { from, to: new Date(from.getTime() + DAY_MS), label: q.date };
  }
  if (period === 'month') {
    if (!q.month) throw bad('monthRequired');
    return {
      from: localDayStart(`${q.month}-01`),
      to: localDayStart(`${nextMonth(q.month)}-01`),
      label: q.month,
    };
  }
  if (period === 'year') {
    if (!q.year) throw bad('yearRequired');
    return {
      from: localDayStart(`${q.year}-01-01`),
      to: localDayStart(`${q.year + 1}-01-01`),
      label: String(q.year),
    };
  }
  if (!q.from || !q.to) throw bad('rangeRequired');
  const from = localDayStart(q.from);
  const to = new Date(localDayStart(q.to).getTime() + DAY_MS);
  if (to.getTime() - from.getTime() > MAX_RANGE_DAYS * DAY_MS)
    throw bad('rangeTooLong', { days: MAX_RANGE_DAYS });
  return { from, to, label: `${q.from} – ${q.to}` };
}

/**
 * The stations the query names (or all active stations of the chosen state), all of the
 * report's module; an unknown or foreign station is a 400, none at all too.
 */
export async function reportStations(
  ctx: ReportContext,
  options: { one?: boolean } = {},
): Promise<ReportStation[]> {
  const { db, def, query } = ctx;
  if (!query.station?.length && !query.state) throw bad('stationRequired');
  if (options.one && (query.station?.length ?? 0) !== 1) throw bad('oneStation');
  const rows = await createScopeRepository(db).stations(
    def.module,
    query.station?.length ? { ids: query.station } : { activeInState: query.state! },
  );
  const missing = (query.station ?? []).filter((id) => !rows.some((r) => r.id === id));
  if (missing.length > 0)
    throw bad('unknownStation', { stations: missing.join(', '), module: def.module });
  if (rows.length === 0) throw bad('noStationInState');
  return rows.map(({ id, name, stateName, locationType }) => ({
    id,
    name,
    stateName,
    locationType,
  }));
}

/**
 * The parameters to show: those the query names, else every parameter the stations measure, in
 * order of their codes. One named that the stations do not measure is a 400.
 */
export async function reportParameters(
  ctx: ReportContext,
  stationIds: readonly string[],
  options: { one?: boolean } = {},
): Promise<ReportParameter[]> {
  const { db, query, lang } = ctx;
  const wanted = query.parameter ?? [];
  if (options.one && wanted.length !== 1) throw bad('oneParameter');
  const rows = await createScopeRepository(db).parameters({
    medium: MODULES[ctx.def.module].medium,
    measuredAt: stationIds,
    codes: wanted,
  });
  const unknown = wanted.filter((code) => !rows.some((r) => r.code === code));
  if (unknown.length > 0) throw bad('unknownParameter', { parameters: unknown.join(', ') });
  return rows.map((r) => ({
    code: r.code,
    name: lang === 'ms' ? r.nameMs : r.nameEn,
    unit: r.unit,
    decimals: r.decimals,
  }));
}

/**
 * The scope of a one-station report: its station, the parameters it shows (and their codes) and
 * its range, checked in that order (the first wrong one is the 400).
 */
export async function oneStationScope(ctx: ReportContext) {
  const [station] = await reportStations(ctx, { one: true });
  const parameters = await reportParameters(ctx, [station!.id]);
  const range = reportRange(ctx);
  return { station: station!, parameters, codes: parameters.map((p) => p.code), range };
}

/**
 * The scope of a one-parameter report: its stations, its one parameter and its range, checked in
 * that order (the first wrong one is the 400).
 */
export async function oneParameterScope(ctx: ReportContext) {
  const stations = await reportStations(ctx);
  const ids = stations.map((s) => s.id);
  const [parameter] = await reportParameters(ctx, ids, { one: true });
  const range = reportRange(ctx);
  return { stations, ids, parameter: parameter!, range };
}

/** The line naming a one-parameter report's parameter and its unit. */
export function parameterField(ctx: ReportContext, parameter: ReportParameter) {
  return {
    label: ctx.t('reports:field.parameter'),
    value: `${parameter.name} (${displayUnit(parameter.unit)})`,
  };
}

/** "CA0001 Batu Muda, CA0002 …" for the query lines (the first ten, then a count). */
function stationsLabel(stations: readonly ReportStation[]): string {
  const shown = stations
    .slice(0, 10)
    .map((s) => `${s.id} ${s.name}`)
    .join(', ');
  return stations.length > 10 ? `${shown} (+${stations.length - 10})` : shown;
}

/**
 * What a report of stations states at its top: module, level, its station (a one-station report)
 * or stations, then the rest in order. Reports without stations state `commonParameters` and theirs.
 */
export function stationScopeParameters(
  ctx: ReportContext,
  stations: readonly ReportStation[],
  ...rest: { label: string; value: string }[]
): { label: string; value: string }[] {
  const label = ctx.def.stations === 'one' ? 'reports:field.station' : 'reports:field.stations';
  return [
    ...commonParameters(ctx),
    { label: ctx.t(label), value: stationsLabel(stations) },
    ...rest,
  ];
}

/** The head of a report of stations: its title and the query lines of `stationScopeParameters`. */
export function stationReportHead(
  ctx: ReportContext,
  stations: readonly ReportStation[],
  ...rest: { label: string; value: string }[]
) {
  return { title: reportTitle(ctx), parameters: stationScopeParameters(ctx, stations, ...rest) };
}
