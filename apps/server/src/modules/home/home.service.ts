import {
  ALERT_MODULES,
  canUpdateAlerts,
  GROUP_OF_KIND,
  kindsOfGroup,
  MODULE_ALERT_GROUPS,
  MODULE_CODES,
  MODULES,
  NO_DATA_CLASS,
  viewableGroups,
  type HomeClassCount,
  type homeResponse,
  type ModuleCode,
} from '@eqmp/domain';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { Clock } from '../../clock.js';
import type { Database } from '../../db/schema/index.js';
import type { Principal } from '../../plugins/access-control.js';
import type { MapLayerService } from '../maps/index.js';
import { transmissionStatus } from '../polling/index.js';
import { createHomeRepository, type HandledKinds } from './home.repository.js';
import { waitingWork } from './worklist.js';

type HomeResponse = z.output<typeof homeResponse>;

/** How many pending alerts Home lists (the counts cover them all; the alert pages list the rest). */
export const HOME_ALERT_LIMIT = 10;
/** Modules whose stations transmit continuously (they have an expected interval). */
const TRANSMITTING = MODULE_CODES.filter(
  (m) => MODULES[m].kind === 'continuous' || MODULES[m].kind === 'mobile',
);

/** The alert kinds of each module the user may handle (spec §6 Update roles). */
export function handledKinds(ticked: readonly string[]): HandledKinds[] {
  return ALERT_MODULES.map((module) => ({
    module,
    kinds: (MODULE_ALERT_GROUPS[module] ?? [])
      .filter((group) => canUpdateAlerts(module, group, ticked))
      .flatMap(kindsOfGroup),
  })).filter((s) => s.kinds.length > 0);
}

/** Modules whose transmission the user watches: all with Data Transmission Monitoring, else those with a transmission alert role. */
export function watchedTransmissionModules(ticked: readonly string[]): ModuleCode[] {
  if (ticked.includes('Data Transmission Monitoring')) return TRANSMITTING;
  return TRANSMITTING.filter((module) => viewableGroups(module, ticked).includes('transmission'));
}

/** Counts of each class, in the order given, then any class not listed. */
export function countClasses(
  classes: readonly string[],
  order: readonly string[],
): HomeClassCount[] {
  const counts = new Map<string, number>(order.map((cls) => [cls, 0]));
  for (const cls of classes) counts.set(cls, (counts.get(cls) ?? 0) + 1);
  return [...counts].map(([cls, count]) => ({ cls, count }));
}

/** Home: what needs the user today (alerts they may handle, transmission problems) and the national status. */
export function createHomeService({
  db,
  clock,
  layer,
}: {
  db: Kysely<Database>;
  clock: Clock;
  layer: MapLayerService;
}) {
  const repo = createHomeRepository(db);

  async function national(): Promise<HomeResponse['national']> {
    const classesOf = async (
      modules: readonly ModuleCode[],
      pick: (attributes: Record<string, unknown>) => string,
    ) =>
      (await Promise.all(modules.map((m) => layer.features(m, {}))))
        .flat()
        .map((f) => pick(f.attributes));
    const text = (value: unknown) =>
      typeof value === 'string' && value !== '' ? value : NO_DATA_CLASS;
    const air = await classesOf(['CAQM'], (a) => text(a.CLASS));
    const river = await classesOf(['CRWQM', 'MRWQM'], (a) => text(a.CLASS));
    // Marine classes cross category with location type; the national status counts categories.
    const marine = await classesOf(['CMWQM', 'MMWQM'], (a) =>
      a.CLASS === NO_DATA_CLASS ? NO_DATA_CLASS : text(a.MWQI_CATEGORY),
    );
    return {
      air: countClasses(air, [
        'Good',
        'Moderate',
        'Unhealthy',
        'Very Unhealthy',
        'Hazardous',
        NO_DATA_CLASS,
      ]),
      river: countClasses(river, ['I', 'II', 'III', 'IV', 'V', NO_DATA_CLASS]),
      marine: countClasses(marine, ['EXCELLENT', 'GOOD', 'MODERATE', 'POOR', NO_DATA_CLASS]),
    };
  }

  return {
    async forUser(principal: Pick<Principal, 'ticked' | 'userId'>): Promise<HomeResponse> {
      const now = clock.now();
      const scope = handledKinds(principal.ticked);
      const [items, counts] = await Promise.all([
        repo.pendingAlerts(scope, HOME_ALERT_LIMIT),
        repo.pendingCounts(scope),
      ]);
      const byGroup = new Map<
        string,
        {
          module: ModuleCode;
          group: HomeResponse['alerts']['byModule'][number]['group'];
          pending: number;
        }
      >();
      for (const row of counts) {
        const group = GROUP_OF_KIND[row.kind];
        const key = `${row.module}|${group}`;
        const entry = byGroup.get(key) ?? { module: row.module, group, pending: 0 };
        entry.pending += row.pending;
        byGroup.set(key, entry);
      }
      const watched = watchedTransmissionModules(principal.ticked);
      const stations = await repo.transmittingStations(watched);
      const problems = stations.flatMap((s) => {
        const { status } = transmissionStatus(s.lastTs, s.expectedIntervalMinutes!, now);
        if (status === 'on_time') return [];
        return [
          {
            stationId: s.id,
            stationName: s.name,
            module: s.module,
            stateName: s.stateName,
            status,
            lastTs: s.lastTs ?? null,
          },
        ];
      });
      return {
        at: now,
        work: await waitingWork(db, principal, now),
        alerts: {
          total: counts.reduce((sum, row) => sum + row.pending, 0),
          items: items.map((a) => ({
            ...a,
            id: String(a.id),
            group: GROUP_OF_KIND[a.kind],
          })),
          byModule: [...byGroup.values()],
        },
        transmission: watched.length === 0 ? null : { watched: stations.length, problems },
        national: await national(),
      };
    },
  };
}

export type HomeService = ReturnType<typeof createHomeService>;
