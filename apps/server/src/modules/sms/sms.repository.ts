import { sql, type Kysely } from 'kysely';
import { columnById, insertReturningId, updateById } from '../../db/row-by-id.js';
import type { Database } from '../../db/schema/index.js';
import { likePattern, offsetOf, type PageQuery } from '../../http/paging.js';

export type SmsStatus = 'parsed' | 'failed';

/** What one parse decides about a message. `error` is stored as `CODE: text` (see sms-error.ts). */
export interface SmsOutcome {
  readonly status: SmsStatus;
  readonly error: string | null;
  readonly stationId: string | null;
  readonly readings: number;
}

const COLUMNS = [
  'id',
  'receivedAt',
  'sender',
  'body',
  'status',
  'error',
  'stationId',
  'readings',
  'parsedAt',
] as const;

/** The SQL of the `sms_message` table; nothing else. */
export function createSmsRepository(db: Kysely<Database>) {
  return {
    async insert(message: {
      receivedAt: Date;
      sender: string;
      body: string;
      error: string;
    }): Promise<number> {
      return Number(await insertReturningId(db, 'smsMessage', { ...message, status: 'failed' }));
    },

    async find(id: number) {
      const row = await db
        .selectFrom('smsMessage')
        .select(COLUMNS)
        .where('id', '=', id)
        .executeTakeFirst();
      return row ? { ...row, id: Number(row.id) } : undefined;
    },

    async update(id: number, outcome: SmsOutcome, parsedAt: Date): Promise<void> {
      await updateById(db, 'smsMessage', id, { ...outcome, parsedAt });
    },

    async list(q: PageQuery & { status?: SmsStatus | undefined }) {
      const filtered = db
        .selectFrom('smsMessage')
        .$if(q.status !== undefined, (b) => b.where('status', '=', q.status!))
        .$if(q.search !== undefined, (b) => {
          const pattern = likePattern(q.search!);
          return b.where((eb) =>
            eb.or([
              eb('sender', 'ilike', pattern),
              eb('body', 'ilike', pattern),
              eb('stationId', 'ilike', pattern),
              eb('error', 'ilike', pattern),
            ]),
          );
        });
      const [items, count] = await Promise.all([
        filtered
          .select(COLUMNS)
          .orderBy('receivedAt', 'desc')
          .orderBy('id', 'desc')
          .limit(q.pageSize)
          .offset(offsetOf(q))
          .execute(),
        filtered.select(sql<number>`count(*)::int`.as('total')).executeTakeFirstOrThrow(),
      ]);
      return { items: items.map((i) => ({ ...i, id: Number(i.id) })), total: count.total };
    },

    /** Whether a station exists and is in service (a message from any other is not parsed). */
    async stationActive(stationId: string): Promise<boolean> {
      return (await columnById(db, 'station', stationId, 'isActive')) === true;
    },
  };
}

export type SmsRow = NonNullable<
  Awaited<ReturnType<ReturnType<typeof createSmsRepository>['find']>>
>;
