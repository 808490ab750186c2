import { API } from '@eqmp/domain';
import { apiRequest } from '../../../lib/api-client';

export const fetchCaptcha = () =>
  apiRequest<{ id: string; svg: string }>(API.captcha.url, { token: null });

export const requestPasswordReset = (body: {
  email: string;
  captchaId: string;
  captchaAnswer: string;
}) =>
  apiRequest<{ outcome: 'helpdesk' | 'sent'; message: string }>(API.forgotPassword.url, {
    method: 'POST',
    body,
    token: null,
  });

export const resetPassword = (body: { token: string; password: string }) =>
  apiRequest<null>(API.resetPassword.url, { method: 'POST', body, token: null });
