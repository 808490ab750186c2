import { HOUR_MS, type StaEntitySet } from '@eqmp/domain';
import type { Language } from '@eqmp/locales';
import type { Json, StaEntity } from './sta-query.js';
import type { Datastream, Observation, Ref, Station, StaNetwork } from './sta-network.js';
import { STA_NAVIGATION } from './sta-network.js';

const MEASUREMENT = 'http://www.opengis.net/def/observationType/OGC-OM/2.0/OM_Measurement';
const GEOJSON = 'application/geo+json';

const quote = (id: string) => `'${id.replaceAll("'", "''")}'`;

/** What an entity's JSON needs besides its source: its links, the names of the language. */
interface Context {
  readonly link: (set: string, id: string) => string;
  readonly nav: (set: StaEntitySet, id: string) => Record<string, string>;
  readonly paramName: (d: Datastream) => string;
  readonly byId: StaNetwork['byId'];
}

const point = (s: Station): Json => ({
  type: 'Point',
  coordinates: s.coordinates ? [...s.coordinates] : [],
});

const thing = (c: Context, s: Station): StaEntity => ({
  '@iot.id': s.id,
  '@iot.selfLink': c.link('Things', s.id),
  name: s.name,
  description: s.name,
  properties: {
    medium: s.medium,
    state: s.state,
    ...(s.basin !== undefined ? { basin: s.basin, river: s.river ?? null } : {}),
    ...(s.locationType !== undefined ? { locationType: s.locationType } : {}),
  },
  ...c.nav('Things', s.id),
});

const place = (c: Context, s: Station, set: 'Locations' | 'FeaturesOfInterest'): StaEntity => ({
  '@iot.id': s.id,
  '@iot.selfLink': c.link(set, s.id),
  name: s.name,
  description: s.name,
  encodingType: GEOJSON,
  [set === 'Locations' ? 'location' : 'feature']: point(s),
  ...c.nav(set, s.id),
});

function datastream(c: Context, d: Datastream): StaEntity {
  const id = `${d.stationId}:${d.code}`;
  return {
    '@iot.id': id,
    '@iot.selfLink': c.link('Datastreams', id),
    name: `${c.byId.get(d.stationId)?.name ?? d.stationId} – ${c.paramName(d)}`,
    description: c.paramName(d),
    observationType: MEASUREMENT,
    unitOfMeasurement: { name: d.unit, symbol: d.unit, definition: '' },
    properties: { stationId: d.stationId, parameter: d.code, medium: d.medium },
    ...c.nav('Datastreams', id),
  };
}

const observedProperty = (c: Context, d: Datastream): StaEntity => ({
  '@iot.id': d.code,
  '@iot.selfLink': c.link('ObservedProperties', d.code),
  name: c.paramName(d),
  definition: c.link('ObservedProperties', d.code),
  description: c.paramName(d),
  properties: { unit: d.unit, medium: d.medium },
  ...c.nav('ObservedProperties', d.code),
});

const sensor = (c: Context, d: Datastream): StaEntity => ({
  '@iot.id': d.code,
  '@iot.selfLink': c.link('Sensors', d.code),
  name: c.paramName(d),
  description: c.paramName(d),
  encodingType: 'text/plain',
  metadata: d.code,
  ...c.nav('Sensors', d.code),
});

/**
 * The JSON of the entities of one answer (SensorThings API 1.1 §8.2): their properties in the
 * language asked, their self links and navigation links under `root`.
 */
export function createStaEntities(net: StaNetwork, lang: Language, root: string) {
  const link = (set: string, id: string) => `${root}/${set}(${quote(id)})`;
  const c: Context = {
    link,
    nav: (set, id) =>
      Object.fromEntries(
        STA_NAVIGATION[set].map((name) => [
          `${name}@iot.navigationLink`,
          `${link(set, id)}/${name}`,
        ]),
      ),
    paramName: (d) => (lang === 'ms' ? d.nameMs : d.nameEn),
    byId: net.byId,
  };
  return {
    /** The entity of a ref built in memory (not an Observation: those are built in batches). */
    entityOf(ref: Ref): StaEntity {
      switch (ref.set) {
        case 'Things':
          return thing(c, ref.station);
        case 'Locations':
        case 'FeaturesOfInterest':
          return place(c, ref.station, ref.set);
        case 'Datastreams':
          return datastream(c, ref.stream);
        case 'Sensors':
          return sensor(c, ref.param);
        case 'ObservedProperties':
          return observedProperty(c, ref.param);
        case 'Observations':
          throw new Error('observations are built in batches');
      }
    },

    /** An hourly value, approved or provisional. */
    observation(r: Observation, approved: boolean): StaEntity {
      const id = `${r.stationId}:${r.parameterCode}:${r.hour.getTime()}`;
      const end = new Date(r.hour.getTime() + HOUR_MS).toISOString();
      return {
        '@iot.id': id,
        '@iot.selfLink': link('Observations', id),
        phenomenonTime: `${r.hour.toISOString()}/${end}`,
        resultTime: end,
        result: r.avg,
        resultQuality: { validity: r.validity, level: approved ? 'approved' : 'provisional' },
        ...c.nav('Observations', id),
      };
    },
  };
}

export type StaEntities = ReturnType<typeof createStaEntities>;
