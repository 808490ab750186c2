import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import type { Clock } from '../../clock.js';
import type { Database } from '../../db/schema/index.js';
import type { FileStorage } from '../../storage/file-storage.js';
import { documentRoutes } from './documents.routes.js';
import { createDocumentsRepository } from './documents.repository.js';
import { createFolderRights } from './folder-rights.js';
import { createFoldersService } from './folders.service.js';
import { createDocumentsService } from './documents.service.js';
import { createTextIndex } from './text-index.js';

/** The document repository: folders with per-role rights, uploads, versions, search and the bin. */
export const documentsModule: FastifyPluginAsync<{
  db: Kysely<Database>;
  clock: Clock;
  storage: FileStorage;
}> = async (app, { db, clock, storage }) => {
  const repo = createDocumentsRepository(db);
  const rights = createFolderRights(repo);
  const textIndex = createTextIndex({ repo, storage, log: app.log });
  app.addHook('onClose', () => textIndex.close());
  await app.register(documentRoutes, {
    documents: createDocumentsService({ db, clock, storage, repo, rights, textIndex }),
    folders: createFoldersService({ db, clock, repo, rights }),
  });
};
