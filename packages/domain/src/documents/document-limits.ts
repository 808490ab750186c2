/** The largest file the document repository keeps, in bytes (50 MiB). */
export const DOCUMENT_MAX_BYTES = 50 * 1024 * 1024;

/** Files the repository accepts, by the content type they are stored and served with (checked by their first bytes). */
export const DOCUMENT_TYPES = [
  'application/pdf',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  'image/jpeg',
  'image/png',
] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];
