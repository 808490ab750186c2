import type { ApiDef } from './api-def.js';
import { confirmEmailBody } from '../contracts/profile.js';

/** Routes of account security: confirming a changed email address from the emailed link. */
export const SECURITY_API_ENTRIES = {
  confirmEmail: {
    method: 'POST',
    url: '/api2/users/confirm-email',
    access: 'public',
    body: confirmEmailBody,
    status: 204,
  },
} as const satisfies Record<string, ApiDef>;

/** Pages of account security, open to anyone holding the emailed link. */
export const SECURITY_PAGES = [
  {
    id: 'confirmEmail',
    path: '/confirm-email',
    access: 'public',
    titleKey: 'security:confirmEmail.title',
  },
] as const;
