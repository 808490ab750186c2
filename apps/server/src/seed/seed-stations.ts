import { STATION_PARAMETER_SETS, type ModuleCode } from '@eqmp/domain';
import type { Kysely } from 'kysely';
import type { Database, StationTable } from '../db/schema/index.js';
import {
  contains,
  polygonsOf,
  randomPointIn,
  round5,
  seededRng,
  type Rng,
} from '../reference/geo.js';
import { readCsv, readGeoJson, type Feature } from '../reference/reference-files.js';

type NewStation = Omit<StationTable, 'createdAt' | 'updatedAt' | 'isActive'> & {
  parameters: readonly string[];
};

const CONTINUOUS_INTERVAL = 5;
const INDUSTRIAL = new Set([
  'CA34J',
  'CA44T',
  'CA45T',
  'CA42T',
  'CA49S',
  'CA58Q',
  'CA07P',
  'CA21B',
]);

/** How many generated stations each module gets, and the states they may stand in. */
const GENERATED: readonly {
  module: ModuleCode;
  prefix: string;
  count: number;
  states?: readonly string[];
}[] = [
  { module: 'MAQM', prefix: 'MA', count: 12 },
  { module: 'CRWQM', prefix: 'CR', count: 16 },
  { module: 'MRWQM', prefix: 'MR', count: 40 },
  { module: 'RWIS', prefix: 'RI', count: 6 },
  { module: 'CMWQM', prefix: 'CM', count: 10 },
  { module: 'MMWQM', prefix: 'MM', count: 30 },
  { module: 'MWIS', prefix: 'MI', count: 5 },
  { module: 'SOJ', prefix: 'SJ', count: 8, states: ['Johor'] },
];

const LOCATION_TYPES = ['COASTAL', 'ESTUARY', 'ISLAND'] as const;
const pick = <T>(items: readonly T[], rng: Rng): T => items[Math.floor(rng() * items.length)]!;

/** Vertices of a state that lie on the country's coastline (shared with the outline). */
function coastalVertices(
  state: Feature,
  outlineKeys: ReadonlySet<string>,
  islandsOnly: boolean,
): [number, number][] {
  return polygonsOf(state).flatMap(([outer]) => {
    if (!outer) return [];
    const xs = outer.map((p) => p[0]!);
    const ys = outer.map((p) => p[1]!);
    const isIsland =
      Math.max(...xs) - Math.min(...xs) < 0.35 && Math.max(...ys) - Math.min(...ys) < 0.35;
    if (islandsOnly !== isIsland) return [];
    return outer
      .filter((p) => outlineKeys.has(`${p[0]},${p[1]}`))
      .map((p) => [p[0]!, p[1]!] as [number, number]);
  });
}

/**
 * How far off a coastline vertex a marine station stands, in degrees: about 1.5 km, and 450 m in
 * the Straits of Johor, which are 0.6–2 km wide.
 */
const OFFSHORE_DEG = 0.0135;
const STRAITS_OFFSHORE_DEG = 0.004;

/**
 * A point at sea just off a coastline vertex: the first of sixteen directions around it, at
 * `deg`, that lies in no state; null when every one falls on land (a vertex deep
 * in a narrow inlet), so the caller tries another vertex.
 */
function offshoreOf(vertex: readonly [number, number], states: readonly Feature[], deg: number) {
  for (let k = 0; k < 16; k++) {
    const angle = (k * Math.PI) / 8;
    const point: [number, number] = [
      round5(vertex[0] + deg * Math.cos(angle)),
      round5(vertex[1] + deg * Math.sin(angle)),
    ];
    if (!states.some((state) => contains(state, point))) return point;
  }
  return null;
}

/** A station's published coordinates; a mobile unit without any gets a generated base in its state. */
function coordinatesOf(
  row: Record<string, string>,
  mobileState: Feature | undefined,
  rng: Rng,
): { longitude: number | null; latitude: number | null } {
  if (row.longitude && row.latitude)
    return { longitude: Number(row.longitude), latitude: Number(row.latitude) };
  if (!mobileState) return { longitude: null, latitude: null };
  const [longitude, latitude] = randomPointIn(mobileState, rng).map(round5) as [number, number];
  return { longitude, latitude };
}

/** Rivers of each state, grouped by basin. */
type BasinsByState = Map<number, { basinId: number; rivers: { id: number; name: string }[] }[]>;

/** The real DOE air stations (CAQM and the mobile MCAQM units); notes each state's id letter. */
function pushAirStations(
  stations: NewStation[],
  stateLetter: Map<string, string>,
  states: Map<string, number>,
  stateFeatures: Map<string, Feature>,
  rng: Rng,
) {
  // Mobile units have no published base: the demo gives each a generated one in its state, from
  // a generator of its own so the other stations stay where they were.
  const mobileRng = seededRng(68);

  for (const row of readCsv('doe-caqm-stations.csv')) {
    const mobile = row.station_type!.startsWith('mobile');
    if (!mobile) stateLetter.set(row.state!, row.station_id!.at(-1)!);
    const industrial = INDUSTRIAL.has(row.station_id!);
    stations.push({
      id: row.station_id!,
      module: mobile ? 'MCAQM' : 'CAQM',
      name: row.station_name!,
      stateId: states.get(row.state!) ?? null,
      districtId: null,
      place: row.site_2016 || null,
      lotInfo: null,
      address: row.site_2016 || null,
      ...coordinatesOf(row, mobile ? stateFeatures.get(row.state!) : undefined, mobileRng),
      category: mobile
        ? 'Mobile'
        : industrial
          ? 'Industrial'
          : pick(['Urban', 'Suburban', 'Urban', 'Rural'], rng),
      locationType: null,
      targetClass: null,
      basinId: null,
      riverId: null,
      pictureKey: null,
      expectedIntervalMinutes: CONTINUOUS_INTERVAL,
      parameters:
        mobile || !industrial
          ? STATION_PARAMETER_SETS.airContinuous
          : STATION_PARAMETER_SETS.airIndustrial,
    });
  }
}

/** Each state's basins with their rivers. */
async function basinsOfStates(db: Kysely<Database>): Promise<BasinsByState> {
  const basinsByState: BasinsByState = new Map();
  const links = await db
    .selectFrom('basinState')
    .innerJoin('river', 'river.basinId', 'basinState.basinId')
    .select(['basinState.stateId', 'basinState.basinId', 'river.id', 'river.name'])
    .execute();
  for (const link of links) {
    const list = basinsByState.get(link.stateId) ?? [];
    let basin = list.find((b) => b.basinId === link.basinId);
    if (!basin) list.push((basin = { basinId: link.basinId, rivers: [] }));
    basin.rivers.push({ id: link.id, name: link.name });
    basinsByState.set(link.stateId, list);
  }
  return basinsByState;
}

/** Generated stations of the other modules, placed inside their state (marine ones off its coast). */
function pushGeneratedStations(
  stations: NewStation[],
  stateLetter: Map<string, string>,
  states: Map<string, number>,
  stateFeatures: Map<string, Feature>,
  outlineKeys: Set<string>,
  basinsByState: BasinsByState,
  rng: Rng,
) {
  const stateNames = [...states.keys()].filter((name) => stateFeatures.has(name));
  // A marine station stands off a state's coast: never in a state without one (Kuala Lumpur,
  // Putrajaya).
  const coastalStates = stateNames.filter(
    (name) => coastalVertices(stateFeatures.get(name)!, outlineKeys, false).length > 0,
  );
  const allStates = [...stateFeatures.values()];
  for (const spec of GENERATED) {
    const medium = spec.module.endsWith('AQM')
      ? 'air'
      : spec.module.includes('RW') || spec.module === 'RWIS'
        ? 'river'
        : 'marine';
    for (let n = 1; n <= spec.count; n++) {
      const candidates = (spec.states ?? (medium === 'marine' ? coastalStates : stateNames)).filter(
        (s) => medium !== 'river' || basinsByState.has(states.get(s)!),
      );
      const stateName = pick(candidates, rng);
      const feature = stateFeatures.get(stateName)!;
      const stateId = states.get(stateName)!;
      const id = `${spec.prefix}${stateLetter.get(stateName) ?? 'X'}${String(n).padStart(2, '0')}`;
      let point = randomPointIn(feature, rng);
      let locationType: NewStation['locationType'] = null;
      let basinId: number | null = null;
      let river: { id: number; name: string } | null = null;
      if (medium === 'marine') {
        locationType = spec.module === 'SOJ' ? 'ESTUARY' : pick(LOCATION_TYPES, rng);
        let coast = coastalVertices(feature, outlineKeys, locationType === 'ISLAND');
        if (spec.module === 'SOJ')
          coast = coast.filter(([x, y]) => y < 1.55 && x > 103.45 && x < 104.1);
        if (coast.length === 0) coast = coastalVertices(feature, outlineKeys, false);
        const vertex = pick(coast, rng);
        // At sea just off the picked vertex, or off the next vertex that has sea beside it.
        for (let k = 0, at = coast.indexOf(vertex); k < coast.length; k++) {
          const found = offshoreOf(
            coast[(at + k) % coast.length]!,
            allStates,
            spec.module === 'SOJ' ? STRAITS_OFFSHORE_DEG : OFFSHORE_DEG,
          );
          if (found) {
            point = found;
            break;
          }
        }
      } else if (medium === 'river') {
        const basin = pick(basinsByState.get(stateId)!, rng);
        basinId = basin.basinId;
        river = pick(basin.rivers, rng);
      }
      const continuous = spec.module === 'CRWQM' || spec.module === 'CMWQM';
      stations.push({
        id,
        module: spec.module,
        stateId,
        districtId: null,
        lotInfo: null,
        pictureKey: null,
        name: river
          ? `Sg. ${river.name} ${n}`
          : `${stateName} ${spec.module === 'SOJ' ? 'Straits' : medium === 'marine' ? 'Coast' : 'Site'} ${n}`,
        place: 'Demonstration station (generated)',
        address: null,
        longitude: point[0],
        latitude: point[1],
        category:
          medium === 'air'
            ? 'Manual'
            : continuous
              ? 'Continuous'
              : spec.module.endsWith('IS')
                ? 'Investigative'
                : 'Manual',
        locationType,
        targetClass:
          medium === 'river'
            ? pick(['I', 'II', 'III'], rng)
            : medium === 'marine'
              ? pick(['1', '2', '3', 'E'], rng)
              : null,
        basinId,
        riverId: river?.id ?? null,
        expectedIntervalMinutes: continuous ? CONTINUOUS_INTERVAL : null,
        parameters:
          medium === 'air'
            ? STATION_PARAMETER_SETS.airManual
            : medium === 'river'
              ? continuous
                ? STATION_PARAMETER_SETS.riverContinuous
                : STATION_PARAMETER_SETS.river
              : continuous
                ? STATION_PARAMETER_SETS.marineContinuous
                : spec.module === 'MMWQM' && locationType !== 'ESTUARY'
                  ? STATION_PARAMETER_SETS.marineBeach
                  : STATION_PARAMETER_SETS.marine,
      });
    }
  }
}

/** Writes the stations, marks them as the demo's and gives them their parameters. */
async function insertStations(db: Kysely<Database>, stations: NewStation[]) {
  await db
    .insertInto('station')
    .values(stations.map(({ parameters: _p, ...s }) => s))
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
  // Only these stations are the demo's: the simulator feeds them and never touches another.
  await db
    .insertInto('demoStation')
    .values(stations.map((s) => ({ stationId: s.id })))
    .onConflict((oc) => oc.column('stationId').doNothing())
    .execute();
  await db
    .insertInto('stationParameter')
    .values(
      stations.flatMap((s) =>
        s.parameters.map((parameterCode) => ({ stationId: s.id, parameterCode })),
      ),
    )
    .onConflict((oc) => oc.columns(['stationId', 'parameterCode']).doNothing())
    .execute();
}

/**
 * Demo stations: the real DOE air stations (CAQM and the mobile MCAQM units), and generated
 * stations for the other modules placed inside their state (marine ones on its coast, the
 * Straits of Johor ones along the strait), with DOE-style ids and realistic parameter sets.
 */
export async function seedStations(db: Kysely<Database>): Promise<void> {
  const rng = seededRng(2026);
  const states = new Map(
    (await db.selectFrom('state').select(['id', 'name']).execute()).map((s) => [s.name, s.id]),
  );
  const stateFeatures = new Map(
    readGeoJson('my-states.geojson').map((f) => [String(f.properties.STATE_NAME), f]),
  );
  const outlineKeys = new Set(
    readGeoJson('my-outline.geojson').flatMap((f) =>
      polygonsOf(f).flatMap((p) => p.flatMap((ring) => ring.map((pt) => `${pt[0]},${pt[1]}`))),
    ),
  );
  const stations: NewStation[] = [];
  const stateLetter = new Map<string, string>();
  pushAirStations(stations, stateLetter, states, stateFeatures, rng);
  const basinsByState = await basinsOfStates(db);
  pushGeneratedStations(
    stations,
    stateLetter,
    states,
    stateFeatures,
    outlineKeys,
    basinsByState,
    rng,
  );
  await insertStations(db, stations);
}
