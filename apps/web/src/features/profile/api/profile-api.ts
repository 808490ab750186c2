import { API, type ConfirmEmailBody } from '@eqmp/domain';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export interface Profile {
  id: string;
  username: string;
  fullName: string;
  email: string;
  phone: string | null;
  organisation: string | null;
  userGroup: 'department' | 'other';
  lastLoginAt: string | null;
  ticked: string[];
}

export const profileQuery = queryOptions({
  queryKey: ['profile'],
  queryFn: () => apiRequest<Profile>(API.me.url),
});

export const updateProfile = (
  body: Pick<Profile, 'fullName' | 'email' | 'phone' | 'organisation'> & {
    currentPassword?: string;
  },
) => apiRequest<Profile>(API.updateMe.url, { method: 'PUT', body });

export const changePassword = (body: { currentPassword: string; newPassword: string }) =>
  apiRequest<null>(API.changePassword.url, { method: 'POST', body });

/** Confirms a changed email address from the mailed link (no session needed). */
export const confirmEmail = (body: ConfirmEmailBody) =>
  apiRequest<null>(API.confirmEmail.url, { method: 'POST', body, token: null });
