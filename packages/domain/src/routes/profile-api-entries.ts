import type { ApiDef } from './api-def.js';
import {
  digestBody,
  passwordChangeBody,
  profileResponse,
  profileUpdateBody,
} from '../contracts/profile.js';

/**
 * The signed-in user's own profile: read it, change the details, the daily digest switch and the
 * password. The changes touch only the caller's account (`ownAccount`). Spread into `API` with
 * one line.
 */
export const PROFILE_API_ENTRIES = {
  me: { method: 'GET', url: '/api2/users/me', access: 'session', response: profileResponse },
  updateMe: {
    method: 'PUT',
    url: '/api2/users/me',
    access: 'session',
    ownAccount: true,
    body: profileUpdateBody,
    response: profileResponse,
  },
  changePassword: {
    method: 'POST',
    url: '/api2/users/me/password',
    access: 'session',
    ownAccount: true,
    body: passwordChangeBody,
    status: 204,
  },
  updateMyDigest: {
    method: 'PUT',
    url: '/api2/users/me/digest',
    access: 'session',
    ownAccount: true,
    body: digestBody,
    response: profileResponse,
  },
} as const satisfies Record<string, ApiDef>;
