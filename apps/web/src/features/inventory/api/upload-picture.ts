import { API } from '@eqmp/domain';
import { API_BASE, uploadFile } from '../../../lib/api-client';
import { urlOf } from './inventory-api';
import type { GalleryPicture } from './inventory-types';

export const uploadMainPicture = (stationId: string, file: File) =>
  uploadFile<{ url: string }>(
    urlOf(API.inventorySetStationPicture.url, { id: stationId }),
    file,
    'PUT',
  );

export const uploadGalleryPicture = (stationId: string, file: File, caption: string) =>
  uploadFile<GalleryPicture>(
    `${urlOf(API.inventoryAddGalleryPicture.url, { id: stationId })}${caption.trim() ? `?caption=${encodeURIComponent(caption.trim())}` : ''}`,
    file,
  );

/** The full address of a picture the API names (the API may live on another host). */
export const pictureSrc = (url: string) => `${API_BASE}${url}`;
