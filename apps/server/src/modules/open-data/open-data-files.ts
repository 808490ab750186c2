import { createHash, randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { createGzip } from 'node:zlib';
import {
  KL_OFFSET_MS,
  localParts,
  MODULES,
  OPEN_DATA_CSV_COLUMNS,
  type ModuleCode,
} from '@eqmp/domain';
import type { Kysely } from 'kysely';
import type { Clock } from '../../clock.js';
import type { Database } from '../../db/schema/index.js';
import type { FileStorage, StoredFile } from '../../storage/file-storage.js';
import { pagedBatches } from '../exports/index.js';
import type { PublicStationsService } from '../public-portal/index.js';
import { approvedRanges, isApprovedAt, type ValueChanges } from '../values/index.js';
import { createMemo } from './memo.js';
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

/** The first instant of a Kuala Lumpur calendar year. */
const klYearStart = (year: number) => new Date(Date.UTC(year, 0, 1) - KL_OFFSET_MS);

/** An instant as Kuala Lumpur local time with its offset: `2026-01-01T08:00:00+08:00`. */
export function klTime(at: Date): string {
  return `${new Date(at.getTime() + KL_OFFSET_MS).toISOString().slice(0, 19)}+08:00`;
}

export const stationFileName = (stationId: string, year: number) => `${stationId}-${year}.csv.gz`;
export const networkFileName = (module: string, year: number) => `network-${module}-${year}.csv.gz`;

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

function csvField(text: string): string {
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** The CSV of chunks of text, gzipped, with its size and SHA-256 counted on the way. */
async function* gzipped(
  source: AsyncIterable<string>,
  into: { bytes: number; rows: number; hash: ReturnType<typeof createHash> },
): AsyncGenerator<Buffer> {
  const gzip = createGzip();
  const input = Readable.from(source);
  input.on('error', (err) => gzip.destroy(err));
  input.pipe(gzip);
  for await (const chunk of gzip as AsyncIterable<Buffer>) {
    into.bytes += chunk.length;
    into.hash.update(chunk);
    yield chunk;
  }
}

interface PublicStation {
  readonly id: string;
  readonly name: string;
  readonly module: ModuleCode;
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
  const repo = createOpenDataFilesRepository(db);
  /** The version of each station's values when its years were last looked at. */
  const seen = new Map<string, string>();
  /** `station|year` → fingerprint of the data, complete after the first (full) pass. */
  let fingerprints = new Map<string, string>();
  let lastFull = -Infinity;
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
    return (await repo.stations(ids)).map((s) => ({ ...s, module: s.module }));
  }

  /** The rows of one station's year, as CSV lines (no header). */
  async function* stationLines(station: PublicStation, year: number): AsyncGenerator<string> {
    const from = klYearStart(year);
    const to = klYearStart(year + 1);
    const [approvals, codes, parameters] = await Promise.all([
      approvedRanges(db, [station.id], { from, to }),
      repo.codes(station.id, from, to),
      repo.parameters(),
    ]);
    const byCode = new Map(parameters.map((p) => [p.code, p]));
    const averaging = MODULES[station.module].kind === 'manual' ? 'sample' : 'PT1H';
    for await (const page of pagedBatches(
      (offset, limit) => repo.values(station.id, from, to, offset, limit),
      10_000,
    )) {
      let text = '';
      for (const r of page) {
        const p = byCode.get(r.parameterCode);
        // The query report's rounding: the parameter's decimals.
        const value = Number(r.avg!.toFixed(p?.decimals ?? 2));
        const level = isApprovedAt(approvals, station.id, r.hour, r.parameterCode)
          ? 'approved'
          : 'provisional';
        text += `${[
          station.id,
          klTime(r.hour),
          r.parameterCode,
          p?.unit ?? '',
          averaging,
          String(value),
          String(r.validity),
          level,
          codes.get(`${r.hour.getTime()}|${r.parameterCode}`) ?? '',
        ]
          .map(csvField)
          .join(',')}\r\n`;
      }
      yield text;
    }
  }

  /** Writes one file and records it; the file it replaces is removed from storage. */
  async function build(
    meta: {
      name: string;
      kind: 'station' | 'network';
      module: string;
      stationId: string | null;
      year: number;
      source: string;
    },
    lines: () => AsyncGenerator<string>,
  ) {
    const key = `open-data/${randomUUID()}`;
    const into = { bytes: 0, rows: 0, hash: createHash('sha256') };
    async function* csv() {
      yield `${OPEN_DATA_CSV_COLUMNS.join(',')}\r\n`;
      for await (const text of lines()) {
        into.rows += text === '' ? 0 : text.split('\r\n').length - 1;
        yield text;
      }
    }
    await storage.putStream(key, gzipped(csv(), into), 'application/gzip');
    try {
      const old = await repo.saveFile({
        ...meta,
        storageKey: key,
        sizeBytes: into.bytes,
        rows: into.rows,
        sha256: into.hash.digest('hex'),
        builtAt: clock.now(),
      });
      if (old && old !== key) await storage.delete(old);
    } catch (err) {
      await storage.delete(key).catch(() => undefined);
      throw err;
    }
  }

  return {
    /**
     * One pass: finds the station-years whose data changed (or that have no file yet) and builds
     * their files, then the network files of the modules and years they belong to; drops the
     * files of stations or years no longer public. Answers the names built and dropped.
     */
    async run(): Promise<{ built: string[]; dropped: string[] }> {
      const started = clock.now().getTime();
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
      const ids = changed.map((s) => s.id);
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
            (a) =>
              a.stationId === y.stationId && a.fromTs.getTime() < to && a.toTs.getTime() > from,
          )
          .map((a) => [a.parameterCode, a.fromTs.getTime(), a.toTs.getTime()])
          .sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)));
        fingerprints.set(
          `${y.stationId}|${y.year}`,
          sha256(JSON.stringify([common, y.rows, new Date(y.updatedAt).toISOString(), ranges])),
        );
      }

      const byId = new Map(all.map((s) => [s.id, s]));
      const stored = new Map((await repo.files()).map((f) => [f.name, f]));
      const due = (name: string, source: string, year: number, afterMs: number) => {
        const file = stored.get(name);
        if (file?.source === source) return false;
        return !file || year < thisYear || now - file.builtAt.getTime() >= afterMs;
      };
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
      const built: string[] = [];
      const inBudget = () => clock.now().getTime() - started < PASS_BUDGET_MS;
      // Oldest years first: a year that is over is worth more than the hour that goes on.
      stationJobs.sort((a, b) => a.year - b.year || a.station.id.localeCompare(b.station.id));
      for (const job of stationJobs) {
        if (!inBudget()) break;
        const name = stationFileName(job.station.id, job.year);
        await build(
          {
            name,
            kind: 'station',
            module: job.station.module,
            stationId: job.station.id,
            year: job.year,
            source: job.source,
          },
          () => stationLines(job.station, job.year),
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
          {
            name,
            kind: 'network',
            module: network.module,
            stationId: null,
            year: network.year,
            source,
          },
          async function* () {
            for (const id of ids) yield* stationLines(byId.get(id)!, network.year);
          },
        );
        built.push(name);
      }
      // Files of stations no longer public, or of years that no longer hold a public value.
      const dropped = [...stored.keys()].filter((name) => !wanted.has(name));
      for (const key of await repo.dropFiles(dropped))
        await storage.delete(key).catch(() => undefined);
      return { built, dropped };
    },

    /** The files of the public stations (and networks), for the downloads index. */
    async list(): Promise<(OpenDataFileRow & { stationName: string | null })[]> {
      const [files, all] = await Promise.all([repo.files(), publicStations()]);
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
        const row = await repo.file(name);
        if (!row) return null;
        if (row.stationId !== null && !(await publicStations()).some((s) => s.id === row.stationId))
          return null;
        const file = await storage.get(row.storageKey);
        if (file) return { row: { ...row, sizeBytes: Number(row.sizeBytes) }, file };
      }
      return null;
    },
  };
}

export type OpenDataFiles = ReturnType<typeof createOpenDataFiles>;
