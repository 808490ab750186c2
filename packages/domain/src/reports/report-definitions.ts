import { roleName } from '../access/functions.js';
import type { MenuGroup } from '../routes/page-def.js';
import { MODULES, type Medium, type ModuleCode } from '../modules.js';

/**
 * How a report is computed (the server has one builder per kind):
 * - `daily`: one station, one local day, every hour (spec "hourly/daily").
 * - `monthly`: one station, one month, daily means with the 75 % rule.
 * - `yearly`: stations (or a state), one parameter, one year, a statistic per month and the year.
 * - `samples`: every manual sample of the stations in a range (or of an investigative case).
 * - `sampleMonthly`: monthly means of manual samples per station, with the index of the means.
 * - `triennial`: three-year means of manual samples per station, with the index of the means.
 * - `boxplot`: quartiles of one parameter's samples per station.
 * - `descriptive`: statistics of every parameter of one station over a range.
 * - `hotspot`: fire hotspots per state and day.
 * - `caseSummary`: the investigative cases of a year, their stations, samples and index.
 * - `eventSummary`: the alert episodes (exceedance, pollution, NPE) of stations in a range.
 * - `tarball`: the tar-ball survey samples of beach stations in a range, with their class.
 * - `caseFollowUp`: each sampling round of a marine investigative case since it started, with
 *   each station's index and whether it has recovered (contireport).
 * - `npe`: the manual sample values of stations in a range that reach an NPE tier (NPE1, NPE2).
 */
export const REPORT_KINDS = [
  'daily',
  'monthly',
  'yearly',
  'samples',
  'sampleMonthly',
  'triennial',
  'boxplot',
  'descriptive',
  'hotspot',
  'caseSummary',
  'eventSummary',
  'tarball',
  'caseFollowUp',
  'npe',
] as const;
export type ReportKind = (typeof REPORT_KINDS)[number];

/** The period picker a report shows: a date, a month, a year, or a from–to range of dates. */
export type ReportPeriod = 'day' | 'month' | 'year' | 'range';

/** The index a medium's reports show (spec: air API, river WQI and class, marine index and category). */
export type ReportIndex = 'api' | 'wqi' | 'mwqi';

/** One preformatted report of one module: its page, how it is computed and what it asks for. */
export interface ReportDefinition {
  /** The id of its page in PAGES. */
  readonly id: string;
  readonly module: ModuleCode;
  /** The page path segment (spec §2), e.g. `monthly` in `/eqmp/app/air/caqm/report/monthly`. */
  readonly name: string;
  readonly kind: ReportKind;
  readonly period: ReportPeriod;
  /** Station picker: one station, several (or a whole state), or none. */
  readonly stations: 'one' | 'many' | 'none';
  /** Parameter picker: one, several (default: all of the station), or none. */
  readonly parameters: 'one' | 'many' | 'none';
  /** Investigative reports pick a case (`caseID`) of a year instead of stations. */
  readonly byCase: boolean;
  readonly group: Extract<MenuGroup, 'reports' | 'operational'>;
  readonly order: number;
}

const INDEX_OF_MEDIUM: Readonly<Record<Medium, ReportIndex>> = {
  air: 'api',
  river: 'wqi',
  marine: 'mwqi',
};

/** The index a module's reports show. */
export function reportIndexOf(module: ModuleCode): ReportIndex {
  return INDEX_OF_MEDIUM[MODULES[module].medium];
}

type Shape = Omit<ReportDefinition, 'id' | 'module' | 'name' | 'order' | 'group'> & {
  group?: ReportDefinition['group'];
};
const SHAPES = {
  daily: { kind: 'daily', period: 'day', stations: 'one', parameters: 'many', byCase: false },
  monthly: { kind: 'monthly', period: 'month', stations: 'one', parameters: 'many', byCase: false },
  yearly: { kind: 'yearly', period: 'year', stations: 'many', parameters: 'one', byCase: false },
  samples: {
    kind: 'samples',
    period: 'range',
    stations: 'many',
    parameters: 'many',
    byCase: false,
  },
  sampleMonthly: {
    kind: 'sampleMonthly',
    period: 'year',
    stations: 'many',
    parameters: 'many',
    byCase: false,
  },
  triennial: {
    kind: 'triennial',
    period: 'year',
    stations: 'many',
    parameters: 'many',
    byCase: false,
  },
  boxplot: { kind: 'boxplot', period: 'range', stations: 'many', parameters: 'one', byCase: false },
  descriptive: {
    kind: 'descriptive',
    period: 'range',
    stations: 'one',
    parameters: 'many',
    byCase: false,
    group: 'operational',
  },
  hotspot: {
    kind: 'hotspot',
    period: 'range',
    stations: 'none',
    parameters: 'none',
    byCase: false,
  },
  caseSamples: {
    kind: 'samples',
    period: 'year',
    stations: 'none',
    parameters: 'many',
    byCase: true,
  },
  caseSummary: {
    kind: 'caseSummary',
    period: 'year',
    stations: 'none',
    parameters: 'none',
    byCase: false,
  },
  eventSummary: {
    kind: 'eventSummary',
    period: 'range',
    stations: 'many',
    parameters: 'none',
    byCase: false,
    group: 'operational',
  },
  tarball: {
    kind: 'tarball',
    period: 'range',
    stations: 'many',
    parameters: 'none',
    byCase: false,
  },
  caseFollowUp: {
    kind: 'caseFollowUp',
    period: 'year',
    stations: 'none',
    parameters: 'none',
    byCase: true,
  },
  npe: { kind: 'npe', period: 'range', stations: 'many', parameters: 'none', byCase: false },
} as const satisfies Record<string, Shape>;

const report = <const I extends string, const M extends ModuleCode>(
  id: I,
  module: M,
  name: string,
  shape: Shape,
  order: number,
) =>
  ({ id, module, name, order, group: 'reports', ...shape }) satisfies ReportDefinition & { id: I };

const lowerCode = <M extends ModuleCode>(module: M) => module.toLowerCase() as Lowercase<M>;
/** A report of `module` whose page id is the module's lower-case code, `Report` and `suffix`. */
const moduleReport = <const M extends ModuleCode, const S extends string>(
  module: M,
  suffix: S,
  name: string,
  shape: Shape,
  order: number,
) => report(`${lowerCode(module)}Report${suffix}`, module, name, shape, order);

/** The hourly-data reports of a continuous module: a day, a month, a year. */
const continuousReports = <const M extends ModuleCode>(module: M) =>
  [
    moduleReport(module, 'Daily', 'daily', SHAPES.daily, 10),
    moduleReport(module, 'Monthly', 'monthly', SHAPES.monthly, 20),
    moduleReport(module, 'Yearly', 'yearly', SHAPES.yearly, 30),
  ] as const;

/** The sample reports of a manual water module: samples, monthly and three-year means, box plots. */
const waterSampleReports = <const M extends ModuleCode>(module: M) =>
  [
    moduleReport(module, 'Sampling', 'sampling', SHAPES.samples, 10),
    moduleReport(module, 'Monthly', 'monthly', SHAPES.sampleMonthly, 20),
    moduleReport(module, 'Triennial', 'triennial', SHAPES.triennial, 30),
    moduleReport(module, 'Boxplot', 'boxplot', SHAPES.boxplot, 40),
  ] as const;

const hotspotReport = <const M extends ModuleCode>(module: M) =>
  moduleReport(module, 'Hotspot', 'hotspot', SHAPES.hotspot, 40);
const descriptiveReport = <const M extends ModuleCode>(module: M) =>
  moduleReport(module, 'DescriptiveStatistic', 'descriptive_statistic', SHAPES.descriptive, 10);
const eventSummaryReport = <const M extends ModuleCode>(module: M) =>
  moduleReport(module, 'EventSummary', 'event_summary', SHAPES.eventSummary, 10);

/**
 * Which module has which preformatted report (spec §2 "Report pages" and the side menu's
 * "Preformatted Reports"; descriptive_statistic sits under "Operational Report"), with the id of
 * its page (event_summary sits under "Operational Report" too).
 */
export const REPORTS = [
  ...continuousReports('CAQM'),
  hotspotReport('CAQM'),
  ...continuousReports('MCAQM'),
  hotspotReport('MCAQM'),
  report('maqmReportSampling', 'MAQM', 'sampling', SHAPES.samples, 10),
  report('maqmReportMonthly', 'MAQM', 'monthly', SHAPES.sampleMonthly, 20),
  report('maqmReportYearly', 'MAQM', 'yearly', SHAPES.yearly, 30),
  hotspotReport('MAQM'),
  ...continuousReports('CRWQM'),
  descriptiveReport('CRWQM'),
  ...continuousReports('CMWQM'),
  descriptiveReport('CMWQM'),
  ...waterSampleReports('MRWQM'),
  eventSummaryReport('MRWQM'),
  ...waterSampleReports('MMWQM'),
  report('mmwqmReportTarball', 'MMWQM', 'tarball', SHAPES.tarball, 50),
  // Spec §2: manual marine is analogous to river and "adds a tarball report and an npe report".
  report('mmwqmReportNpe', 'MMWQM', 'npe', SHAPES.npe, 60),
  eventSummaryReport('MMWQM'),
  report('rwisReportRwisMonthly', 'RWIS', 'rwis_monthly', SHAPES.caseSamples, 10),
  report('rwisReportRwisSummary', 'RWIS', 'rwis_summary', SHAPES.caseSummary, 20),
  report('mwisReportMonthly', 'MWIS', 'monthly', SHAPES.caseSamples, 10),
  report('mwisReportContireport', 'MWIS', 'contireport', SHAPES.caseFollowUp, 20),
] as const;

/** The page id of a report page, e.g. `caqmReportMonthly`. */
export type ReportPageId = (typeof REPORTS)[number]['id'];

/** Modules that have preformatted reports. */
export const REPORT_MODULES: readonly ModuleCode[] = [...new Set(REPORTS.map((r) => r.module))];

/** The reports of a module, in menu order. */
export function reportsOf(module: ModuleCode): ReportDefinition[] {
  return (REPORTS as readonly ReportDefinition[]).filter((r) => r.module === module);
}

/** The report `name` of `module`, or undefined when the module has no such report. */
export function findReport(module: ModuleCode, name: string): ReportDefinition | undefined {
  return (REPORTS as readonly ReportDefinition[]).find(
    (r) => r.module === module && r.name === name,
  );
}

/**
 * Days a from–to report covers until the user picks a range: the last 30 days where data is
 * continuous, the last year for sampling programmes (monthly or quarterly rounds), so a sample
 * list or a box plot opens on several samples, not one.
 */
export function defaultRangeDays(def: Pick<ReportDefinition, 'module'>): number {
  const kind = MODULES[def.module].kind;
  return kind === 'continuous' || kind === 'mobile' ? 30 : 365;
}

/** The role that opens a module's reports (spec §6 per-module role "reports"). */
export const reportRole = (module: ModuleCode): string => roleName('Report', module);

/**
 * The locale key of a report's title. The side menu's "water quality data" and "continuous data"
 * (spec §2) are the water modules' sampling and hourly/daily reports, so they are titled so.
 */
export function reportTitleKey(def: Pick<ReportDefinition, 'module' | 'name'>): string {
  const water = MODULES[def.module].medium !== 'air';
  const name =
    water && def.name === 'daily'
      ? 'continuous_data'
      : water && def.name === 'sampling'
        ? 'water_quality_data'
        : def.name;
  return `reports:report.${name}.title`;
}

/** The web path of a report page (spec §2), e.g. `/eqmp/app/river/rwis/report/rwis_monthly`. */
export function reportPath(def: Pick<ReportDefinition, 'module' | 'name'>): string {
  return `${MODULES[def.module].prefix}/report/${def.name}`;
}
