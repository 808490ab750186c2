/** Sign-in, sessions, tokens, password reset and the accounts created at start. */
export { authModule } from './auth.module.js';
export { createAuthService, type AuthService } from './auth.service.js';
export { DEMO_PASSWORD, ensureAdmin, ensureDemoOfficers } from './bootstrap.js';
export { createCaptchaService } from './captcha.js';
export { loadJwtSecret } from './jwt-secret.js';
export { createPasswordResetService } from './password-reset.service.js';
export { hashPassword, isStrongPassword, verifyPassword } from './passwords.js';
export { tickedRoles } from './roles.js';
export { bearerToken, createTokenService, sessionCookieToken } from './tokens.js';
export { clientOf } from './auth.routes.js';
export { createSessionCheck, endUserSessions } from './sessions.js';
export { sha256, type ClientInfo } from './auth.service.js';
