import { sql, type Kysely } from 'kysely';
import {
  belongsTo,
  bilingualName,
  createdAtAndBy,
  createIndex,
  dropTables,
  hashedToken,
  uuidPrimaryKey,
  whoAndWhen,
} from './builders.js';

/**
 * The Straits of Johor programme (spec §2 SOJ pages, §3 SOJ session): its parameter list, which
 * side each of its stations is on, its agreed criteria (standards and benchmarks, versioned), the
 * identity step and SOJ sessions, the quarterly sampling rounds with their results, the
 * append-only history of each round's sign-off, and exceedances raised from approved results.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await createCatalogue(db);
  await createIdentity(db);
  await createRounds(db);
  await createExceedances(db);
}

/** Creates the SOJ parameter list, the side of each station and the agreed criteria. */
async function createCatalogue(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('soj_parameter')
    .addColumn('code', 'text', (c) => c.primaryKey())
    .$call(bilingualName)
    .addColumn('unit', 'text', (c) => c.notNull())
    .addColumn('method', 'text', (c) => c.notNull())
    .addColumn('decimals', 'integer', (c) => c.notNull().defaultTo(2))
    .addColumn('sort_order', 'integer', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('soj_station')
    .addColumn('station_id', 'text', (c) =>
      c.primaryKey().references('station.id').onDelete('cascade'),
    )
    .addColumn('side', 'text', (c) => c.notNull().check(sql`side in ('MY', 'SG')`))
    .addColumn('station_group', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('soj_criterion')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('standard', 'benchmark')`))
    .addColumn('version', 'text', (c) => c.notNull())
    .addColumn('effective_from', 'date', (c) => c.notNull())
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('parameter_code', 'text', (c) => c.notNull().references('soj_parameter.code'))
    .addColumn('station_group', 'text')
    .addColumn('min', 'double precision')
    .addColumn('max', 'double precision')
    .$call(createdAtAndBy)
    .execute();
  await createIndex(db, 'soj_criterion_kind_idx', 'soj_criterion', ['kind', 'effective_from']);
}

/** Creates the identity step codes and the SOJ sessions. */
async function createIdentity(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('soj_identity_code')
    .$call(uuidPrimaryKey)
    .addColumn('user_id', 'uuid', belongsTo('app_user.id'))
    .addColumn('session_id', 'text', (c) => c.notNull())
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('used_at', 'timestamptz')
    .execute();
  await createIndex(db, 'soj_identity_code_user_idx', 'soj_identity_code', [
    'user_id',
    'created_at',
  ]);

  // Spec §3 SOJ session: soj_token (kept here only as a hash) and expires_at.
  await db.schema
    .createTable('soj_session')
    .$call(uuidPrimaryKey)
    .addColumn('user_id', 'uuid', belongsTo('app_user.id'))
    .addColumn('session_id', 'text', (c) => c.notNull())
    .$call(hashedToken)
    .addColumn('ended_at', 'timestamptz')
    .execute();
}

/** Creates the sampling rounds, their results and the history of their sign-off. */
async function createRounds(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('soj_round')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('station_id', 'text', belongsTo('station.id'))
    .addColumn('quarter', 'text', (c) => c.notNull())
    .addColumn('planned_on', 'date', (c) => c.notNull())
    .addColumn('sampled_on', 'date')
    .addColumn('status', 'text', (c) =>
      c.notNull().check(sql`status in ('planned', 'entered', 'returned', 'verified', 'approved')`),
    )
    .addColumn('entered_by', 'uuid')
    .addColumn('entered_by_name', 'text')
    .addColumn('verified_by', 'uuid')
    .addColumn('verified_by_name', 'text')
    .addColumn('approved_by', 'uuid')
    .addColumn('approved_by_name', 'text')
    .addColumn('remarks', 'text')
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .addUniqueConstraint('soj_round_station_quarter_key', ['station_id', 'quarter'])
    .execute();
  await createIndex(db, 'soj_round_status_idx', 'soj_round', ['status', 'planned_on']);

  await db.schema
    .createTable('soj_result')
    .addColumn('round_id', 'integer', belongsTo('soj_round.id'))
    .addColumn('parameter_code', 'text', (c) => c.notNull().references('soj_parameter.code'))
    .addColumn('value', 'double precision', (c) => c.notNull())
    .addColumn('censored', 'boolean', (c) => c.notNull().defaultTo(false))
    .addPrimaryKeyConstraint('soj_result_pkey', ['round_id', 'parameter_code'])
    .execute();

  // Append-only: who moved a round, when, from which status to which, and the results then.
  await db.schema
    .createTable('soj_round_event')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('round_id', 'integer', belongsTo('soj_round.id'))
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('from_status', 'text', (c) => c.notNull())
    .addColumn('to_status', 'text', (c) => c.notNull())
    .$call(whoAndWhen('at'))
    .addColumn('remarks', 'text')
    .addColumn('data', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .execute();
  await createIndex(db, 'soj_round_event_round_idx', 'soj_round_event', ['round_id', 'id']);
}

/** Creates the exceedances raised from approved results. */
async function createExceedances(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('soj_exceedance')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('round_id', 'integer', belongsTo('soj_round.id'))
    .addColumn('station_id', 'text', (c) => c.notNull())
    .addColumn('parameter_code', 'text', (c) => c.notNull())
    .addColumn('sampled_on', 'date', (c) => c.notNull())
    .addColumn('value', 'double precision', (c) => c.notNull())
    .addColumn('min', 'double precision')
    .addColumn('max', 'double precision')
    .addColumn('standard_version', 'text', (c) => c.notNull())
    .addColumn('raised_at', 'timestamptz', (c) => c.notNull())
    .addColumn('withdrawn_at', 'timestamptz')
    .execute();
  await createIndex(db, 'soj_exceedance_sampled_idx', 'soj_exceedance', ['sampled_on']);
}

export async function down(db: Kysely<any>): Promise<void> {
  await dropTables(db, [
    'soj_exceedance',
    'soj_round_event',
    'soj_result',
    'soj_round',
    'soj_session',
    'soj_identity_code',
    'soj_criterion',
    'soj_station',
    'soj_parameter',
  ]);
}
