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

const p = (
  code: string,
  medium: Medium,
  nameEn: string,
  nameMs: string,
  unit: string,
  averaging: ParameterSeed['averaging'],
  decimals: number,
  gross: [number, number],
  mdl: number,
  maxStep: number,
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

export const PARAMETER_SEEDS: readonly ParameterSeed[] = [
  p('PM25', 'air', 'PM2.5', 'PM2.5', 'ug/m3', '24H', 0, [0, 1000], 2, 150),
  p('PM10', 'air', 'PM10', 'PM10', 'ug/m3', '24H', 0, [0, 1000], 2, 200),
  p('SO2', 'air', 'Sulphur dioxide', 'Sulfur dioksida', 'ppm', '1H', 4, [0, 2], 0.001, 0.2),
  p('NO2', 'air', 'Nitrogen dioxide', 'Nitrogen dioksida', 'ppm', '1H', 4, [0, 2], 0.001, 0.2),
  p('O3', 'air', 'Ozone', 'Ozon', 'ppm', '1H', 4, [0, 1], 0.001, 0.1),
  p('CO', 'air', 'Carbon monoxide', 'Karbon monoksida', 'ppm', '8H', 3, [0, 50], 0.02, 10),
  p(
    'BTEX',
    'air',
    'Benzene, toluene, ethylbenzene and xylenes',
    'Benzena, toluena, etilbenzena dan xilena',
    'ug/m3',
    '1H',
    1,
    [0, 1000],
    0.5,
    200,
  ),
  p(
    'VOC',
    'air',
    'Volatile organic compounds',
    'Sebatian organik meruap',
    'ppm',
    '1H',
    3,
    [0, 50],
    0.01,
    10,
  ),
  p('WS', 'air', 'Wind speed', 'Kelajuan angin', 'm/s', '1H', 1, [0, 60], 0.1, 20),
  p('WD', 'air', 'Wind direction', 'Arah angin', 'degrees', '1H', 0, [0, 360], 1, 360),
  p('TEMP', 'air', 'Air temperature', 'Suhu udara', 'oC', '1H', 1, [-10, 60], 0.1, 5),
  p('RH', 'air', 'Relative humidity', 'Kelembapan relatif', 'percent', '1H', 0, [0, 100], 1, 30),
  p('SR', 'air', 'Solar radiation', 'Sinaran suria', 'W/m2', '1H', 0, [0, 1500], 1, 800),
  p('DO', 'river', 'Dissolved oxygen', 'Oksigen terlarut', 'mg/L', null, 2, [0, 20], 0.05, 4),
  p(
    'DO_SAT',
    'river',
    'Dissolved oxygen saturation',
    'Ketepuan oksigen terlarut',
    'percent',
    null,
    0,
    [0, 250],
    1,
    40,
  ),
  p(
    'BOD',
    'river',
    'Biochemical oxygen demand',
    'Keperluan oksigen biokimia',
    'mg/L',
    null,
    1,
    [0, 500],
    1,
    50,
  ),
  p(
    'COD',
    'river',
    'Chemical oxygen demand',
    'Keperluan oksigen kimia',
    'mg/L',
    null,
    0,
    [0, 2000],
    2,
    200,
  ),
  p('NH3N', 'river', 'Ammoniacal nitrogen', 'Nitrogen ammonia', 'mg/L', null, 2, [0, 100], 0.01, 5),
  p(
    'TSS',
    'river',
    'Total suspended solids',
    'Jumlah pepejal terampai',
    'mg/L',
    null,
    0,
    [0, 5000],
    1,
    500,
  ),
  p('PH', 'river', 'pH', 'pH', 'pH', null, 2, [0, 14], 0.01, 1.5),
  p('WTEMP', 'river', 'Water temperature', 'Suhu air', 'oC', null, 1, [0, 45], 0.1, 3),
  p('COND', 'river', 'Conductivity', 'Kekonduksian', 'uS/cm', null, 0, [0, 100000], 1, 5000),
  p('TURB', 'river', 'Turbidity', 'Kekeruhan', 'NTU', null, 0, [0, 4000], 0.5, 500),
  p('FLOW', 'river', 'Flow rate', 'Kadar alir', 'm3/s', null, 2, [0, 20000], 0.01, 500),
  p('M_DO', 'marine', 'Dissolved oxygen', 'Oksigen terlarut', 'mg/L', null, 2, [0, 20], 0.05, 4),
  p(
    'M_TSS',
    'marine',
    'Total suspended solids',
    'Jumlah pepejal terampai',
    'mg/L',
    null,
    0,
    [0, 5000],
    1,
    500,
  ),
  p('M_NH3', 'marine', 'Ammonia', 'Ammonia', 'mg/L', null, 3, [0, 50], 0.005, 2),
  p('M_NO3', 'marine', 'Nitrate', 'Nitrat', 'mg/L', null, 3, [0, 50], 0.005, 2),
  p('M_PO4', 'marine', 'Phosphate', 'Fosfat', 'mg/L', null, 3, [0, 20], 0.005, 1),
  p(
    'M_FC',
    'marine',
    'Faecal coliform',
    'Koliform najis',
    'cfu/100mL',
    null,
    0,
    [0, 1000000],
    1,
    100000,
  ),
  p('M_OG', 'marine', 'Oil and grease', 'Minyak dan gris', 'mg/L', null, 1, [0, 500], 0.5, 50),
  p('M_TEMP', 'marine', 'Water temperature', 'Suhu air', 'oC', null, 1, [0, 45], 0.1, 3),
  p('M_SAL', 'marine', 'Salinity', 'Kemasinan', 'ppt', null, 1, [0, 45], 0.1, 5),
  p('M_PH', 'marine', 'pH', 'pH', 'pH', null, 2, [0, 14], 0.01, 1.5),
  // Tar balls stranded on a beach (manual marine tar-ball survey): weight per square metre of a transect.
  p('M_TARBALL', 'marine', 'Tar balls', 'Bebola tar', 'g/m2', null, 1, [0, 2000], 0.1, 500),
];

/** The parameters a station of each kind measures (continuous air: the API set plus weather). */
export const STATION_PARAMETER_SETS = {
  airContinuous: ['PM25', 'PM10', 'SO2', 'NO2', 'O3', 'CO', 'WS', 'WD', 'TEMP', 'RH', 'SR'],
  airIndustrial: [
    'PM25',
    'PM10',
    'SO2',
    'NO2',
    'O3',
    'CO',
    'BTEX',
    'VOC',
    'WS',
    'WD',
    'TEMP',
    'RH',
    'SR',
  ],
  airManual: ['PM10', 'PM25'],
  river: ['DO', 'DO_SAT', 'BOD', 'COD', 'NH3N', 'TSS', 'PH', 'WTEMP', 'COND', 'TURB', 'FLOW'],
  // Continuous river stations estimate BOD and COD with UV-Vis probes, so their WQI is computable.
  riverContinuous: [
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
  ],
  marine: ['M_DO', 'M_TSS', 'M_NH3', 'M_NO3', 'M_PO4', 'M_FC', 'M_OG', 'M_TEMP', 'M_SAL', 'M_PH'],
  // Continuous marine buoys carry nutrient and online coliform analysers: every MMWQI parameter.
  marineContinuous: ['M_DO', 'M_TSS', 'M_NH3', 'M_NO3', 'M_PO4', 'M_FC', 'M_TEMP', 'M_SAL', 'M_PH'],
  // Manual marine stations on a beach (coastal or island) also survey tar balls.
  marineBeach: [
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
    'M_TARBALL',
  ],
} as const;
