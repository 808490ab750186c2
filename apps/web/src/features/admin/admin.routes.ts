import { lazyView, type PageViews } from '../../lib/page-view';

export const adminViews = {
  adminDashboard: lazyView(() => import('./pages/DashboardPage'), 'DashboardPage'),
  adminUserList: lazyView(() => import('./pages/UserListPage'), 'UserListPage'),
  adminAddUser: lazyView(() => import('./pages/AddUserPage'), 'AddUserPage'),
  adminRoleList: lazyView(() => import('./pages/RoleListPage'), 'RoleListPage'),
  adminAddRole: lazyView(() => import('./pages/AddRolePage'), 'AddRolePage'),
  adminFunctionHierarchy: lazyView(
    () => import('./pages/FunctionHierarchyPage'),
    'FunctionHierarchyPage',
  ),
  adminRegion: lazyView(() => import('./pages/RegionPage'), 'RegionPage'),
  adminState: lazyView(() => import('./pages/StatePage'), 'StatePage'),
  adminDistrict: lazyView(() => import('./pages/DistrictPage'), 'DistrictPage'),
  adminBasin: lazyView(() => import('./pages/BasinPage'), 'BasinPage'),
  adminRiver: lazyView(() => import('./pages/RiverPage'), 'RiverPage'),
  adminAccessLog: lazyView(() => import('./pages/AccessLogPage'), 'AccessLogPage'),
  adminActivityLog: lazyView(() => import('./pages/ActivityLogPage'), 'ActivityLogPage'),
} as const satisfies PageViews;
