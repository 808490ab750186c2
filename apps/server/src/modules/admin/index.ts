/** System Administration: users, role templates, geography and the access and activity logs. */
export { geographyAdminRoutes } from './geography.routes.js';
export { logAdminRoutes } from './logs.routes.js';
export { roleAdminRoutes } from './roles.routes.js';
export { userAdminRoutes } from './users.routes.js';
export { createUsersService } from './users.service.js';
