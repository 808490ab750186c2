import { z } from 'zod';

/** What a hotspot file import answers: counts, and each bad row with its line and reason. */
export const hotspotImportResponse = z.object({
  importId: z.number(),
  rowsTotal: z.number(),
  imported: z.number(),
  duplicates: z.number(),
  rejected: z.number(),
  problems: z.array(z.object({ line: z.number(), field: z.string(), message: z.string() })),
});
export type HotspotImportResult = z.input<typeof hotspotImportResponse>;
