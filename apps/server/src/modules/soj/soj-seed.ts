import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema/index.js';
import { createSojRepository } from './soj.repository.js';

/**
 * The programme's parameter list (marine water, lab methods of APHA Standard Methods, 23rd ed.).
 * Inserted once; rows changed later are left as they are.
 */
export const SOJ_PARAMETER_SEEDS = [
  {
    code: 'DO',
    nameEn: 'Dissolved oxygen',
    nameMs: 'Oksigen terlarut',
    unit: 'mg/L',
    method: 'APHA 4500-O G (membrane electrode)',
    decimals: 2,
  },
  {
    code: 'PH',
    nameEn: 'pH',
    nameMs: 'pH',
    unit: 'pH',
    method: 'APHA 4500-H+ B (electrometric)',
    decimals: 2,
  },
  {
    code: 'TEMP',
    nameEn: 'Temperature',
    nameMs: 'Suhu',
    unit: '°C',
    method: 'APHA 2550 B (in situ probe)',
    decimals: 1,
  },
  {
    code: 'SAL',
    nameEn: 'Salinity',
    nameMs: 'Kemasinan',
    unit: 'PSU',
    method: 'APHA 2520 B (conductivity)',
    decimals: 2,
  },
  {
    code: 'TSS',
    nameEn: 'Total suspended solids',
    nameMs: 'Jumlah pepejal terampai',
    unit: 'mg/L',
    method: 'APHA 2540 D (gravimetric)',
    decimals: 1,
  },
  {
    code: 'NH3N',
    nameEn: 'Ammonia (un-ionised) as N',
    nameMs: 'Ammonia (tak terion) sebagai N',
    unit: 'µg/L',
    method: 'APHA 4500-NH3 F (phenate)',
    decimals: 1,
  },
  {
    code: 'NO3N',
    nameEn: 'Nitrate as N',
    nameMs: 'Nitrat sebagai N',
    unit: 'µg/L',
    method: 'APHA 4500-NO3 E (cadmium reduction)',
    decimals: 1,
  },
  {
    code: 'PO4',
    nameEn: 'Phosphate',
    nameMs: 'Fosfat',
    unit: 'µg/L',
    method: 'APHA 4500-P E (ascorbic acid)',
    decimals: 1,
  },
  {
    code: 'OG',
    nameEn: 'Oil and grease',
    nameMs: 'Minyak dan gris',
    unit: 'mg/L',
    method: 'APHA 5520 B (partition-gravimetric)',
    decimals: 2,
  },
  {
    code: 'FC',
    nameEn: 'Faecal coliform',
    nameMs: 'Koliform najis',
    unit: 'cfu/100 mL',
    method: 'APHA 9222 D (membrane filtration)',
    decimals: 0,
  },
  {
    code: 'CU',
    nameEn: 'Copper',
    nameMs: 'Kuprum',
    unit: 'µg/L',
    method: 'APHA 3125 B (ICP-MS)',
    decimals: 2,
  },
  {
    code: 'PB',
    nameEn: 'Lead',
    nameMs: 'Plumbum',
    unit: 'µg/L',
    method: 'APHA 3125 B (ICP-MS)',
    decimals: 2,
  },
] as const;

/**
 * The first version of the agreed criteria: the Malaysia Marine Water Quality Criteria and
 * Standard, class 2 (marine life, fisheries, coral reefs, recreation). A later agreed version is
 * added as new rows; results are judged against the version in force on their sampling day.
 */
export const SOJ_STANDARD_SEED = {
  version: 'MWQCS-C2',
  effectiveFrom: '2019-01-01',
  source:
    'Malaysia Marine Water Quality Criteria and Standard (MWQCS), Class 2, Department of Environment',
  rows: [
    { parameterCode: 'DO', min: 5, max: null },
    { parameterCode: 'PH', min: 6.5, max: 8.5 },
    { parameterCode: 'TSS', min: null, max: 50 },
    { parameterCode: 'NH3N', min: null, max: 70 },
    { parameterCode: 'NO3N', min: null, max: 60 },
    { parameterCode: 'PO4', min: null, max: 75 },
    { parameterCode: 'OG', min: null, max: 0.14 },
    { parameterCode: 'FC', min: null, max: 100 },
    { parameterCode: 'CU', min: null, max: 2.9 },
    { parameterCode: 'PB', min: null, max: 8.5 },
  ],
} as const;

/** Seeds the parameter list and the first standard version (every start; idempotent). */
export async function seedSojReference(db: Kysely<Database>): Promise<void> {
  const repo = createSojRepository(db);
  await repo.addParameters(SOJ_PARAMETER_SEEDS.map((p, sortOrder) => ({ ...p, sortOrder })));
  const { version, effectiveFrom, source, rows } = SOJ_STANDARD_SEED;
  await repo.addCriteriaVersion(
    db,
    'standard',
    { version, effectiveFrom, source, rows: rows.map((r) => ({ ...r, stationGroup: null })) },
    'system',
  );
}
