import { API, COOKIE_NAMES, type ErrorBody } from '@eqmp/domain';
import { LANGUAGE_TAGS } from '@eqmp/locales';
import { API_BASE, ApiError } from '../../../lib/api-client';
import { readCookie } from '../../../lib/cookies';
import { storedLanguage } from '../../../lib/preferences';
import { urlOf } from './inventory-api';
import type { GalleryPicture } from './inventory-types';

/**
 * Sends one picture as `multipart/form-data`. The shared client speaks JSON only, so this call
 * sets the same headers itself (language, bearer token) and answers errors the same way.
 */
async function sendPicture<T>(method: 'PUT' | 'POST', path: string, file: File): Promise<T> {
  const body = new FormData();
  body.append('file', file, file.name);
  const headers: Record<string, string> = { 'accept-language': LANGUAGE_TAGS[storedLanguage()] };
  const token = readCookie(COOKIE_NAMES.session);
  if (token) headers.authorization = `Bearer ${token}`;
  let response: Response;
  try {
    response = await fetch(`${API_BASE}${path}`, { method, headers, body });
  } catch (err) {
    throw new ApiError(0, 'NETWORK', err instanceof Error ? err.message : String(err));
  }
  const text = await response.text();
  const data = text ? parsed(text) : undefined;
  if (!response.ok) {
    const error = (data ?? {}) as Partial<ErrorBody>;
    throw new ApiError(response.status, error.code ?? 'UNKNOWN', error.message ?? response.statusText, error.issues);
  }
  return data as T;
}

function parsed(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    // A proxy in front of the server may answer a refusal as HTML or text.
    return { message: text };
  }
}

export const uploadMainPicture = (stationId: string, file: File) =>
  sendPicture<{ url: string }>('PUT', urlOf(API.inventorySetStationPicture.url, { id: stationId }), file);

export const uploadGalleryPicture = (stationId: string, file: File, caption: string) =>
  sendPicture<GalleryPicture>(
    'POST',
    `${urlOf(API.inventoryAddGalleryPicture.url, { id: stationId })}${caption.trim() ? `?caption=${encodeURIComponent(caption.trim())}` : ''}`,
    file,
  );

/** The full address of a picture the API names (the API may live on another host). */
export const pictureSrc = (url: string) => `${API_BASE}${url}`;
