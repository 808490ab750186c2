import { uploadApi } from '../../../lib/api-client';

/** Sends a hotspot CSV as `multipart/form-data`; good rows are kept and each bad row reported. */
export const importHotspots = (file: File) => uploadApi('hotspotImport', {}, file);
