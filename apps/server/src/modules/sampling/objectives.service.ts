import type { z } from 'zod';
import type { samplingQcObjectiveBody } from '@eqmp/domain';
import type { Kysely } from 'kysely';
import type { Clock } from '../../clock.js';
import type { Database } from '../../db/schema/index.js';
import { AppError } from '../../errors.js';
import type { Principal } from '../../plugins/access-control.js';
import { recordActivity } from '../activity/index.js';
import { insertObjective, objectiveList, objectiveOf } from './lab.repository.js';
import { parameterByCode } from './stations.repository.js';

type ObjectiveBody = z.output<typeof samplingQcObjectiveBody>;

/** Lab QC objectives as versioned rows: everyone who enters or validates results reads them; a System Admin adds versions. */
export function createObjectivesService({ db, clock }: { db: Kysely<Database>; clock: Clock }) {
  const list = async () =>
    (await objectiveList(db)).map((r) => ({
      id: Number(r.id),
      ...objectiveOf(r),
      username: r.username,
    }));

  return {
    list,
    async add(body: ObjectiveBody, principal: Principal) {
      const known = await parameterByCode(db, body.parameterCode.toUpperCase());
      if (!known) throw new AppError('REFERENCE_INVALID');
      const now = clock.now();
      await db.transaction().execute(async (trx) => {
        const id = await insertObjective(trx, {
          ...body,
          parameterCode: known.code,
          username: principal.username,
          createdAt: now,
        });
        if (id === undefined) throw new AppError('LAB_QC_OBJECTIVE_TAKEN');
        await recordActivity(trx, {
          actor: principal,
          action: 'create',
          entity: 'lab_qc_objective',
          entityId: id,
          after: body,
          at: now,
        });
      });
      return list();
    },
  };
}

export type ObjectivesService = ReturnType<typeof createObjectivesService>;
