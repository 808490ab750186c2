import {
  apiPath,
  type ForgotPasswordBody,
  type ForgotPasswordResponse,
  type ResetPasswordBody,
} from '@eqmp/domain';
import { apiRequest } from '../../../lib/api-client';

export const requestPasswordReset = (body: ForgotPasswordBody) =>
  apiRequest<ForgotPasswordResponse>(apiPath('forgotPassword'), {
    method: 'POST',
    body,
    token: null,
  });

export const resetPassword = (body: ResetPasswordBody) =>
  apiRequest<null>(apiPath('resetPassword'), { method: 'POST', body, token: null });
