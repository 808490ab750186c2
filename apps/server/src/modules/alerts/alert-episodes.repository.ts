import type { AlertKind, ModuleCode } from '@eqmp/domain';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema/index.js';

/** One step of an alert's history; without a user it is the system's. */
export interface AlertEventRow {
  readonly alertId: string;
  readonly at: Date;
  readonly action: string;
  readonly userId?: string | null;
  readonly username?: string;
  readonly note?: string | null;
  readonly data: object;
}

/** A newly opened episode as it is written. */
export interface NewEpisode {
  readonly episodeKey: string;
  readonly kind: AlertKind;
  readonly module: ModuleCode;
  readonly stationId: string;
  readonly stateId: number | null;
  readonly parameterCode: string | null;
  readonly averaging: string | null;
  readonly value: number | null;
  readonly limitValue: number | null;
  readonly unit: string | null;
  readonly standardVersion: string | null;
  readonly detail: object;
  readonly valueAt: Date;
  readonly openedAt: Date;
}

/** What an ongoing episode takes while its condition holds (or is clearing). */
export interface EpisodeUpdate {
  readonly lastSeenAt?: Date;
  readonly clearSince: Date | null;
  readonly value: number | null;
  readonly peakValue: number | null;
  readonly limitValue: number | null;
  readonly standardVersion: string | null;
  readonly valueAt: Date;
  readonly detail: object;
}

/** Which ongoing episodes end: one by id, or a station's opened from one source (a detail field's value). */
export type EndedEpisodes =
  | { readonly id: string }
  | { readonly stationId: string; readonly source: { key: string; value: string | number } };

/** A pending approval's sample as claimed for judgement. */
export interface PendingApproval {
  stationId: string;
  at: Date;
  sampleValues: Record<string, number>;
  notify: boolean;
}

/** The onsets of conditions not yet held for their minimum duration. */
function createOnsetsRepository(db: Kysely<Database>) {
  return {
    /** The station's onsets: conditions that hold but not yet for the minimum duration. */
    onsets(stationId: string) {
      return db
        .selectFrom('alertOnset')
        .select(['episodeKey', 'since', 'seenAt'])
        .where('stationId', '=', stationId)
        .execute();
    },

    /** Remembers (or moves) the onset of an episode key. */
    async saveOnset(episodeKey: string, stationId: string, since: Date, seenAt: Date) {
      await db
        .insertInto('alertOnset')
        .values({ episodeKey, stationId, since, seenAt })
        .onConflict((oc) => oc.column('episodeKey').doUpdateSet({ since, seenAt }))
        .execute();
    },

    async forgetOnset(episodeKey: string) {
      await db.deleteFrom('alertOnset').where('episodeKey', '=', episodeKey).execute();
    },
  };
}

/** Episodes: the ongoing ones, and opening, updating and ending them with their history. */
function createEpisodesRepository(db: Kysely<Database>) {
  return {
    /** The station's ongoing episodes (condition not ended). */
    ongoing(stationId: string) {
      return db
        .selectFrom('alert')
        .select(['id', 'episodeKey', 'peakValue', 'limitValue', 'standardVersion', 'clearSince'])
        .where('stationId', '=', stationId)
        .where('conditionEndedAt', 'is', null)
        .execute();
    },

    /** Opens an episode; nothing (undefined) when its key already has one ongoing. */
    open(e: NewEpisode) {
      return db
        .insertInto('alert')
        .values({
          ...e,
          status: 'open',
          peakValue: e.value,
          detail: JSON.stringify(e.detail),
          lastSeenAt: e.openedAt,
        })
        .onConflict((oc) =>
          oc.column('episodeKey').where('conditionEndedAt', 'is', null).doNothing(),
        )
        .returning([
          'id',
          'episodeKey',
          'kind',
          'module',
          'stationId',
          'stateId',
          'parameterCode',
          'value',
          'limitValue',
          'unit',
          'openedAt',
        ])
        .executeTakeFirst();
    },

    /** Updates an episode still ongoing. */
    async update(id: string, u: EpisodeUpdate) {
      await db
        .updateTable('alert')
        .set({ ...u, detail: JSON.stringify(u.detail) })
        .where('id', '=', id)
        .where('conditionEndedAt', 'is', null)
        .execute();
    },

    /** Ends ongoing episodes `at`, auto-closing the alerts nobody closed; the ended ones with their status. */
    end(which: EndedEpisodes, at: Date) {
      return db
        .updateTable('alert')
        .set({
          conditionEndedAt: at,
          status: sql`case when status in ('open', 'acknowledged') then 'auto_closed' else status end`,
          closedAt: sql`coalesce(closed_at, ${at})`,
        })
        .$if('id' in which, (q) => q.where('id', '=', (which as { id: string }).id))
        .$if('stationId' in which, (q) => {
          const { stationId, source } = which as Extract<EndedEpisodes, { stationId: string }>;
          return q
            .where('stationId', '=', stationId)
            .where(sql<string>`detail->>${source.key}`, '=', String(source.value));
        })
        .where('conditionEndedAt', 'is', null)
        .returning(['id', 'status'])
        .execute();
    },

    /** Adds steps to alerts' histories. */
    async addEvents(events: readonly AlertEventRow[]) {
      if (events.length === 0) return;
      await db
        .insertInto('alertEvent')
        .values(
          events.map((e) => ({
            alertId: e.alertId,
            at: e.at,
            action: e.action,
            userId: e.userId ?? null,
            username: e.username ?? 'system',
            note: e.note ?? null,
            data: JSON.stringify(e.data),
          })),
        )
        .execute();
    },
  };
}

/** Notification and evaluation marks, and the approvals whose alerts wait to be judged. */
function createEpisodeMarksRepository(db: Kysely<Database>) {
  return {
    /** When an alert of this episode key was last notified (null: never). */
    async lastNotifiedAt(episodeKey: string) {
      const last = await db
        .selectFrom('alert')
        .select((eb) => eb.fn.max('notifiedAt').as('at'))
        .where('episodeKey', '=', episodeKey)
        .executeTakeFirst();
      return last?.at ?? null;
    },

    async markNotified(ids: readonly string[], at: Date) {
      await db
        .updateTable('alert')
        .set({ notifiedAt: at })
        .where('id', 'in', [...ids])
        .execute();
    },

    /** Marks the station's data as evaluated up to now. */
    async markEvaluated(stationId: string, evaluatedAt: Date) {
      await db
        .insertInto('alertStationMark')
        .values({ stationId, evaluatedAt })
        .onConflict((oc) => oc.column('stationId').doUpdateSet({ evaluatedAt }))
        .execute();
    },

    /** Records approved samples whose alerts are still to be judged. */
    async recordPending(
      samples: readonly {
        sampleId: number | null;
        stationId: string;
        at: Date;
        values: object;
        notify: boolean;
      }[],
      createdAt: Date,
    ) {
      await db
        .insertInto('alertPendingApproval')
        .values(
          samples.map((s) => ({
            sampleId: s.sampleId,
            stationId: s.stationId,
            at: s.at,
            sampleValues: JSON.stringify(s.values),
            notify: s.notify,
            createdAt,
          })),
        )
        .execute();
    },

    /**
     * Claims and deletes up to `limit` pending approvals, oldest recorded first (call inside a
     * transaction): rows another instance holds are skipped, and a rollback gives the rows back.
     */
    async claimPending(limit: number): Promise<PendingApproval[]> {
      const { rows } = await sql<PendingApproval>`
        delete from alert_pending_approval
        where id in (
          select id from alert_pending_approval order by id limit ${limit} for update skip locked
        )
        returning station_id, at, sample_values, notify`.execute(db);
      return rows;
    },
  };
}

/**
 * SQL of alert episodes: ongoing episodes and onsets, their writes and history, notification
 * marks, the per-station evaluation mark and the approvals whose alerts are still pending. The
 * writes run in the caller's transaction when `db` is one.
 */
export function createAlertEpisodesRepository(db: Kysely<Database>) {
  return {
    ...createOnsetsRepository(db),
    ...createEpisodesRepository(db),
    ...createEpisodeMarksRepository(db),
  };
}
