import type {
  ConfirmEmailBody,
  DigestBody,
  PasswordChangeBody,
  ProfileUpdateBody,
} from '@eqmp/domain';
import { queryOptions } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

export const profileQuery = queryOptions({
  queryKey: ['profile'],
  queryFn: () => callApi('me'),
});

export const updateProfile = (body: ProfileUpdateBody) => callApi('updateMe', { body });

/** The daily digest switch; the server keeps the language of the call for the mails. */
export const setDigest = (body: DigestBody) => callApi('updateMyDigest', { body });

export const changePassword = (body: PasswordChangeBody) => callApi('changePassword', { body });

/** Confirms a changed email address from the mailed link (no session needed). */
export const confirmEmail = (body: ConfirmEmailBody) =>
  callApi('confirmEmail', { body }, { token: null });
