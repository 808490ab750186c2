import { CAPTURE_MIN_FRACTION, DAILY_MIN_VALID_HOURS } from '../reports/capture.js';
import type { AlertKind } from './alert-kinds.js';

/**
 * The System Admin alert settings pages (spec §2 transmission, exceedance, outlier, npe1, npe2,
 * pmalert). Each page edits one or two setting sets; the defaults below are the seed, the live
 * values are database rows (every change audited). Pollution-event rules sit on the outlier page:
 * both are statistical rules on continuous data and the spec has no page of their own.
 */
export const ALERT_SETTING_KEYS = [
  'transmission',
  'exceedance',
  'outlier',
  'pollution',
  'npe1',
  'npe2',
  'pmalert',
] as const;
export type AlertSettingKey = (typeof ALERT_SETTING_KEYS)[number];

/** The admin page of each setting set (page name under /eqmp/app/edc/system_administration). */
export const SETTING_PAGES = {
  transmission: ['transmission'],
  exceedance: ['exceedance'],
  outlier: ['outlier', 'pollution'],
  npe1: ['npe1'],
  npe2: ['npe2'],
  pmalert: ['pmalert'],
} as const satisfies Record<string, readonly AlertSettingKey[]>;
export type SettingPage = keyof typeof SETTING_PAGES;

/** The setting set that governs an alert kind. */
export const SETTING_OF_KIND: Readonly<Record<AlertKind, AlertSettingKey>> = {
  exceedance: 'exceedance',
  pm: 'pmalert',
  outlier: 'outlier',
  pollution: 'pollution',
  npe1: 'npe1',
  npe2: 'npe2',
  transmission: 'transmission',
};

interface Common {
  readonly enabled: boolean;
  /** At most one notification per episode key in this many minutes (an episode that flaps does not flood). */
  readonly notifyCooldownMinutes: number;
  /** An episode opens only once its condition has held this long (continuous data; 0: at once). */
  readonly minDurationMinutes: number;
  /** An episode ends only once its condition has been clear this long; a re-crossing sooner continues it. */
  readonly rejoinMinutes: number;
}

/** Rules judging a value against a bound: an episode stays open while the value is within this % of it. */
interface Deadband {
  readonly deadbandPct: number;
}

/** No data for this many minutes per station type (continuous modules) opens a transmission alert. */
export interface TransmissionSettings extends Common {
  readonly minutesCAQM: number;
  readonly minutesMCAQM: number;
  readonly minutesCRWQM: number;
  readonly minutesCMWQM: number;
}

/** Exceedance of the standard in force; stations with no target class are judged against these classes. */
export interface ExceedanceSettings extends Common, Deadband {
  readonly defaultRiverClass: string;
  readonly defaultMarineClass: string;
  /** Share of an 8 h or 24 h window's hours that must have a valid mean (QUALITY.md: 75 %). */
  readonly minCapturePct: number;
}

/** Robust outlier rules on continuous data (QUALITY.md defaults). */
export interface OutlierSettings extends Common {
  readonly parameters: readonly string[];
  /** A step between consecutive values above this many times the parameter's maxStep. */
  readonly rateOfChangeFactor: number;
  /** The same value for this many hours. */
  readonly flatLineHours: number;
  /** |modified z-score| of the last hour's mean against the 24 hourly means before it above this. */
  readonly zScore: number;
  /** Hourly means needed before the z-score is judged. */
  readonly minHours: number;
}

/** Pollution events on continuous river and marine stations. */
export interface PollutionSettings extends Common {
  readonly parameters: readonly string[];
  /** The latest hourly mean differs from the median of the baseline hours by more than this %. */
  readonly suddenChangePct: number;
  readonly baselineHours: number;
  /** River: the water class is this many classes worse than the station's target class … */
  readonly classDrop: number;
  /** … for this many consecutive hourly means. */
  readonly sustainedHours: number;
}

/** One NPE tier: a value beyond the limit of this class is a notifiable exceedance. */
export interface NpeSettings extends Common, Deadband {
  readonly riverClass: string;
  readonly riverParameters: readonly string[];
  readonly marineClass: string;
  readonly marineParameters: readonly string[];
}

/** PM alert: the 24 h running average above a level (µg/m³). */
export interface PmSettings extends Common, Deadband {
  readonly levelPM25: number;
  readonly levelPM10: number;
  /** Valid hours needed in the 24 h window (QUALITY.md: 18). */
  readonly minHours: number;
}

export interface AlertSettings {
  readonly transmission: TransmissionSettings;
  readonly exceedance: ExceedanceSettings;
  readonly outlier: OutlierSettings;
  readonly pollution: PollutionSettings;
  readonly npe1: NpeSettings;
  readonly npe2: NpeSettings;
  readonly pmalert: PmSettings;
}

const COOLDOWN = 60;
/** Continuous data: a condition must hold 15 minutes (three 5-minute values) and stay clear 15 to end. */
const GATE = { minDurationMinutes: 15, rejoinMinutes: 15 };
const DEADBAND = { deadbandPct: 5 };
const NPE_RIVER = ['BOD', 'COD', 'NH3N', 'DO', 'TSS', 'PH'];
const NPE_MARINE = ['M_DO', 'M_TSS', 'M_NH3', 'M_NO3', 'M_PO4', 'M_FC'];

/**
 * Seed values (docs/alerts.md explains each). Transmission: 30 minutes is six missed 5-minute
 * values. NPE1 is a value beyond the NWQS class III limit (water of class IV or worse), NPE2
 * beyond the class IV limit (class V); marine tiers use criteria classes 2 and 3, which stay
 * silent until an admin enters the marine limits (they ship as placeholders). The PM levels are
 * the MAAQS Interim Target 1 24-hour values (75 and 150 µg/m³): above the standard in force, so
 * a PM alert marks a severe (haze) episode while an exceedance alert marks the standard.
 * Episodes: a condition on continuous data must hold 15 minutes before an alert opens and stay
 * clear 15 minutes before it ends (a re-crossing sooner continues it); a bound rule's episode
 * stays open while the value is within 5 % of the limit. Transmission waits its own minutes
 * already, pollution rules judge hourly means (sustained over hours for the class drop), and an
 * outlier (a single spike) is momentary: these open at once.
 */
export const DEFAULT_ALERT_SETTINGS: AlertSettings = {
  transmission: {
    enabled: true,
    notifyCooldownMinutes: COOLDOWN,
    minDurationMinutes: 0,
    rejoinMinutes: 0,
    minutesCAQM: 30,
    minutesMCAQM: 30,
    minutesCRWQM: 30,
    minutesCMWQM: 30,
  },
  exceedance: {
    enabled: true,
    notifyCooldownMinutes: COOLDOWN,
    ...GATE,
    ...DEADBAND,
    defaultRiverClass: 'IIA',
    defaultMarineClass: '2',
    minCapturePct: CAPTURE_MIN_FRACTION * 100,
  },
  outlier: {
    enabled: true,
    notifyCooldownMinutes: COOLDOWN,
    minDurationMinutes: 0,
    rejoinMinutes: 15,
    parameters: [
      'PM25',
      'PM10',
      'SO2',
      'NO2',
      'O3',
      'CO',
      'DO',
      'NH3N',
      'PH',
      'TSS',
      'TURB',
      'M_DO',
      'M_PH',
      'M_TSS',
    ],
    rateOfChangeFactor: 1,
    flatLineHours: 3,
    zScore: 3.5,
    minHours: 12,
  },
  pollution: {
    enabled: true,
    notifyCooldownMinutes: COOLDOWN,
    minDurationMinutes: 0,
    rejoinMinutes: 15,
    parameters: ['DO', 'NH3N', 'PH', 'TSS', 'TURB', 'M_DO', 'M_TSS', 'M_PH'],
    suddenChangePct: 100,
    baselineHours: 6,
    classDrop: 2,
    sustainedHours: 3,
  },
  npe1: {
    enabled: true,
    notifyCooldownMinutes: COOLDOWN,
    ...GATE,
    ...DEADBAND,
    riverClass: 'III',
    riverParameters: NPE_RIVER,
    marineClass: '2',
    marineParameters: NPE_MARINE,
  },
  npe2: {
    enabled: true,
    notifyCooldownMinutes: COOLDOWN,
    ...GATE,
    ...DEADBAND,
    riverClass: 'IV',
    riverParameters: NPE_RIVER,
    marineClass: '3',
    marineParameters: NPE_MARINE,
  },
  pmalert: {
    enabled: true,
    notifyCooldownMinutes: COOLDOWN,
    ...GATE,
    ...DEADBAND,
    levelPM25: 75,
    levelPM10: 150,
    minHours: DAILY_MIN_VALID_HOURS,
  },
};
