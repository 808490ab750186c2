import {
  apiPath,
  type ConfirmEmailBody,
  type DigestBody,
  type PasswordChangeBody,
  type Profile,
  type ProfileUpdateBody,
} from '@eqmp/domain';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const profileQuery = queryOptions({
  queryKey: ['profile'],
  queryFn: () => apiRequest<Profile>(apiPath('me')),
});

export const updateProfile = (body: ProfileUpdateBody) =>
  apiRequest<Profile>(apiPath('updateMe'), { method: 'PUT', body });

/** The daily digest switch; the server keeps the language of the call for the mails. */
export const setDigest = (body: DigestBody) =>
  apiRequest<Profile>(apiPath('updateMyDigest'), { method: 'PUT', body });

export const changePassword = (body: PasswordChangeBody) =>
  apiRequest<null>(apiPath('changePassword'), { method: 'POST', body });

/** Confirms a changed email address from the mailed link (no session needed). */
export const confirmEmail = (body: ConfirmEmailBody) =>
  apiRequest<null>(apiPath('confirmEmail'), { method: 'POST', body, token: null });
