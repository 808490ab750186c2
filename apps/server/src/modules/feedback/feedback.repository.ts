import {
  FEEDBACK_STATUSES,
  type FeedbackCategory,
  type FeedbackStatus,
  type PageQuery,
} from '@eqmp/domain';
import { sql, type Insertable, type Kysely } from 'kysely';
import { insertReturningId, rowById, updateById } from '../../db/row-by-id.js';
import type { Database } from '../../db/schema/index.js';
import { likePattern, offsetOf } from '../../http/paging.js';

/** Characters of a message shown in the inbox list. */
const EXCERPT = 140;

export interface InboxFilters extends PageQuery {
  readonly status?: FeedbackStatus;
  readonly category?: FeedbackCategory;
}

/** A message as the inbox lists it: its fields with the message cut to an excerpt. */
const SUMMARY_COLUMNS = [
  'f.id',
  'f.receivedAt',
  'f.category',
  'f.status',
  sql<string>`left(f.message, ${EXCERPT})`.as('excerpt'),
  'f.contactName',
  'f.contactEmail',
  'f.username',
] as const;

/**
 * One page of the inbox, its total, and the count of each status under the other filters (so the
 * status tabs keep their numbers while one of them is chosen).
 */
async function readInbox(db: Kysely<Database>, filters: InboxFilters) {
  const search = filters.search ? likePattern(filters.search) : null;
  const base = db
    .selectFrom('feedback as f')
    .$if(search !== null, (q) =>
      q.where((eb) =>
        eb.or([
          eb('f.message', 'ilike', search!),
          eb('f.contactName', 'ilike', search!),
          eb('f.contactEmail', 'ilike', search!),
          eb('f.username', 'ilike', search!),
        ]),
      ),
    )
    .$if(filters.category !== undefined, (q) => q.where('f.category', '=', filters.category!));
  const listed = base.$if(filters.status !== undefined, (q) =>
    q.where('f.status', '=', filters.status!),
  );
  const [items, total, perStatus] = await Promise.all([
    listed
      .select(SUMMARY_COLUMNS)
      .orderBy('f.receivedAt', 'desc')
      .orderBy('f.id', 'desc')
      .limit(filters.pageSize)
      .offset(offsetOf(filters))
      .execute(),
    listed.select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow(),
    base
      .select(['f.status', sql<number>`count(*)::int`.as('n')])
      .groupBy('f.status')
      .execute(),
  ]);
  const counts = Object.fromEntries(FEEDBACK_STATUSES.map((s) => [s, 0])) as Record<
    FeedbackStatus,
    number
  >;
  for (const row of perStatus) counts[row.status] = row.n;
  return { items, total: total.n, counts };
}

/** The feedback tables' reads and writes (rules live in the service). */
export function createFeedbackRepository(db: Kysely<Database>) {
  return {
    /** Messages kept from one address after `since` (what the per-address limit counts). */
    async sentFrom(ip: string, since: Date): Promise<number> {
      const row = await db
        .selectFrom('feedback')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('ip', '=', ip)
        .where('receivedAt', '>', since)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    inbox: (filters: InboxFilters) => readInbox(db, filters),

    async find(id: number) {
      return db
        .selectFrom('feedback as f')
        .select([
          ...SUMMARY_COLUMNS,
          'f.message',
          'f.contactPhone',
          'f.language',
          'f.statusChangedAt',
          'f.statusChangedBy',
        ])
        .where('f.id', '=', id)
        .executeTakeFirst();
    },

    async replies(id: number) {
      return db
        .selectFrom('feedbackReply')
        .select(['at', 'username', 'body', 'emailedTo'])
        .where('feedbackId', '=', id)
        .orderBy('at')
        .orderBy('id')
        .execute();
    },

    /** The name and address of a signed-in sender's account. */
    account: (userId: string) => rowById(db, 'appUser', userId, ['fullName', 'email']),

    insert: (trx: Kysely<Database>, message: Insertable<Database['feedback']>) =>
      insertReturningId(trx, 'feedback', message),

    async insertReply(trx: Kysely<Database>, reply: Insertable<Database['feedbackReply']>) {
      await trx.insertInto('feedbackReply').values(reply).execute();
    },

    setStatus: (trx: Kysely<Database>, id: number, status: FeedbackStatus, at: Date, by: string) =>
      updateById(trx, 'feedback', id, { status, statusChangedAt: at, statusChangedBy: by }),
  };
}
