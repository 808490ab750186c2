import type { PageQuery } from '@eqmp/domain';
import type { Kysely, Transaction } from 'kysely';
import type { Clock } from '../../clock.js';
import type { Database } from '../../db/schema/index.js';
import { AppError, orNotFound } from '../../errors.js';
import type { Principal } from '../../plugins/access-control.js';
import { loggedChanges } from '../activity/index.js';

/** What the equipment editor needs of one kind's table (sensors, EDC equipment). */
export interface EquipmentRepository<Values extends object, Query, Row> {
  list(query: Query): Promise<{ items: Row[]; total: number }>;
  findById(id: number): Promise<Row | undefined>;
  insert(trx: Transaction<Database>, values: Values, now: Date): Promise<number>;
  update(trx: Transaction<Database>, id: number, values: Values, now: Date): Promise<void>;
  retire(trx: Transaction<Database>, id: number, now: Date): Promise<void>;
}

/**
 * The inventory's equipment: items of one kind, each added, changed and retired (kept as
 * history) with its activity-log entry. `entity` names the kind in the log; `check` refuses
 * values whose station or parameter cannot take them.
 */
export function createEquipmentService<
  Values extends object,
  Query extends PageQuery,
  Row extends { status: string },
>(
  { db, clock }: { db: Kysely<Database>; clock: Clock },
  kind: {
    entity: string;
    repo: EquipmentRepository<Values, Query, Row>;
    check: (values: Values, isNew: boolean) => Promise<boolean>;
  },
) {
  const { repo } = kind;
  const change = loggedChanges({ db, clock }, kind.entity);

  async function get(id: number) {
    return orNotFound(await repo.findById(id));
  }

  async function validate(values: Values, isNew: boolean) {
    if (!(await kind.check(values, isNew))) throw new AppError('REFERENCE_INVALID');
  }

  return {
    async list(query: Query) {
      return { ...(await repo.list(query)), page: query.page, pageSize: query.pageSize };
    },

    async create(values: Values, actor: Principal, ip: string) {
      await validate(values, true);
      const id = await change(
        (entityId: number) => ({ actor, ip, action: 'create', entityId, after: values }),
        (trx, at) => repo.insert(trx, values, at),
      );
      return get(id);
    },

    async update(id: number, values: Values, actor: Principal, ip: string) {
      const before = await get(id);
      await validate(values, false);
      await change(
        { actor, ip, action: 'update', entityId: id, before, after: values },
        (trx, at) => repo.update(trx, id, values, at),
      );
      return get(id);
    },

    async retire(id: number, actor: Principal, ip: string) {
      const before = await get(id);
      await change(
        {
          actor,
          ip,
          action: 'retire',
          entityId: id,
          before: { status: before.status },
          after: { status: 'retired' },
        },
        (trx, at) => repo.retire(trx, id, at),
      );
      return get(id);
    },
  };
}
