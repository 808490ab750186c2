import { z } from 'zod';
import { MANUAL_DOCUMENTS, MANUAL_LANGUAGES } from '../manual/manual.js';

/** One document of the user manual in one language. */
export const manualDocumentParams = z.object({
  language: z.enum(MANUAL_LANGUAGES),
  document: z.enum(MANUAL_DOCUMENTS),
});
export type ManualDocumentParams = z.infer<typeof manualDocumentParams>;

/** `download=1` serves the PDF as an attachment; otherwise inline, for viewing in the page. */
export const manualDocumentQuery = z.object({
  download: z.enum(['0', '1']).optional(),
});
export type ManualDocumentQuery = z.infer<typeof manualDocumentQuery>;
