import { createHash } from 'node:crypto';
import { localParts, type ModuleCode } from '@eqmp/domain';
import type { Kysely } from 'kysely';
import type { Clock } from '../../clock.js';
import type { Database } from '../../db/schema/index.js';
import type { FileStorage, StoredFile } from '../../storage/file-storage.js';
import type { PublicStationsService } from '../public-portal/index.js';
import { approvedRanges, type ValueChanges } from '../values/index.js';
import { createMemo } from './memo.js';
import {
  build,
  klYearStart,
  stationLines,
  type FileDeps,
  type PublicStation,
} from './open-data-file-build.js';
import {
  createOpenDataFilesRepository,
  type OpenDataFileRow,
} from './open-data-files.repository.js';

/** Bump when the files' content changes shape: every file is built again. */
const FORMAT = 'eqmp-open-data-csv-1';
/** A changed file is built again at most this often (the live current year changes hourly). */
const REBUILD_AFTER_MS = 60 * 60_000;
/** A network file (a whole module's year) at most this often. */
const NETWORK_REBUILD_AFTER_MS = 6 * 60 * 60_000;
/** Every station's years are looked at afresh this often, whatever changes were heard. */
const FULL_PASS_MS = 60 * 60_000;
/** A pass starts no new file after this long: the rest waits for the next pass. */
const PASS_BUDGET_MS = 2 * 60_000;

export const stationFileName = (stationId: string, year: number) => `${stationId}-${year}.csv.gz`;
export const networkFileName = (module: string, year: number) => `network-${module}-${year}.csv.gz`;

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** Records a fingerprint of each year of the given stations: its rows, last change, approvals and format. */
async function addFingerprints(
  { db, repo }: FileDeps,
  ids: string[],
  fingerprints: Map<string, string>,
) {
  const [years, approvals, parameters] = await Promise.all([
    repo.years(ids),
    approvedRanges(db, ids),
    repo.parameters(),
  ]);
  const common = sha256(JSON.stringify([FORMAT, parameters]));
  for (const y of years) {
    const from = klYearStart(y.year).getTime();
    const to = klYearStart(y.year + 1).getTime();
    const ranges = approvals
      .filter(
        (a) => a.stationId === y.stationId && a.fromTs.getTime() < to && a.toTs.getTime() > from,
      )
      .map((a) => [a.parameterCode, a.fromTs.getTime(), a.toTs.getTime()])
      .sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)));
    fingerprints.set(
      `${y.stationId}|${y.year}`,
      sha256(JSON.stringify([common, y.rows, new Date(y.updatedAt).toISOString(), ranges])),
    );
  }
}

/** The files the fingerprints call for: station files to build, network files and their parts. */
function planFiles(
  fingerprints: ReadonlyMap<string, string>,
  byId: ReadonlyMap<string, PublicStation>,
  due: (name: string, source: string, year: number, afterMs: number) => boolean,
) {
  const wanted = new Set<string>();
  const stationJobs: { station: PublicStation; year: number; source: string }[] = [];
  const networks = new Map<
    string,
    { module: ModuleCode; year: number; parts: { id: string; name: string; source: string }[] }
  >();
  for (const [key, source] of fingerprints) {
    const [id, yearText] = key.split('|') as [string, string];
    const station = byId.get(id);
    if (!station) continue;
    const year = Number(yearText);
    const name = stationFileName(id, year);
    wanted.add(name);
    if (due(name, source, year, REBUILD_AFTER_MS)) stationJobs.push({ station, year, source });
    const network = networkFileName(station.module, year);
    const entry = networks.get(network) ?? { module: station.module, year, parts: [] };
    entry.parts.push({ id, name, source });
    networks.set(network, entry);
  }
  return { wanted, stationJobs, networks };
}

/** The background pass that builds again the files whose data changed. */
function createOpenDataPass(
  deps: FileDeps,
  versions: ValueChanges | undefined,
  publicStations: () => Promise<PublicStation[]>,
) {
  /** The version of each station's values when its years were last looked at. */
  const seen = new Map<string, string>();
  /** `station|year` → fingerprint of the data, complete after the first (full) pass. */
  let fingerprints = new Map<string, string>();
  let lastFull = -Infinity;
  return {
    /**
     * One pass: finds the station-years whose data changed (or that have no file yet) and builds
     * their files, then the network files of the modules and years they belong to; drops the
     * files of stations or years no longer public. Answers the names built and dropped.
     */
    async run(): Promise<{ built: string[]; dropped: string[] }> {
      const started = deps.clock.now().getTime();
      const now = started;
      const thisYear = localParts(now).year;
      const all = await publicStations();
      const full = versions === undefined || now - lastFull >= FULL_PASS_MS;
      const changed = full ? all : all.filter((s) => versions.version(s.id) !== seen.get(s.id));
      for (const s of changed) seen.set(s.id, versions?.version(s.id) ?? '');
      if (full) {
        fingerprints = new Map();
        lastFull = now;
      } else {
        const again = new Set(changed.map((s) => s.id));
        for (const key of [...fingerprints.keys()])
          if (again.has(key.split('|')[0]!)) fingerprints.delete(key);
      }
      await addFingerprints(
        deps,
        changed.map((s) => s.id),
        fingerprints,
      );
      const byId = new Map(all.map((s) => [s.id, s]));
      const stored = new Map((await deps.repo.files()).map((f) => [f.name, f]));
      const due = (name: string, source: string, year: number, afterMs: number) => {
        const file = stored.get(name);
        if (file?.source === source) return false;
        return !file || year < thisYear || now - file.builtAt.getTime() >= afterMs;
      };
      const { wanted, stationJobs, networks } = planFiles(fingerprints, byId, due);
      const built: string[] = [];
      const inBudget = () => deps.clock.now().getTime() - started < PASS_BUDGET_MS;
      // Oldest years first: a year that is over is worth more than the hour that goes on.
      stationJobs.sort((a, b) => a.year - b.year || a.station.id.localeCompare(b.station.id));
      for (const job of stationJobs) {
        if (!inBudget()) break;
        const name = stationFileName(job.station.id, job.year);
        await build(
          deps,
          {
            name,
            kind: 'station',
            module: job.station.module,
            stationId: job.station.id,
            year: job.year,
            source: job.source,
          },
          () => stationLines(deps, job.station, job.year),
        );
        built.push(name);
      }
      const waiting = new Set(
        stationJobs
          .map((j) => stationFileName(j.station.id, j.year))
          .filter((n) => !built.includes(n)),
      );
      for (const [name, network] of [...networks].sort(([a], [b]) => a.localeCompare(b))) {
        wanted.add(name);
        const members = network.parts.sort((a, b) => a.id.localeCompare(b.id));
        const source = sha256(JSON.stringify([FORMAT, members]));
        // A network file waits for its stations' files, so it never mixes old and new years.
        if (members.some((m) => waiting.has(m.name))) continue;
        if (!due(name, source, network.year, NETWORK_REBUILD_AFTER_MS) || !inBudget()) continue;
        const ids = members.map((m) => m.id);
        await build(
          deps,
          {
            name,
            kind: 'network',
            module: network.module,
            stationId: null,
            year: network.year,
            source,
          },
          async function* () {
            for (const id of ids) yield* stationLines(deps, byId.get(id)!, network.year);
          },
        );
        built.push(name);
      }
      // Files of stations no longer public, or of years that no longer hold a public value.
      const dropped = [...stored.keys()].filter((name) => !wanted.has(name));
      for (const key of await deps.repo.dropFiles(dropped))
        await deps.storage.delete(key).catch(() => undefined);
      return { built, dropped };
    },
  };
}

/** The downloads index and the files themselves, for the public stations only. */
function createOpenDataDownloads(deps: FileDeps, publicStations: () => Promise<PublicStation[]>) {
  return {
    /** The files of the public stations (and networks), for the downloads index. */
    async list(): Promise<(OpenDataFileRow & { stationName: string | null })[]> {
      const [files, all] = await Promise.all([deps.repo.files(), publicStations()]);
      const byId = new Map(all.map((s) => [s.id, s]));
      return files
        .filter((f) => f.kind === 'network' || (f.stationId !== null && byId.has(f.stationId)))
        .map((f) => ({
          ...f,
          sizeBytes: Number(f.sizeBytes),
          stationName: f.stationId === null ? null : (byId.get(f.stationId)?.name ?? null),
        }));
    },

    /** One file with its stored bytes, or null (unknown, or its station is no longer public). */
    async open(name: string): Promise<{ row: OpenDataFileRow; file: StoredFile } | null> {
      // A file rebuilt between reading its row and its bytes is read again once.
      for (let attempt = 0; attempt < 2; attempt++) {
        const row = await deps.repo.file(name);
        if (!row) return null;
        if (row.stationId !== null && !(await publicStations()).some((s) => s.id === row.stationId))
          return null;
        const file = await deps.storage.get(row.storageKey);
        if (file) return { row: { ...row, sizeBytes: Number(row.sizeBytes) }, file };
      }
      return null;
    },
  };
}

/**
 * The bulk downloads (docs/open-data.md "Bulk downloads"): one long-format CSV per public station
 * and Kuala Lumpur year, and one per module and year (the network file), gzipped and kept in file
 * storage with their SHA-256 as ETag. `run` is one background pass (the leased job runs it): it
 * looks at what the stations' years hold — for the stations whose values changed since the last
 * pass (the values module's change signal), and every station each hour — and builds again the
 * files whose data changed. Which stations are public is the public portal's stations service,
 * as for the OGC API and SensorThings; which values, the query report's `validated` level.
 */
export function createOpenDataFiles({
  db,
  storage,
  clock,
  stations,
  versions,
}: {
  db: Kysely<Database>;
  storage: FileStorage;
  clock: Clock;
  stations: PublicStationsService;
  /** What this instance has heard of changed values; without it every pass looks at everything. */
  versions?: ValueChanges | undefined;
}) {
  const deps: FileDeps = { db, storage, clock, repo: createOpenDataFilesRepository(db) };
  const kept = createMemo<PublicStation[]>(() => clock.now().getTime(), 60_000);

  /** The public stations with their module, kept a minute (as the other open data answers). */
  const publicStations = () => kept.get('stations', readPublicStations);

  async function readPublicStations(): Promise<PublicStation[]> {
    const [air, river, marine] = await Promise.all([
      stations.air(),
      stations.water('river'),
      stations.water('marine'),
    ]);
    const ids = [...air, ...river, ...marine].map((s) => s.stationId);
    return (await deps.repo.stations(ids)).map((s) => ({ ...s, module: s.module }));
  }

  return {
    ...createOpenDataPass(deps, versions, publicStations),
    ...createOpenDataDownloads(deps, publicStations),
  };
}

export type OpenDataFiles = ReturnType<typeof createOpenDataFiles>;
