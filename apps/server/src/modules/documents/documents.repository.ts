import { sql, type Insertable, type Kysely, type Updateable } from 'kysely';
import { insertReturningId } from '../../db/row-by-id.js';
import type { Database } from '../../db/schema/index.js';

/** The columns of a document's summary: the document with its current version's file. */
const summaryColumns = [
  'd.id',
  'd.folderId',
  'd.title',
  'd.module',
  'd.stationId',
  'd.year',
  'd.tags',
  'd.currentVersion',
  'd.updatedBy',
  'd.updatedAt',
  'd.deletedAt',
  'v.fileName',
  'v.contentType',
  'v.sizeBytes',
] as const;

/** The folders and their live document counts. */
function createFoldersRepository(db: Kysely<Database>) {
  return {
    async liveFolders() {
      return db
        .selectFrom('docFolder')
        .selectAll()
        .where('deletedAt', 'is', null)
        .orderBy('name')
        .execute();
    },

    async documentCounts() {
      return db
        .selectFrom('document')
        .select(['folderId', sql<number>`count(*)::int`.as('count')])
        .where('deletedAt', 'is', null)
        .groupBy('folderId')
        .execute();
    },

    insertFolder: (trx: Kysely<Database>, folder: Insertable<Database['docFolder']>) =>
      insertReturningId(trx, 'docFolder', folder),

    async updateFolder(
      trx: Kysely<Database>,
      id: number,
      changes: Updateable<Database['docFolder']>,
    ) {
      await trx.updateTable('docFolder').set(changes).where('id', '=', id).execute();
    },
  };
}

/** Documents found, listed and their versions read. */
function createDocumentReadsRepository(db: Kysely<Database>) {
  return {
    /**
     * Documents in the given folders, newest first. `q` is matched as words (PostgreSQL full-text,
     * the `simple` configuration so English and Malay words match as written) against the title
     * and the text of the current version, and as a substring of the title, station and tags.
     */
    async list(filter: {
      folderIds: readonly number[];
      q?: string;
      module?: string;
      year?: number;
      deleted: boolean;
    }) {
      if (filter.folderIds.length === 0) return [];
      // The same expression as the GIN index `document_search_idx`, so the index serves it.
      const document = sql`to_tsvector('simple'::regconfig, d.title || ' ' || d.content_text)`;
      const like = `%${escapeLike(filter.q ?? '')}%`;
      return db
        .selectFrom('document as d')
        .innerJoin('documentVersion as v', (j) =>
          j.onRef('v.documentId', '=', 'd.id').onRef('v.version', '=', 'd.currentVersion'),
        )
        .select(summaryColumns)
        .where('d.folderId', 'in', filter.folderIds)
        .where('d.deletedAt', filter.deleted ? 'is not' : 'is', null)
        .$if(filter.module !== undefined, (qb) => qb.where('d.module', '=', filter.module!))
        .$if(filter.year !== undefined, (qb) => qb.where('d.year', '=', filter.year!))
        .$if(Boolean(filter.q), (qb) =>
          qb.where((eb) =>
            eb.or([
              eb(sql`${document}`, '@@', sql`plainto_tsquery('simple'::regconfig, ${filter.q!})`),
              eb('d.title', 'ilike', like),
              eb('d.stationId', 'ilike', like),
              sql<boolean>`exists (select 1 from unnest(d.tags) as tag where tag ilike ${like})`,
            ]),
          ),
        )
        .orderBy('d.updatedAt', 'desc')
        .limit(500)
        .execute();
    },

    async find(id: number) {
      return db
        .selectFrom('document as d')
        .innerJoin('documentVersion as v', (j) =>
          j.onRef('v.documentId', '=', 'd.id').onRef('v.version', '=', 'd.currentVersion'),
        )
        .select(summaryColumns)
        .where('d.id', '=', id)
        .executeTakeFirst();
    },

    async versions(documentId: number) {
      return db
        .selectFrom('documentVersion')
        .selectAll()
        .where('documentId', '=', documentId)
        .orderBy('version', 'desc')
        .execute();
    },

    async version(documentId: number, version: number) {
      return db
        .selectFrom('documentVersion')
        .selectAll()
        .where('documentId', '=', documentId)
        .where('version', '=', version)
        .executeTakeFirst();
    },
  };
}

/** Documents and their versions written. */
function createDocumentWritesRepository(db: Kysely<Database>) {
  return {
    insert: (trx: Kysely<Database>, document: Insertable<Database['document']>) =>
      insertReturningId(trx, 'document', document),

    async insertVersion(
      trx: Kysely<Database>,
      documentId: number,
      version: number,
      file: VersionFile,
      by: string,
      at: Date,
    ) {
      await trx
        .insertInto('documentVersion')
        .values({
          documentId,
          version,
          fileName: file.fileName,
          contentType: file.contentType,
          sizeBytes: file.sizeBytes,
          storageKey: file.storageKey,
          uploadedBy: by,
          uploadedAt: at,
        })
        .execute();
    },

    /** A document's current version, its row locked for update (so two uploads never take the same next one). */
    async lockCurrentVersion(trx: Kysely<Database>, id: number): Promise<number> {
      const row = await trx
        .selectFrom('document')
        .select('currentVersion')
        .where('id', '=', id)
        .forUpdate()
        .executeTakeFirstOrThrow();
      return row.currentVersion;
    },

    async update(trx: Kysely<Database>, id: number, changes: Updateable<Database['document']>) {
      await trx.updateTable('document').set(changes).where('id', '=', id).execute();
    },

    /** Stores the text of a version's file while that version is still the document's current one. */
    async setContentText(documentId: number, version: number, text: string) {
      await db
        .updateTable('document')
        .set({ contentText: text })
        .where('id', '=', documentId)
        .where('currentVersion', '=', version)
        .execute();
    },
  };
}

/** SQL of the document repository. Folder lists are small (tens to hundreds), so they are read whole. */
export function createDocumentsRepository(db: Kysely<Database>) {
  return {
    ...createFoldersRepository(db),
    ...createDocumentReadsRepository(db),
    ...createDocumentWritesRepository(db),
  };
}

/** A stored file of a document version. */
export interface VersionFile {
  readonly fileName: string;
  readonly contentType: string;
  readonly sizeBytes: number;
  readonly storageKey: string;
}

export type DocumentsRepository = ReturnType<typeof createDocumentsRepository>;

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}
