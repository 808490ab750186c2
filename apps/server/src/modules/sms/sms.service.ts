import { parseSmsMessage, smsReadings } from '@eqmp/domain';
import type { Language } from '@eqmp/locales';
import type { Kysely } from 'kysely';
import type { Clock } from '../../clock.js';
import type { Database } from '../../db/schema/index.js';
import { AppError, orNotFound } from '../../errors.js';
import type { Principal } from '../../plugins/access-control.js';
import { recordActivity } from '../activity/index.js';
import type { createIngestService } from '../ingest/index.js';
import { smsError } from './sms-error.js';
import { createSmsRepository, type SmsOutcome, type SmsRow } from './sms.repository.js';

type Ingest = ReturnType<typeof createIngestService>;

/**
 * SMS messages from stations: each is stored as it arrives (so nothing the gateway was told we
 * received is lost), then parsed; its readings go through the same ingestion as a logger's, with
 * source `sms`. A message that failed can be parsed again after its station is fixed.
 */
export function createSmsService({
  db,
  clock,
  ingest,
}: {
  db: Kysely<Database>;
  clock: Clock;
  ingest: Ingest;
}) {
  const repo = createSmsRepository(db);

  /** What parsing `body` now gives. The station id in the text is authoritative (not the sender). */
  async function outcomeOf(body: string, language: Language): Promise<SmsOutcome> {
    const parsed = parseSmsMessage(body);
    if (!parsed.ok)
      return {
        status: 'failed',
        error: smsError(parsed.code, parsed.detail, language),
        stationId: null,
        readings: 0,
      };
    const { stationId } = parsed.value;
    const unknown: SmsOutcome = {
      status: 'failed',
      error: smsError('UNKNOWN_STATION', stationId, language),
      stationId,
      readings: 0,
    };
    if (!(await repo.stationActive(stationId))) return unknown;
    try {
      const result = await ingest.ingest(stationId, smsReadings(parsed.value), 'sms', language);
      const readings = result.accepted + result.changed + result.duplicates;
      if (readings > 0) return { status: 'parsed', error: null, stationId, readings };
      return {
        status: 'failed',
        error: smsError('REJECTED', result.rejected[0]?.message ?? '', language),
        stationId,
        readings: 0,
      };
    } catch (error) {
      // The station was retired between the look-up and the ingestion.
      if (error instanceof AppError && error.code === 'NOT_FOUND') return unknown;
      throw error;
    }
  }

  async function reload(id: number): Promise<SmsRow> {
    return orNotFound(await repo.find(id));
  }

  return {
    /** Stores a message as received (failed, `PENDING`, until parsed) and answers its id. */
    async store(
      message: { sender: string; body: string; receivedAt: Date | undefined },
      language: Language,
    ): Promise<number> {
      return repo.insert({
        sender: message.sender,
        body: message.body,
        receivedAt: message.receivedAt ?? clock.now(),
        error: smsError('PENDING', '', language),
      });
    },

    /** Parses a stored message and keeps the outcome. */
    async parse(id: number, language: Language): Promise<SmsRow> {
      const row = await reload(id);
      await repo.update(id, await outcomeOf(row.body, language), clock.now());
      return reload(id);
    },

    /** An officer's re-parse (after fixing a station), with the before and after in the activity log. */
    async reparse(
      id: number,
      actor: Principal | null,
      ip: string,
      language: Language,
    ): Promise<SmsRow> {
      const before = await reload(id);
      const outcome = await outcomeOf(before.body, language);
      const now = clock.now();
      await db.transaction().execute(async (trx) => {
        await createSmsRepository(trx).update(id, outcome, now);
        await recordActivity(trx, {
          actor,
          action: 'reparse',
          entity: 'sms_message',
          entityId: id,
          ip,
          at: now,
          before: {
            status: before.status,
            error: before.error,
            stationId: before.stationId,
            readings: before.readings,
          },
          after: outcome,
        });
      });
      return reload(id);
    },

    list: (query: Parameters<typeof repo.list>[0]) => repo.list(query),
  };
}
