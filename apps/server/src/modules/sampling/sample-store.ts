import { canMove, type SampleState, type SamplingModule } from '@eqmp/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema/index.js';
import { AppError } from '../../errors.js';
import type { Principal } from '../../plugins/access-control.js';
import {
  CHUNK,
  insertSampleEvents,
  insertSamples,
  lockSampleStates,
  nextSampleIds,
  setSampleState,
} from './samples.repository.js';

/** Who acts: a signed-in user, or the demo seed's named teams (no session). */
export type Actor = Pick<Principal, 'userId' | 'username'>;

/** The label code of a sample: module and a six-digit number, e.g. `MRWQM-000123` (QR and barcode carry it). */
export const sampleCode = (module: string, id: number) =>
  `${module}-${String(id).padStart(6, '0')}`;

/** A planned visit to create. */
export interface PlannedVisit {
  readonly module: SamplingModule;
  readonly stationId: string;
  readonly scheduleId: number | null;
  /** ISO local day. */
  readonly plannedOn: string;
  readonly team: string | null;
}

/**
 * Creates planned samples (their codes from the table's own sequence, so codes never repeat) and
 * their first event. Answers their ids in the order given. Call inside a transaction.
 */
export async function insertPlanned(
  trx: Kysely<Database>,
  visits: readonly PlannedVisit[],
  actor: Actor,
  at: Date,
): Promise<number[]> {
  const ids: number[] = [];
  for (let i = 0; i < visits.length; i += CHUNK) {
    const part = visits.slice(i, i + CHUNK);
    const partIds = await nextSampleIds(trx, part.length);
    await insertSamples(
      trx,
      part.map((v, k) => ({
        id: partIds[k]!,
        code: sampleCode(v.module, partIds[k]!),
        module: v.module,
        stationId: v.stationId,
        scheduleId: v.scheduleId,
        plannedOn: v.plannedOn,
        team: v.team,
        state: 'planned' as const,
        createdAt: at,
        updatedAt: at,
      })),
    );
    await insertSampleEvents(
      trx,
      partIds.map((sampleId) => ({
        sampleId,
        fromState: null,
        toState: 'planned' as const,
        userId: actor.userId,
        username: actor.username,
        at,
        note: null,
      })),
    );
    ids.push(...partIds);
  }
  return ids;
}

/** One move of one sample; several moves of a sample apply in the order given. */
export interface Move {
  readonly sampleId: number;
  readonly to: SampleState;
  readonly at: Date;
  readonly note?: string | null;
}

/**
 * Applies custody moves: each must be allowed from the sample's state at that point (refused
 * with SAMPLE_MOVE_INVALID otherwise, nothing written); every move is an event with who and when.
 * Answers each moved sample's state before the first move. Call inside a transaction.
 */
export async function applyMoves(
  trx: Kysely<Database>,
  moves: readonly Move[],
  actor: Actor,
): Promise<Map<number, SampleState>> {
  const ids = [...new Set(moves.map((m) => m.sampleId))];
  const before = new Map<number, SampleState>();
  for (let i = 0; i < ids.length; i += CHUNK) {
    const rows = await lockSampleStates(trx, ids.slice(i, i + CHUNK));
    for (const r of rows) before.set(Number(r.id), r.state);
  }
  const now = new Map(before);
  const last = new Map<number, Date>();
  const events = moves.map((m) => {
    const from = now.get(m.sampleId);
    if (!from) throw new AppError('NOT_FOUND');
    if (!canMove(from, m.to)) throw new AppError('SAMPLE_MOVE_INVALID');
    now.set(m.sampleId, m.to);
    last.set(m.sampleId, m.at);
    return {
      sampleId: m.sampleId,
      fromState: from,
      toState: m.to,
      userId: actor.userId,
      username: actor.username,
      at: m.at,
      note: m.note ?? null,
    };
  });
  for (let i = 0; i < events.length; i += CHUNK)
    await insertSampleEvents(trx, events.slice(i, i + CHUNK));
  // One statement per target state keeps a month's decision to a handful of statements.
  const byState = new Map<SampleState, number[]>();
  for (const [id, state] of now)
    if (state !== before.get(id)) byState.set(state, [...(byState.get(state) ?? []), id]);
  for (const [state, stateIds] of byState)
    for (let i = 0; i < stateIds.length; i += CHUNK) {
      const part = stateIds.slice(i, i + CHUNK);
      const at = new Date(Math.max(...part.map((id) => last.get(id)!.getTime())));
      await setSampleState(trx, part, state, at);
    }
  return before;
}
