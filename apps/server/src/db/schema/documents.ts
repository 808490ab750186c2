import type { ColumnType, Generated } from 'kysely';

/** A folder of the document repository with the role names that may read and write it. */
export interface DocFolderTable {
  id: Generated<number>;
  parentId: number | null;
  name: string;
  readRoles: ColumnType<string[], string[] | undefined, string[]>;
  writeRoles: ColumnType<string[], string[] | undefined, string[]>;
  createdBy: string;
  createdAt: Date;
  deletedAt: Date | null;
}

/** A document: its metadata, its current version and that version's text (for search). */
export interface DocumentTable {
  id: Generated<number>;
  folderId: number;
  title: string;
  module: string | null;
  stationId: string | null;
  year: number | null;
  tags: ColumnType<string[], string[] | undefined, string[]>;
  currentVersion: number;
  contentText: ColumnType<string, string | undefined, string>;
  createdAt: Date;
  updatedBy: string;
  updatedAt: Date;
  deletedAt: Date | null;
  deletedBy: string | null;
}

/** A file uploaded to the file storage, kept under `storageKey` (migration builder `uploadedFile`). */
export interface UploadedFileColumns {
  fileName: string;
  contentType: string;
  sizeBytes: number;
  storageKey: string;
  uploadedBy: string;
  uploadedAt: Date;
}

/** One uploaded file of a document. */
export interface DocumentVersionTable extends UploadedFileColumns {
  documentId: number;
  version: number;
}

export type EqmpReportStatus =
  'under_review' | 'returned' | 'submitted' | 'delete_requested' | 'deleted';

/** The EQMP report of one module and period. */
export interface EqmpReportTable {
  id: Generated<number>;
  module: string;
  periodType: 'monthly' | 'quarterly' | 'annual';
  period: string;
  status: EqmpReportStatus;
  currentVersion: number;
  statusBeforeDelete: EqmpReportStatus | null;
  remarks: string | null;
  uploadedBy: string;
  updatedAt: Date;
}

export interface EqmpReportVersionTable extends UploadedFileColumns {
  reportId: number;
  version: number;
}

/** One step of a report's review: upload, return, submit, request delete, delete, refuse delete. */
export interface EqmpReportEventTable {
  id: Generated<number>;
  reportId: number;
  action: string;
  actor: string;
  remarks: string | null;
  at: Date;
}
