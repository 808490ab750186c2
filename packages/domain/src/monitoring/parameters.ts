import type { Medium } from '../modules.js';

/**
 * The parameter catalogue (seed data; a System Admin edits the live rows). Units are the spec's
 * (§9: ug/m3, ppm, m/s, degrees, oC, percent, W/m2) plus the water units. `gross` is the
 * instrument range used by the level-1 gross-range check; `mdl` the method detection limit used
 * by the negative-value check (QUALITY.md). Values are typical instrument specifications.
 */
export interface ParameterSeed {
  readonly code: string;
  readonly medium: Medium;
  readonly nameEn: string;
  readonly nameMs: string;
  readonly unit: string;
  /** Averaging used for reporting and indices: '1H', '8H', '24H', or null for samples. */
  readonly averaging: '1H' | '8H' | '24H' | null;
  readonly decimals: number;
  readonly gross: readonly [number, number];
  readonly mdl: number;
  /** Largest plausible change between consecutive 5-minute values (spike check). */
  readonly maxStep: number;
}

/** Display decimals, instrument range, detection limit and largest plausible step. */
type Limits = [decimals: number, gross: [number, number], mdl: number, maxStep: number];

const p = (
  code: string,
  medium: Medium,
  nameEn: string,
  nameMs: string,
  unit: string,
  averaging: ParameterSeed['averaging'],
  ...[decimals, gross, mdl, maxStep]: Limits
): ParameterSeed => ({
  code,
  medium,
  nameEn,
  nameMs,
  unit,
  averaging,
  decimals,
  gross,
  mdl,
  maxStep,
});

const air = (
  code: string,
  nameEn: string,
  nameMs: string,
  unit: string,
  averaging: ParameterSeed['averaging'],
  ...limits: Limits
) => p(code, 'air', nameEn, nameMs, unit, averaging, ...limits);
/** A water parameter of `medium`: sampled or read as it comes, never averaged for an index. */
const water =
  (medium: Medium) =>
  (code: string, nameEn: string, nameMs: string, unit: string, ...limits: Limits) =>
    p(code, medium, nameEn, nameMs, unit, null, ...limits);
const river = water('river');
const marine = water('marine');
/** The same measurement at sea: a river parameter under its marine code. */
const atSea = (code: string, seed: ParameterSeed): ParameterSeed => ({
  ...seed,
  code,
  medium: 'marine',
});

const DO = river('DO', 'Dissolved oxygen', 'Oksigen terlarut', 'mg/L', 2, [0, 20], 0.05, 4);
const TSS = river(
  'TSS',
  'Total suspended solids',
  'Jumlah pepejal terampai',
  'mg/L',
  0,
  [0, 5000],
  1,
  500,
);
const PH = river('PH', 'pH', 'pH', 'pH', 2, [0, 14], 0.01, 1.5);
const WTEMP = river('WTEMP', 'Water temperature', 'Suhu air', 'oC', 1, [0, 45], 0.1, 3);

export const PARAMETER_SEEDS: readonly ParameterSeed[] = [
  air('PM25', 'PM2.5', 'PM2.5', 'ug/m3', '24H', 0, [0, 1000], 2, 150),
  air('PM10', 'PM10', 'PM10', 'ug/m3', '24H', 0, [0, 1000], 2, 200),
  air('SO2', 'Sulphur dioxide', 'Sulfur dioksida', 'ppm', '1H', 4, [0, 2], 0.001, 0.2),
  air('NO2', 'Nitrogen dioxide', 'Nitrogen dioksida', 'ppm', '1H', 4, [0, 2], 0.001, 0.2),
  air('O3', 'Ozone', 'Ozon', 'ppm', '1H', 4, [0, 1], 0.001, 0.1),
  air('CO', 'Carbon monoxide', 'Karbon monoksida', 'ppm', '8H', 3, [0, 50], 0.02, 10),
  air(
    'BTEX',
    'Benzene, toluene, ethylbenzene and xylenes',
    'Benzena, toluena, etilbenzena dan xilena',
    'ug/m3',
    '1H',
    1,
    [0, 1000],
    0.5,
    200,
  ),
  air(
    'VOC',
    'Volatile organic compounds',
    'Sebatian organik meruap',
    'ppm',
    '1H',
    3,
    [0, 50],
    0.01,
    10,
  ),
  air('WS', 'Wind speed', 'Kelajuan angin', 'm/s', '1H', 1, [0, 60], 0.1, 20),
  air('WD', 'Wind direction', 'Arah angin', 'degrees', '1H', 0, [0, 360], 1, 360),
  air('TEMP', 'Air temperature', 'Suhu udara', 'oC', '1H', 1, [-10, 60], 0.1, 5),
  air('RH', 'Relative humidity', 'Kelembapan relatif', 'percent', '1H', 0, [0, 100], 1, 30),
  air('SR', 'Solar radiation', 'Sinaran suria', 'W/m2', '1H', 0, [0, 1500], 1, 800),
  DO,
  river(
    'DO_SAT',
    'Dissolved oxygen saturation',
    'Ketepuan oksigen terlarut',
    'percent',
    0,
    [0, 250],
    1,
    40,
  ),
  river(
    'BOD',
    'Biochemical oxygen demand',
    'Keperluan oksigen biokimia',
    'mg/L',
    1,
    [0, 500],
    1,
    50,
  ),
  river('COD', 'Chemical oxygen demand', 'Keperluan oksigen kimia', 'mg/L', 0, [0, 2000], 2, 200),
  river('NH3N', 'Ammoniacal nitrogen', 'Nitrogen ammonia', 'mg/L', 2, [0, 100], 0.01, 5),
  TSS,
  PH,
  WTEMP,
  river('COND', 'Conductivity', 'Kekonduksian', 'uS/cm', 0, [0, 100000], 1, 5000),
  river('TURB', 'Turbidity', 'Kekeruhan', 'NTU', 0, [0, 4000], 0.5, 500),
  river('FLOW', 'Flow rate', 'Kadar alir', 'm3/s', 2, [0, 20000], 0.01, 500),
  atSea('M_DO', DO),
  atSea('M_TSS', TSS),
  marine('M_NH3', 'Ammonia', 'Ammonia', 'mg/L', 3, [0, 50], 0.005, 2),
  marine('M_NO3', 'Nitrate', 'Nitrat', 'mg/L', 3, [0, 50], 0.005, 2),
  marine('M_PO4', 'Phosphate', 'Fosfat', 'mg/L', 3, [0, 20], 0.005, 1),
  marine('M_FC', 'Faecal coliform', 'Koliform najis', 'cfu/100mL', 0, [0, 1000000], 1, 100000),
  marine('M_OG', 'Oil and grease', 'Minyak dan gris', 'mg/L', 1, [0, 500], 0.5, 50),
  atSea('M_TEMP', WTEMP),
  marine('M_SAL', 'Salinity', 'Kemasinan', 'ppt', 1, [0, 45], 0.1, 5),
  atSea('M_PH', PH),
  // Tar balls stranded on a beach (manual marine tar-ball survey): weight per square metre of a transect.
  marine('M_TARBALL', 'Tar balls', 'Bebola tar', 'g/m2', 1, [0, 2000], 0.1, 500),
];

/** The API pollutants and the weather of a continuous air station. */
const API_SET = ['PM25', 'PM10', 'SO2', 'NO2', 'O3', 'CO'] as const;
const WEATHER_SET = ['WS', 'WD', 'TEMP', 'RH', 'SR'] as const;
const RIVER_SET = [
  'DO',
  'DO_SAT',
  'BOD',
  'COD',
  'NH3N',
  'TSS',
  'PH',
  'WTEMP',
  'COND',
  'TURB',
  'FLOW',
] as const;
const MARINE_SET = [
  'M_DO',
  'M_TSS',
  'M_NH3',
  'M_NO3',
  'M_PO4',
  'M_FC',
  'M_OG',
  'M_TEMP',
  'M_SAL',
  'M_PH',
] as const;

/** The parameters a station of each kind measures (continuous air: the API set plus weather). */
export const STATION_PARAMETER_SETS = {
  airContinuous: [...API_SET, ...WEATHER_SET],
  airIndustrial: [...API_SET, 'BTEX', 'VOC', ...WEATHER_SET],
  airManual: ['PM10', 'PM25'],
  river: RIVER_SET,
  // Continuous river stations estimate BOD and COD with UV-Vis probes, so their WQI is computable.
  riverContinuous: RIVER_SET,
  marine: MARINE_SET,
  // Continuous marine buoys carry nutrient and online coliform analysers: every MMWQI parameter.
  marineContinuous: ['M_DO', 'M_TSS', 'M_NH3', 'M_NO3', 'M_PO4', 'M_FC', 'M_TEMP', 'M_SAL', 'M_PH'],
  // Manual marine stations on a beach (coastal or island) also survey tar balls.
  marineBeach: [...MARINE_SET, 'M_TARBALL'],
} as const;
