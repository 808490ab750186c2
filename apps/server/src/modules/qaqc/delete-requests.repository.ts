import type { DataDeleteRequestStatus, ModuleCode } from '@eqmp/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema/index.js';
import { createDeleteRequestTableRepository } from './delete-request-table.repository.js';

/** SQL of the requests to delete data (QUALITY.md "Delete data"). */
export function createDeleteRequestsRepository(db: Kysely<Database>) {
  const requests = createDeleteRequestTableRepository(db, 'deleteRequest');
  return {
    ...requests,
    /** A module's requests (of one status, when given), newest first, at most 500. */
    list: (module: ModuleCode, status?: DataDeleteRequestStatus) => requests.list(module, status),
  };
}
