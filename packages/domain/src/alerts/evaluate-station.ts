import { convertConcentration } from '../air/units.js';
import {
  CONCENTRATION_UNITS,
  isPollutant,
  type AveragingPeriod,
  type ConcentrationUnit,
} from '../standards/parameters.js';
import { isExceedance, limitAt, type LimitRow } from '../standards/limits.js';
import { MODULES, type ModuleCode } from '../modules.js';
import { moduleHasKind, type AlertKind } from './alert-kinds.js';
import type { AlertSettings, NpeSettings } from './alert-settings.js';
import { isHeld } from './episode-gate.js';
import {
  changePct,
  isFlatLine,
  isRateOfChange,
  meanIn,
  modifiedZScore,
  type Sample,
} from './series-checks.js';
import {
  classesOf,
  normaliseClass,
  schemeOf,
  standardParameterOf,
  waterClassIndex,
} from './standard-parameter.js';
import { HOUR_MS } from '../time/units.js';

/** What the engine knows about one station when it evaluates it (read by the server, passed in). */
export interface StationSnapshot {
  readonly id: string;
  readonly module: ModuleCode;
  readonly targetClass: string | null;
  /** Evaluation time (the injected clock). */
  readonly now: number;
  /** Time of the station's newest value (station_status), null when it never sent one. */
  readonly lastTs: number | null;
  readonly parameters: readonly {
    readonly code: string;
    readonly unit: string;
    readonly maxStep: number;
  }[];
  /** Valid values per parameter, oldest first, covering at least the last few hours. */
  readonly raw: Readonly<Record<string, readonly Sample[]>>;
  /** Valid hourly means per parameter (ts = start of the hour), oldest first, at least 24 h. */
  readonly hourly: Readonly<Record<string, readonly Sample[]>>;
}

/**
 * One condition as evaluated now. `active` opens or continues an episode of its key; inactive
 * ends one. A rule that cannot judge (no data, no limit in force) yields no condition at all, so
 * an ongoing episode is neither extended nor closed by missing information.
 */
export interface Condition {
  readonly kind: AlertKind;
  readonly parameter: string | null;
  readonly averaging: string | null;
  readonly active: boolean;
  /** Bound rules: the value is beyond the limit or within the rule's deadband of it (`isHeld`); else as `active`. */
  readonly held?: boolean;
  /** The value judged (in `unit`), e.g. a running average; null for transmission. */
  readonly value: number | null;
  /** The threshold it was judged against (in `unit`). */
  readonly limit: number | null;
  readonly unit: string | null;
  /** Version label of the standard in force at the value's time (exceedance, NPE). */
  readonly standardVersion: string | null;
  /** When the judged value was measured. */
  readonly at: number;
  readonly detail: Readonly<Record<string, string | number | boolean | null>>;
}

/** The settings and the standard limit rows in force, passed into the pure evaluation. */
export interface AlertRules {
  readonly settings: AlertSettings;
  readonly limits: readonly LimitRow[];
}

const bound = (limit: LimitRow, value: number) =>
  (limit.max !== null && value > limit.max) || limit.min === null ? limit.max : limit.min;

/** The mean of the last `hours` hourly means ending at the hour of `at`, if enough hours are there. */
function hourlyMean(hourly: readonly Sample[], at: number, hours: number, minShare: number) {
  const end = Math.floor(at / HOUR_MS) * HOUR_MS;
  const window = meanIn(hourly, end - hours * HOUR_MS, end);
  return window && window.count >= Math.ceil(hours * minShare) ? window : null;
}

function airExceedances(s: StationSnapshot, rules: AlertRules): Condition[] {
  const out: Condition[] = [];
  const rows = rules.limits.filter((r) => r.scheme === 'MAAQS');
  for (const p of s.parameters) {
    if (!isPollutant(p.code)) continue;
    const raw = s.raw[p.code] ?? [];
    const last = raw.at(-1);
    if (!last) continue;
    const periods = [
      ...new Set(
        rows
          .filter((r) => r.parameter === p.code && r.averaging && r.averaging !== '1Y')
          .map((r) => r.averaging!),
      ),
    ];
    for (const averaging of periods) {
      const limit = limitAt(rows, { parameter: p.code, averaging }, last.ts);
      if (!limit || (limit.min === null && limit.max === null)) continue;
      const mean = averageFor(
        s,
        p.code,
        averaging,
        last.ts,
        rules.settings.exceedance.minCapturePct / 100,
      );
      if (mean === null) continue;
      const value = toUnit(mean, p.unit, limit.unit, p.code);
      if (value === null) continue;
      out.push({
        kind: 'exceedance',
        parameter: p.code,
        averaging,
        active: isExceedance(value, limit),
        held: isHeld(value, limit, rules.settings.exceedance.deadbandPct),
        value,
        limit: bound(limit, value),
        unit: limit.unit,
        standardVersion: limit.version,
        at: last.ts,
        detail: { scheme: 'MAAQS' },
      });
    }
  }
  return out;
}

/**
 * The running average of an averaging period at `at`: 1 h from the values of the last 60
 * minutes, 8 h and 24 h from hourly means with enough hours. Manual air samples are judged as
 * they are (a manual sample already is its period's mean).
 */
function averageFor(
  s: StationSnapshot,
  code: string,
  averaging: AveragingPeriod,
  at: number,
  minShare: number,
): number | null {
  if (MODULES[s.module].kind === 'manual') return s.raw[code]!.at(-1)!.value;
  if (averaging === '1H') return meanIn(s.raw[code] ?? [], at - HOUR_MS, at)?.mean ?? null;
  const hours = averaging === '8H' ? 8 : 24;
  return hourlyMean(s.hourly[code] ?? [], at, hours, minShare)?.mean ?? null;
}

function toUnit(value: number, from: string, to: string, code: string): number | null {
  if (from === to) return value;
  const units = CONCENTRATION_UNITS as readonly string[];
  if (!units.includes(from) || !units.includes(to) || !isPollutant(code)) return null;
  return convertConcentration(value, from as ConcentrationUnit, to as ConcentrationUnit, code);
}

/** Water: the latest value against the limit of a class (the station's target class, or an NPE tier's class). */
function waterCondition(
  s: StationSnapshot,
  rules: AlertRules,
  kind: 'exceedance' | 'npe1' | 'npe2',
  code: string,
  stationClass: string | null,
): Condition | null {
  const medium = MODULES[s.module].medium;
  const last = (s.raw[code] ?? []).at(-1);
  if (!last || stationClass === null) return null;
  const scheme = schemeOf(medium);
  const limit = limitAt(
    rules.limits.filter((r) => r.scheme === scheme),
    { parameter: standardParameterOf(code), stationClass },
    last.ts,
  );
  if (!limit || (limit.min === null && limit.max === null)) return null;
  const active = isExceedance(last.value, limit);
  return {
    kind,
    parameter: code,
    averaging: null,
    active,
    held: isHeld(last.value, limit, rules.settings[kind].deadbandPct),
    value: last.value,
    limit: bound(limit, last.value),
    unit: limit.unit,
    standardVersion: limit.version,
    at: last.ts,
    detail: { scheme, stationClass },
  };
}

function waterExceedances(s: StationSnapshot, rules: AlertRules): Condition[] {
  const medium = MODULES[s.module].medium;
  const fallback =
    medium === 'river'
      ? rules.settings.exceedance.defaultRiverClass
      : rules.settings.exceedance.defaultMarineClass;
  const cls = normaliseClass(medium, s.targetClass) ?? normaliseClass(medium, fallback);
  return s.parameters.flatMap((p) => waterCondition(s, rules, 'exceedance', p.code, cls) ?? []);
}

/** The station's parameters that a check's settings name. */
function parametersNamed(s: StationSnapshot, codes: readonly string[]) {
  return s.parameters.filter((p) => codes.includes(p.code));
}

function npe(
  s: StationSnapshot,
  rules: AlertRules,
  kind: 'npe1' | 'npe2',
  settings: NpeSettings,
): Condition[] {
  const medium = MODULES[s.module].medium;
  const [cls, parameters] =
    medium === 'river'
      ? [settings.riverClass, settings.riverParameters]
      : [settings.marineClass, settings.marineParameters];
  const normalised = normaliseClass(medium, cls);
  return parametersNamed(s, parameters).flatMap(
    (p) => waterCondition(s, rules, kind, p.code, normalised) ?? [],
  );
}

function pm(s: StationSnapshot, rules: AlertRules): Condition[] {
  const settings = rules.settings.pmalert;
  return (['PM25', 'PM10'] as const).flatMap((code) => {
    const last = (s.raw[code] ?? []).at(-1);
    if (!last || !s.parameters.some((p) => p.code === code)) return [];
    const window = hourlyMean(s.hourly[code] ?? [], last.ts, 24, settings.minHours / 24);
    if (!window) return [];
    const level = code === 'PM25' ? settings.levelPM25 : settings.levelPM10;
    return [
      {
        kind: 'pm' as const,
        parameter: code,
        averaging: '24H',
        active: window.mean > level,
        held: isHeld(window.mean, { min: null, max: level }, settings.deadbandPct),
        value: window.mean,
        limit: level,
        unit: 'ug/m3',
        standardVersion: null,
        at: last.ts,
        detail: { hours: window.count },
      },
    ];
  });
}

function outliers(s: StationSnapshot, rules: AlertRules): Condition[] {
  const settings = rules.settings.outlier;
  return parametersNamed(s, settings.parameters).flatMap((p) => {
    const raw = s.raw[p.code] ?? [];
    const last = raw.at(-1);
    if (!last) return [];
    const reference = (s.hourly[p.code] ?? [])
      .filter(
        (h) => h.ts >= last.ts - 24 * HOUR_MS && h.ts < Math.floor(last.ts / HOUR_MS) * HOUR_MS,
      )
      .map((h) => h.value);
    // The last hour's mean against hourly means (like against like: a single 5-minute value is noisier than any mean).
    const hourMean = meanIn(raw, last.ts - HOUR_MS, last.ts)!.mean;
    const z = reference.length >= settings.minHours ? modifiedZScore(hourMean, reference) : null;
    const rate = isRateOfChange(raw, p.maxStep * settings.rateOfChangeFactor);
    const flat = isFlatLine(raw, settings.flatLineHours);
    const deviant = z !== null && Math.abs(z) > settings.zScore;
    return [
      {
        kind: 'outlier' as const,
        parameter: p.code,
        averaging: null,
        active: rate || flat || deviant,
        value: last.value,
        limit: null,
        unit: p.unit,
        standardVersion: null,
        at: last.ts,
        detail: {
          rateOfChange: rate,
          flatLine: flat,
          zScore: z === null ? null : Math.round(z * 100) / 100,
        },
      },
    ];
  });
}

function pollution(s: StationSnapshot, rules: AlertRules): Condition[] {
  const settings = rules.settings.pollution;
  const medium = MODULES[s.module].medium;
  const scheme = schemeOf(medium);
  const target =
    normaliseClass(medium, s.targetClass) ??
    normaliseClass(medium, rules.settings.exceedance.defaultRiverClass);
  const classes = classesOf(medium);
  return parametersNamed(s, settings.parameters).flatMap((p) => {
    const hourly = s.hourly[p.code] ?? [];
    const last = hourly.at(-1);
    if (!last) return [];
    const baseline = hourly
      .filter((h) => h.ts < last.ts && h.ts >= last.ts - settings.baselineHours * HOUR_MS)
      .map((h) => h.value);
    const change = changePct(last.value, baseline);
    const sudden = change !== null && Math.abs(change) > settings.suddenChangePct;
    let sustained = false;
    if (medium === 'river' && target !== null) {
      const recent = hourly.slice(-settings.sustainedHours);
      const targetIndex = classes.indexOf(target);
      const rows = rules.limits.filter((r) => r.scheme === scheme);
      const indexOf = (h: Sample) =>
        waterClassIndex(h.value, medium, (cls) =>
          limitAt(rows, { parameter: standardParameterOf(p.code), stationClass: cls }, h.ts),
        );
      sustained =
        recent.length === settings.sustainedHours &&
        recent.every((h) => {
          const i = indexOf(h);
          return i !== null && i - targetIndex >= settings.classDrop;
        });
    }
    if (change === null && medium !== 'river') return [];
    return [
      {
        kind: 'pollution' as const,
        parameter: p.code,
        averaging: '1H',
        active: sudden || sustained,
        value: last.value,
        limit: null,
        unit: p.unit,
        standardVersion: null,
        at: last.ts + HOUR_MS,
        detail: {
          changePct: change === null ? null : Math.round(change),
          suddenChange: sudden,
          sustainedClassDrop: sustained,
        },
      },
    ];
  });
}

/** Transmission: no value for longer than the module's threshold. Never-heard stations are left to the polling page. */
export function transmissionCondition(
  s: Pick<StationSnapshot, 'module' | 'now' | 'lastTs'>,
  settings: AlertSettings['transmission'],
): Condition | null {
  const minutes = (settings as unknown as Record<string, unknown>)[`minutes${s.module}`];
  if (typeof minutes !== 'number' || s.lastTs === null) return null;
  const silent = Math.max(0, Math.round((s.now - s.lastTs) / 60_000));
  return {
    kind: 'transmission',
    parameter: null,
    averaging: null,
    active: s.now - s.lastTs > minutes * 60_000,
    value: silent,
    limit: minutes,
    unit: 'min',
    standardVersion: null,
    at: s.now,
    detail: { lastTs: new Date(s.lastTs).toISOString() },
  };
}

/**
 * Every condition of one station now, for the kinds its module has and the settings enable.
 * Pure: the same snapshot and rules always give the same conditions (the engine's tests and the
 * unit tests rely on it).
 */
export function evaluateStation(s: StationSnapshot, rules: AlertRules): Condition[] {
  const medium = MODULES[s.module].medium;
  const on = (kind: AlertKind, key: keyof AlertSettings) =>
    moduleHasKind(s.module, kind) && rules.settings[key].enabled;
  const out: Condition[] = [];
  if (on('exceedance', 'exceedance'))
    out.push(...(medium === 'air' ? airExceedances(s, rules) : waterExceedances(s, rules)));
  if (on('pm', 'pmalert')) out.push(...pm(s, rules));
  if (on('outlier', 'outlier')) out.push(...outliers(s, rules));
  if (on('pollution', 'pollution')) out.push(...pollution(s, rules));
  if (on('npe1', 'npe1')) out.push(...npe(s, rules, 'npe1', rules.settings.npe1));
  if (on('npe2', 'npe2')) out.push(...npe(s, rules, 'npe2', rules.settings.npe2));
  if (on('transmission', 'transmission')) {
    const t = transmissionCondition(s, rules.settings.transmission);
    if (t) out.push(t);
  }
  return out;
}
