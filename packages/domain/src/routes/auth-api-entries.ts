import type { ApiDef } from './api-def.js';
import {
  captchaResponse,
  contactResponse,
  forgotPasswordBody,
  forgotPasswordResponse,
  loginBody,
  loginResponse,
  renewResponse,
  resetPasswordBody,
} from '../contracts/auth.js';

/**
 * Sign-in and session (spec §7): login, token renewal, logout, the robot check, the password
 * reset by mail, and the helpdesk contact the sign-in pages show. All public: the renewal and the
 * logout read the bearer token themselves. Spread into `API` with one line.
 */
export const AUTH_API_ENTRIES = {
  contact: {
    method: 'GET',
    url: '/api2/public/contact',
    access: 'public',
    response: contactResponse,
  },
  login: {
    method: 'POST',
    url: '/api2/users/login',
    access: 'public',
    body: loginBody,
    response: loginResponse,
  },
  renewJwt: {
    method: 'POST',
    url: '/api2/users/renewjwt',
    access: 'public',
    response: renewResponse,
  },
  logout: { method: 'POST', url: '/api2/users/logout', access: 'public', status: 204 },
  captcha: {
    method: 'GET',
    url: '/api2/users/captcha',
    access: 'public',
    response: captchaResponse,
  },
  forgotPassword: {
    method: 'POST',
    url: '/api2/users/forgot-password',
    access: 'public',
    body: forgotPasswordBody,
    response: forgotPasswordResponse,
  },
  resetPassword: {
    method: 'POST',
    url: '/api2/users/reset-password',
    access: 'public',
    body: resetPasswordBody,
    status: 204,
  },
} as const satisfies Record<string, ApiDef>;
