/** System Administration: users, role templates, geography and the access and activity logs. */
export { adminModule } from './admin.module.js';
