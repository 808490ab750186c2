import { MODULES, positionItem } from '@eqmp/domain';
import { translate, type Language } from '@eqmp/locales';
import type { Kysely } from 'kysely';
import type { Clock } from '../../clock.js';
import type { Database } from '../../db/schema/index.js';
import { AppError } from '../../errors.js';
import { MAX_FUTURE_MS } from '../ingest/index.js';
import { createMapRepository } from './map.repository.js';

type Problem = 'shape' | 'timestamp' | 'future' | 'repeated';

/**
 * Position fixes of mobile (MCAQM) units: checked item by item (a bad fix never costs the good
 * ones), stored once per station and time (a resend is a duplicate), answered after commit.
 */
export function createPositionsService({ db, clock }: { db: Kysely<Database>; clock: Clock }) {
  const repo = createMapRepository(db);
  return {
    async ingest(stationId: string, items: readonly unknown[], language: Language) {
      const now = clock.now();
      const station = await repo.station(stationId);
      if (!station || !station.isActive) throw new AppError('NOT_FOUND');
      if (MODULES[station.module].kind !== 'mobile') throw new AppError('POSITIONS_MOBILE_ONLY');

      const good: {
        stationId: string;
        ts: Date;
        longitude: number;
        latitude: number;
        receivedAt: Date;
      }[] = [];
      const problems: { index: number; problem: Problem; field?: string }[] = [];
      const seen = new Set<number>();
      items.forEach((raw, index) => {
        const parsed = positionItem.safeParse(raw);
        if (!parsed.success) {
          const field = parsed.error.issues[0]?.path.join('.') ?? '';
          return void problems.push({
            index,
            problem: field === 'ts' ? 'timestamp' : 'shape',
            field,
          });
        }
        const ts = Date.parse(parsed.data.ts);
        if (Number.isNaN(ts)) return void problems.push({ index, problem: 'timestamp' });
        if (ts > now.getTime() + MAX_FUTURE_MS)
          return void problems.push({ index, problem: 'future' });
        if (seen.has(ts)) return void problems.push({ index, problem: 'repeated' });
        seen.add(ts);
        good.push({
          stationId,
          ts: new Date(ts),
          longitude: parsed.data.longitude,
          latitude: parsed.data.latitude,
          receivedAt: now,
        });
      });
      const rejected = problems.map(({ index, problem, field }) => ({
        index,
        message: translate(language, `errors:maps.position.${problem}`, { field: field ?? '' }),
      }));
      let accepted = 0;
      for (let i = 0; i < good.length; i += 1000) {
        accepted += await repo.addPositions(good.slice(i, i + 1000));
      }
      return { accepted, duplicates: good.length - accepted, rejected };
    },
  };
}
