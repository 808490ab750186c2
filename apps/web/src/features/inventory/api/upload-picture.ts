import { apiPath, type GalleryPicture, type PictureUrl } from '@eqmp/domain';
import { API_BASE, uploadFile } from '../../../lib/api-client';

export const uploadMainPicture = (stationId: string, file: File) =>
  uploadFile<PictureUrl>(apiPath('inventorySetStationPicture', { id: stationId }), file, 'PUT');

export const uploadGalleryPicture = (stationId: string, file: File, caption: string) =>
  uploadFile<GalleryPicture>(
    apiPath('inventoryAddGalleryPicture', { id: stationId }, { caption: caption.trim() }),
    file,
  );

/** The full address of a picture the API names (the API may live on another host). */
export const pictureSrc = (url: string) => `${API_BASE}${url}`;
