import type { Kysely } from 'kysely';
import { type ModuleCode, type StationValues, type StationListQuery } from '@eqmp/domain';
import type { Clock } from '../../clock.js';
import type { Database } from '../../db/schema/index.js';
import { AppError, orNotFound } from '../../errors.js';
import type { Principal } from '../../plugins/access-control.js';
import { activeSwitch, loggedChanges } from '../activity/index.js';
import { noteValuesChanged } from '../values/index.js';
import { createEdcRepository } from './edc.repository.js';
import { pictureUrl } from './pictures.js';
import { createSensorsRepository } from './sensors.repository.js';
import { createStationsRepository } from './stations.repository.js';

interface Deps {
  readonly db: Kysely<Database>;
  readonly clock: Clock;
}

type Row = NonNullable<
  Awaited<ReturnType<ReturnType<typeof createStationsRepository>['findById']>>
>;

const shape = ({ pictureKey, ...row }: Row) => ({ ...row, pictureUrl: pictureUrl(pictureKey) });

/** What the station service reads and writes through. */
interface Repos {
  readonly repo: ReturnType<typeof createStationsRepository>;
  readonly sensors: ReturnType<typeof createSensorsRepository>;
  readonly edc: ReturnType<typeof createEdcRepository>;
}

/** One station's row; an unknown id is not found. */
async function findStation(repo: Repos['repo'], id: string) {
  return orNotFound(await repo.findById(id));
}

/** One station with everything about it; with `modules`, a station outside them is not found. */
async function getStation(
  { repo, sensors, edc }: Repos,
  id: string,
  modules?: readonly ModuleCode[],
) {
  const found = await findStation(repo, id);
  if (modules && !modules.includes(found.module)) throw new AppError('NOT_FOUND');
  const station = shape(found);
  const [parameters, sensorRows, edcRows, gallery, ingestKey] = await Promise.all([
    repo.parametersOf(id),
    sensors.ofStation(id),
    edc.ofStation(id),
    repo.galleryOf(id),
    repo.ingestKeyOf(id),
  ]);
  return {
    ...station,
    parameters,
    sensors: sensorRows,
    edc: edcRows,
    gallery: gallery.map((p) => ({
      id: p.id,
      url: pictureUrl(p.fileKey),
      caption: p.caption,
      contentType: p.contentType,
      createdAt: p.createdAt,
    })),
    ingestKey: ingestKey ?? null,
  };
}

/** Stations to read: one with everything about it, one row, or a page of them. */
function createStationReads(repos: Repos) {
  const { repo } = repos;
  return {
    get: (id: string, modules?: readonly ModuleCode[]) => getStation(repos, id, modules),
    find: (id: string) => findStation(repo, id),

    /** Stations of the modules the caller's roles cover (`modules`), whatever the filters ask. */
    async list(query: StationListQuery, modules: readonly ModuleCode[]) {
      const { items, total } = await repo.list(query, modules);
      return { items: items.map(shape), total, page: query.page, pageSize: query.pageSize };
    },
  };
}

/** Station changes: each checked, made in one transaction and logged. */
function createStationChanges({ db, clock }: Deps, repos: Repos) {
  const { repo } = repos;
  const find = (id: string) => findStation(repo, id);
  const get = (id: string) => getStation(repos, id);
  const change = loggedChanges({ db, clock }, 'station');
  async function validate(input: StationValues) {
    if (!(await repo.placesFit(input))) throw new AppError('REFERENCE_INVALID');
  }

  return {
    async create(input: StationValues & { id: string }, actor: Principal, ip: string) {
      if (await repo.idExists(input.id)) throw new AppError('STATION_ID_TAKEN');
      await validate(input);
      await change(
        { actor, ip, action: 'create', entityId: input.id, after: input },
        async (trx, now) => {
          await repo.insert(trx, { ...input, createdAt: now, updatedAt: now });
          // The public pages list active stations: theirs are built again once this commits.
          await noteValuesChanged(trx, [input.id]);
        },
      );
      return get(input.id);
    },

    async update(id: string, input: StationValues, actor: Principal, ip: string) {
      const before = await find(id);
      await validate(input);
      await change(
        { actor, ip, action: 'update', entityId: id, before, after: input },
        async (trx, now) => {
          await repo.update(trx, id, input, now);
          await noteValuesChanged(trx, [id]);
        },
      );
      return get(id);
    },

    /** Deactivating keeps the station and its history; it leaves maps, pickers and ingestion. */
    async setActive(id: string, isActive: boolean, actor: Principal, ip: string) {
      const before = await find(id);
      await change(
        activeSwitch(
          { actor, ip, entityId: id },
          ['activate', 'deactivate'],
          before.isActive,
          isActive,
        ),
        async (trx, now) => {
          await repo.update(trx, id, { isActive }, now);
          await noteValuesChanged(trx, [id]);
        },
      );
      return get(id);
    },

    async setParameters(id: string, codes: readonly string[], actor: Principal, ip: string) {
      await find(id);
      if (!(await repo.parametersExist(codes))) throw new AppError('REFERENCE_INVALID');
      const before = (await repo.parametersOf(id)).map((p) => p.code);
      await change(
        {
          actor,
          ip,
          action: 'set_parameters',
          entityId: id,
          before: { parameters: before },
          after: { parameters: [...new Set(codes)].sort() },
        },
        async (trx, now) => {
          await repo.setParameters(trx, id, codes);
          await repo.update(trx, id, {}, now);
          await noteValuesChanged(trx, [id]);
        },
      );
      return get(id);
    },
  };
}

/** Stations: every change is checked, made in one transaction and logged. */
export function createStationsService({ db, clock }: Deps) {
  const repos: Repos = {
    repo: createStationsRepository(db),
    sensors: createSensorsRepository(db),
    edc: createEdcRepository(db),
  };
  return { ...createStationReads(repos), ...createStationChanges({ db, clock }, repos) };
}

export type StationsService = ReturnType<typeof createStationsService>;
