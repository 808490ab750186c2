import type { DevStatusResponse } from '@eqmp/domain';
import type { Clock } from '../../clock.js';
import type { Config } from '../../config.js';
import type { Db } from '../../db/create-db.js';
import { describeConfig } from './describe-config.js';
import { createDevStatusRepository } from './dev-status.repository.js';

export interface DevStatusDeps {
  readonly db: Db;
  readonly config: Config;
  readonly clock: Clock;
  readonly version: string;
  readonly alertSweepMs: number | undefined;
}

/** The developer status page: build, configuration (secrets hidden), database and background jobs. */
export function createDevStatusService({
  db,
  config,
  clock,
  version,
  alertSweepMs,
}: DevStatusDeps) {
  const startedAt = clock.now();
  return {
    async status(): Promise<DevStatusResponse> {
      const repo = createDevStatusRepository(db.kysely);
      const [server, size, migrations, exports, lastData] = await Promise.all([
        repo.serverVersion(),
        repo.databaseSize().catch(() => ({ rows: [] as { size: string | number }[] })),
        repo.migrations(),
        repo.exportJobCounts(),
        repo.lastReceived(),
      ]);
      const now = clock.now();
      const count = (status: string) => exports.find((e) => e.status === status)?.count ?? 0;
      return {
        build: {
          version,
          node: process.version,
          platform: `${process.platform} ${process.arch}`,
          startedAt,
          uptimeSeconds: Math.round((now.getTime() - startedAt.getTime()) / 1000),
        },
        configuration: describeConfig(config),
        database: {
          kind: db.kind,
          serverVersion: server.rows[0]?.version ?? '',
          sizeBytes: size.rows[0] ? Number(size.rows[0].size) : null,
          migrations: migrations.rows.map((m) => ({
            name: m.name,
            executedAt: new Date(m.timestamp),
          })),
        },
        jobs: [
          {
            name: 'alert-sweep',
            state: alertSweepMs ? 'scheduled' : 'off',
            detail: alertSweepMs ? `every ${alertSweepMs / 1000} s` : '',
          },
          {
            name: 'exports',
            state: count('running') > 0 ? 'running' : 'idle',
            detail: `running ${count('running')}, ready ${count('ready')}, failed ${count('failed')}`,
          },
          {
            name: 'ingestion',
            state: lastData?.at ? 'receiving' : 'no data yet',
            detail: lastData?.at
              ? `last value received ${new Date(lastData.at).toISOString()}`
              : '',
          },
        ],
      };
    },
  };
}

export type DevStatusService = ReturnType<typeof createDevStatusService>;
