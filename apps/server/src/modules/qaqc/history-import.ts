import type { Language } from '@eqmp/locales';
import type { QaqcHistoryImportBody, qaqcHistoryImportResponse } from '@eqmp/domain';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { Database } from '../../db/schema/index.js';
import type { Principal } from '../../plugins/access-control.js';
import { recordActivity } from '../activity/index.js';
import type { createIngestService } from '../ingest/index.js';
import type { createQaqcRepository } from './qaqc.repository.js';

type Ingest = ReturnType<typeof createIngestService>;

/** Values per ingestion call (each its own transaction, as a logger's large batch). */
const ITEMS_PER_CALL = 4000;

/**
 * A history import: the hourly means of a period that the hourly archive holds with no value
 * behind them (an imported archive, the demo's history) become values through the one path that
 * stores values — ingestion, source `import`: checked by level 1, refused inside approved ranges,
 * and an hour's one value stands for its hour, so the hourly and daily figures do not move. From
 * then on they are listed, corrected, reviewed and approved like live data. Logged once.
 */
export async function importHistory(
  deps: { ingest: Ingest; repo: ReturnType<typeof createQaqcRepository>; now: Date },
  body: QaqcHistoryImportBody,
  station: { readonly id: string },
  principal: Principal,
  language: Language,
): Promise<z.output<typeof qaqcHistoryImportResponse>> {
  const from = new Date(body.from);
  const to = new Date(body.to);
  const hours = await deps.repo.archivedHours(station.id, body.parameterCodes, from, to);
  const items = hours.map((h) => ({
    parameter: h.parameterCode,
    ts: new Date(h.hour).toISOString(),
    value: h.avg!,
  }));
  let imported = 0;
  const refused: z.output<typeof qaqcHistoryImportResponse>['refused'] = [];
  const calls = Math.max(1, Math.ceil(items.length / ITEMS_PER_CALL));
  for (let i = 0; i < calls; i++) {
    const part = items.slice(i * ITEMS_PER_CALL, (i + 1) * ITEMS_PER_CALL);
    const last = i === calls - 1;
    const result = await deps.ingest.ingest(station.id, part, 'import', language, {
      ...(last && {
        within: async (trx: Kysely<Database>, stored: { accepted: number }) => {
          await recordActivity(trx, {
            actor: principal,
            action: 'import',
            entity: 'reading_history',
            entityId: station.id,
            after: {
              parameterCodes: body.parameterCodes,
              from: body.from,
              to: body.to,
              imported: imported + stored.accepted,
            },
            at: deps.now,
          });
        },
      }),
    });
    imported += result.accepted;
    for (const r of result.rejected) {
      const item = part[r.index]!;
      refused.push({
        parameterCode: item.parameter,
        ts: new Date(hours[i * ITEMS_PER_CALL + r.index]!.hour),
        message: r.message,
      });
    }
  }
  return { imported, refused };
}
