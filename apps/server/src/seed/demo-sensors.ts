import { DAY_MS } from '@eqmp/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema/index.js';
import { hash01 } from './demo-shapes.js';

type Instrument = readonly [make: string, model: string];

/**
 * The instruments a continuous station of this kind typically carries, per parameter (two
 * makes for the gas analysers, as DOE's network has both). One instrument may measure several
 * parameters (a multiparameter sonde, a NOx analyser): each parameter still gets its own row,
 * as the sensor list is per parameter.
 */
const INSTRUMENTS: Readonly<Record<string, readonly Instrument[]>> = {
  PM25: [['Met One Instruments', 'BAM-1020 (PM2.5)']],
  PM10: [['Met One Instruments', 'BAM-1020 (PM10)']],
  SO2: [
    ['Thermo Scientific', '43i'],
    ['Teledyne API', 'T100'],
  ],
  NO2: [
    ['Thermo Scientific', '42i'],
    ['Teledyne API', 'T200'],
  ],
  O3: [
    ['Thermo Scientific', '49i'],
    ['Teledyne API', 'T400'],
  ],
  CO: [
    ['Thermo Scientific', '48i'],
    ['Teledyne API', 'T300'],
  ],
  BTEX: [['Synspec', 'GC955-611']],
  VOC: [['Synspec', 'GC955-815']],
  WS: [['Vaisala', 'WMT700']],
  WD: [['Vaisala', 'WMT700']],
  TEMP: [['Vaisala', 'HMP155']],
  RH: [['Vaisala', 'HMP155']],
  SR: [['Kipp & Zonen', 'CMP10']],
  DO: [['YSI', 'EXO2 optical DO']],
  DO_SAT: [['YSI', 'EXO2 optical DO']],
  PH: [['YSI', 'EXO2 pH']],
  WTEMP: [['YSI', 'EXO2 conductivity/temperature']],
  COND: [['YSI', 'EXO2 conductivity/temperature']],
  TURB: [['YSI', 'EXO2 turbidity']],
  NH3N: [['Hach', 'Amtax sc']],
  BOD: [['s::can', 'spectro::lyser V3']],
  COD: [['s::can', 'spectro::lyser V3']],
  TSS: [['s::can', 'spectro::lyser V3']],
  FLOW: [['Teledyne ISCO', '2150']],
  M_DO: [['YSI', 'EXO2 optical DO']],
  M_PH: [['YSI', 'EXO2 pH']],
  M_TEMP: [['YSI', 'EXO2 conductivity/temperature']],
  M_SAL: [['YSI', 'EXO2 conductivity/temperature']],
  M_TSS: [['YSI', 'EXO2 turbidity']],
  M_NH3: [['Sea-Bird Scientific', 'HydroCycle-NH4']],
  M_NO3: [['Sea-Bird Scientific', 'SUNA V2']],
  M_PO4: [['Sea-Bird Scientific', 'HydroCycle-PO4']],
  M_FC: [['Fluidion', 'ALERT System']],
};

/**
 * The demo's sensors: one row per parameter of every continuous demo station, with a make and
 * model of its kind, a serial number and an installation date; about one in thirty is in
 * maintenance. Only on an instance without any sensor (an inventory a person keeps is kept).
 */
export async function seedDemoSensors(db: Kysely<Database>): Promise<number> {
  if (await db.selectFrom('sensor').select('id').limit(1).executeTakeFirst()) return 0;
  const rows = await db
    .selectFrom('stationParameter')
    .innerJoin('station', 'station.id', 'stationParameter.stationId')
    .innerJoin('demoStation', 'demoStation.stationId', 'station.id')
    .select(['station.id', 'stationParameter.parameterCode'])
    .where('station.expectedIntervalMinutes', 'is not', null)
    .where('stationParameter.isActive', '=', true)
    .orderBy('station.id')
    .orderBy('stationParameter.parameterCode')
    .execute();
  const sensors = rows.flatMap(({ id, parameterCode }) => {
    const choices = INSTRUMENTS[parameterCode];
    if (!choices) return [];
    const u = hash01(`sensor|${id}|${parameterCode}`);
    const [make, model] = choices[Math.floor(hash01(`make|${id}`) * choices.length)]!;
    const installed = new Date(Date.UTC(2017, 0, 1) + Math.floor(u * 8 * 365) * DAY_MS);
    return [
      {
        stationId: id,
        parameterCode,
        make,
        model,
        serialNo: `${make
          .replace(/[^A-Za-z]/g, '')
          .slice(0, 3)
          .toUpperCase()}-${String(Math.floor(u * 1e7)).padStart(7, '0')}`,
        installedOn: installed.toISOString().slice(0, 10),
        status: hash01(`status|${id}|${parameterCode}`) < 0.033 ? 'maintenance' : 'active',
      } as const,
    ];
  });
  for (let i = 0; i < sensors.length; i += 500)
    await db
      .insertInto('sensor')
      .values(sensors.slice(i, i + 500))
      .execute();
  return sensors.length;
}
