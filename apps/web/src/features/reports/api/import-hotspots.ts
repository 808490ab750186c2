import { apiPath, type HotspotImportResult } from '@eqmp/domain';
import { uploadFile } from '../../../lib/api-client';

/** Sends a hotspot CSV as `multipart/form-data`; good rows are kept and each bad row reported. */
export const importHotspots = (file: File) =>
  uploadFile<HotspotImportResult>(apiPath('hotspotImport'), file);
