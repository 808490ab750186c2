/** The signed-in user's own profile and password. */
export { profileModule } from './profile.module.js';
