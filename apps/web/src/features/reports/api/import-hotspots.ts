import { API } from '@eqmp/domain';
import { uploadFile } from '../../../lib/api-client';

/** What an import answers: counts and each bad row with its line and reason. */
export interface HotspotImportResult {
  importId: number;
  rowsTotal: number;
  imported: number;
  duplicates: number;
  rejected: number;
  problems: { line: number; field: string; message: string }[];
}

/** Sends a hotspot CSV as `multipart/form-data`; good rows are kept and each bad row reported. */
export const importHotspots = (file: File) =>
  uploadFile<HotspotImportResult>(API.hotspotImport.url, file);
