import type { ForgotPasswordBody, ResetPasswordBody } from '@eqmp/domain';
import { callApi } from '../../../lib/api-client';

export const requestPasswordReset = (body: ForgotPasswordBody) =>
  callApi('forgotPassword', { body }, { token: null });

export const resetPassword = (body: ResetPasswordBody) =>
  callApi('resetPassword', { body }, { token: null });
