import { API_BASE, uploadApi } from '../../../lib/api-client';

export const uploadMainPicture = (stationId: string, file: File) =>
  uploadApi('inventorySetStationPicture', { params: { id: stationId } }, file);

export const uploadGalleryPicture = (stationId: string, file: File, caption: string) =>
  uploadApi(
    'inventoryAddGalleryPicture',
    { params: { id: stationId }, query: { caption: caption.trim() } },
    file,
  );

/** The full address of a picture the API names (the API may live on another host). */
export const pictureSrc = (url: string) => `${API_BASE}${url}`;
