import { z } from 'zod';
import { MODULE_CODES } from '../modules.js';
import { timestamp } from './common.js';
import { uploadedFile } from './shared-fields.js';

/** Contracts of the document repository (spec §2 More → doc_repository). Times are ISO strings. */

const roleList = z.array(z.string().trim().min(1).max(120)).max(50);
const name = z.string().trim().min(1).max(200);
const idParam = z.coerce.number().int().positive();

export const documentIdParams = z.object({ id: idParam });
export type DocumentIdParams = z.infer<typeof documentIdParams>;

export const documentFolder = z.object({
  id: z.number(),
  parentId: z.number().nullable(),
  name: z.string(),
  readRoles: z.array(z.string()),
  writeRoles: z.array(z.string()),
  canWrite: z.boolean(),
  documentCount: z.number(),
});
export type DocumentFolder = z.infer<typeof documentFolder>;
export const documentFoldersResponse = z.array(documentFolder);
export type DocumentFoldersResponse = z.infer<typeof documentFoldersResponse>;

export const documentFolderBody = z.object({
  name,
  parentId: z.number().int().positive().nullable().default(null),
  readRoles: roleList.default([]),
  writeRoles: roleList.default([]),
});
export type DocumentFolderBody = z.input<typeof documentFolderBody>;
export const documentFolderCreatedResponse = z.object({ id: z.number() });
export type DocumentFolderCreated = z.input<typeof documentFolderCreatedResponse>;

/** Rename, move or change the permissions of a folder: only the fields given change. */
export const documentFolderUpdateBody = z.object({
  name: name.optional(),
  parentId: z.number().int().positive().nullable().optional(),
  readRoles: roleList.optional(),
  writeRoles: roleList.optional(),
});
export type DocumentFolderUpdateBody = z.infer<typeof documentFolderUpdateBody>;

const tags = z.array(z.string().trim().min(1).max(40)).max(20);
const year = z.coerce.number().int().min(1970).max(2100);

/** Metadata of an upload, in the query string beside the multipart file. */
export const documentUploadQuery = z.object({
  folderId: idParam,
  title: z.string().trim().max(200).optional(),
  module: z.enum(MODULE_CODES).optional(),
  stationId: z.string().trim().max(40).optional(),
  year: year.optional(),
  /** Comma-separated. */
  tags: z.string().max(800).optional(),
});
export type DocumentUploadQuery = z.infer<typeof documentUploadQuery>;

export const documentUpdateBody = z.object({
  title: name.optional(),
  folderId: z.number().int().positive().optional(),
  module: z.enum(MODULE_CODES).nullable().optional(),
  stationId: z.string().trim().max(40).nullable().optional(),
  year: year.nullable().optional(),
  tags: tags.optional(),
});
export type DocumentUpdateBody = z.infer<typeof documentUpdateBody>;

export const documentListQuery = z.object({
  folderId: idParam.optional(),
  /** Words searched in titles, metadata and the text of the files. */
  q: z.string().trim().max(200).optional(),
  module: z.enum(MODULE_CODES).optional(),
  year: year.optional(),
  /** `true` lists the deleted documents (the bin) instead of the live ones. */
  deleted: z.enum(['true', 'false']).default('false'),
});
export type DocumentListQuery = Partial<z.output<typeof documentListQuery>>;

export const documentVersion = z.object({
  version: z.number(),
  ...uploadedFile,
});
export type DocumentVersion = z.input<typeof documentVersion>;

export const documentSummary = z.object({
  id: z.number(),
  folderId: z.number(),
  title: z.string(),
  module: z.string().nullable(),
  stationId: z.string().nullable(),
  year: z.number().nullable(),
  tags: z.array(z.string()),
  currentVersion: z.number(),
  fileName: z.string(),
  contentType: z.string(),
  size: z.number(),
  updatedBy: z.string(),
  updatedAt: timestamp,
  deletedAt: timestamp.nullable(),
  canWrite: z.boolean(),
});
export type DocumentSummary = z.input<typeof documentSummary>;
export const documentListResponse = z.array(documentSummary);
export type DocumentListResponse = z.input<typeof documentListResponse>;

export const documentDetailResponse = documentSummary.extend({
  versions: z.array(documentVersion),
});
export type DocumentDetailResponse = z.input<typeof documentDetailResponse>;

export const documentDownloadQuery = z.object({
  version: z.coerce.number().int().positive().optional(),
});
