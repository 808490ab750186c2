/** The public portal's answers (no sign-in): river and marine status and station histories. */
export { publicPortalModule } from './public-portal.module.js';
