/** The signed-in user's own profile and password. */
export { profileRoutes } from './profile.routes.js';
export { createEmailChangeService, type EmailChangeService } from './email-change.service.js';
