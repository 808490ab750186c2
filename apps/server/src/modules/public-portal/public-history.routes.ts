import { Readable } from 'node:stream';
import { API, DAY_MS, localDayStart, PUBLIC_HISTORY_MODULES } from '@eqmp/domain';
import { translate, type Language } from '@eqmp/locales';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import type { Clock } from '../../clock.js';
import type { Database } from '../../db/schema/index.js';
import { orNotFound } from '../../errors.js';
import { routeOf } from '../../http/route-of.js';
import { PUBLIC_ANSWER_CACHE, PUBLIC_DOWNLOAD_CACHE } from '../../plugins/public-snapshots.js';
import { pagedBatches, type ExportTable } from '../exports/index.js';
import { csvChunks } from '../exports/index.js';
import { createPublicHistoryRepository } from './public-history.repository.js';
import { approvedRanges, isApprovedAt, type ApprovedRange } from '../values/index.js';

/** A year's download is the same for every visitor until its station's values change. */
export const PUBLIC_HISTORY_CACHE = PUBLIC_DOWNLOAD_CACHE;
/** Downloads per minute one address may make. */
export const PUBLIC_HISTORY_RATE_LIMIT = 10;
/** The last 24 hours change every hour: fresh for a minute. */
export const PUBLIC_LAST24H_CACHE = PUBLIC_ANSWER_CACHE;
/** Station charts per minute one address may ask for. */
export const PUBLIC_LAST24H_RATE_LIMIT = 120;
/** The start of a year in Malaysia's calendar, as an instant (16:00 UTC on 31 December). */
export const klYearStart = (year: number) => localDayStart(`${year}-01-01`);

/**
 * A public station's valid hourly values of one year as CSV, streamed page by page; each row says
 * whether it is provisional or approved (an approval range at the approved level covers it).
 */
export const publicHistoryRoutes: FastifyPluginAsyncZod<{
  db: Kysely<Database>;
  clock: Clock;
}> = async (app, { db, clock }) => {
  const repo = createPublicHistoryRepository(db);
  function table(
    lang: Language,
    station: { id: string; name: string },
    year: number,
    approvals: readonly ApprovedRange[],
  ): ExportTable {
    const t = (key: string) => translate(lang, `public:history.${key}`);
    const from = klYearStart(year);
    const to = klYearStart(year + 1);
    const approved = (code: string, hour: Date) => isApprovedAt(approvals, station.id, hour, code);
    const rows = (async function* () {
      for await (const page of pagedBatches((offset, limit) =>
        repo.validHours(station.id, from, to, offset, limit),
      ))
        yield page.map((r) => ({
          station: station.id,
          name: station.name,
          time: r.hour,
          parameter: r.parameterCode,
          unit: r.unit,
          value: r.avg,
          status: approved(r.parameterCode, r.hour) ? t('approved') : t('provisional'),
        }));
    })();
    return {
      title: t('title'),
      parameters: [],
      fileName: `${station.id}-${year}`,
      columns: (['station', 'name', 'time', 'parameter', 'unit', 'value', 'status'] as const).map(
        (key) => ({
          key,
          header: t(`column.${key}`),
          ...(key === 'value' ? { decimals: 3 } : {}),
          ...(key === 'unit' ? { unitCodes: true } : {}),
        }),
      ),
      rows,
    };
  }

  app.route({
    ...routeOf(API.publicStationHistory, {
      tags: ['public'],
      summary:
        "A public station's valid hourly values of one year as CSV (provisional or approved per row)",
    }),
    config: { rateLimit: { max: PUBLIC_HISTORY_RATE_LIMIT, timeWindow: 60_000 } },
    handler: async (request, reply) => {
      const { stationId, year } = request.params;
      const station = orNotFound(await repo.station(stationId, PUBLIC_HISTORY_MODULES));
      const approvals = await approvedRanges(db, [stationId]);
      const csv = table(request.language, station, year, approvals);
      reply
        .header('cache-control', PUBLIC_HISTORY_CACHE)
        .header('content-disposition', `attachment; filename="${csv.fileName}.csv"`)
        .type('text/csv; charset=utf-8');
      return reply.send(Readable.from(csvChunks(csv, async () => {})));
    },
  });

  app.route({
    ...routeOf(API.publicAirLast24h, {
      tags: ['public'],
      summary: 'The hourly API of a public air station over the last 24 hours',
    }),
    config: { rateLimit: { max: PUBLIC_LAST24H_RATE_LIMIT, timeWindow: 60_000 } },
    handler: async (request, reply) => {
      const { stationId } = request.params;
      orNotFound(await repo.station(stationId, ['CAQM']));
      const since = new Date(clock.now().getTime() - DAY_MS);
      const [rows, approvals] = await Promise.all([
        repo.airIndexSince(stationId, since),
        approvedRanges(db, [stationId], { wholeStation: true }),
      ]);
      reply.header('cache-control', PUBLIC_LAST24H_CACHE);
      return {
        stationId,
        hours: rows.map((r) => ({
          hour: r.hour.getTime(),
          api: r.displayApi,
          category: r.category,
          dominant: r.dominant,
          approved: isApprovedAt(approvals, stationId, r.hour),
        })),
      };
    },
  });
};
