import { randomBytes } from 'node:crypto';
import { API } from '@eqmp/domain';

/** Largest station picture accepted, in bytes (5 MB). */
export const PICTURE_MAX_BYTES = 5 * 1024 * 1024;

const FOLDER = 'station-pictures';

/**
 * Picture URLs carry a random token (24 bytes, base64url) instead of a guessable id: the picture
 * route is public because `<img>` tags cannot send a bearer token, so knowing the URL is the
 * permission, and only pictures of active stations are served.
 */
export const PICTURE_TOKEN = /^[A-Za-z0-9_-]{32}$/;

export function newPictureKey(): string {
  return `${FOLDER}/${randomBytes(24).toString('base64url')}`;
}

/** The storage key of a picture token from a URL, or null when the token has the wrong shape. */
export function pictureKeyOf(token: string): string | null {
  return PICTURE_TOKEN.test(token) ? `${FOLDER}/${token}` : null;
}

/** The public URL of a stored picture. */
export function pictureUrl(key: string): string;
export function pictureUrl(key: string | null): string | null;
export function pictureUrl(key: string | null): string | null {
  if (key === null) return null;
  return API.inventoryPicture.url.replace(':key', key.slice(FOLDER.length + 1));
}
