import { lazyPage } from '../../lib/lazy-page';
import type { PageViews } from '../../lib/page-view';

export const adminViews = {
  adminDashboard: {
    layout: 'app',
    load: lazyPage(
      () => import('./pages/DashboardPage'),
      (m) => m.DashboardPage,
    ),
  },
  adminUserList: {
    layout: 'app',
    load: lazyPage(
      () => import('./pages/UserListPage'),
      (m) => m.UserListPage,
    ),
  },
  adminAddUser: {
    layout: 'app',
    load: lazyPage(
      () => import('./pages/AddUserPage'),
      (m) => m.AddUserPage,
    ),
  },
  adminRoleList: {
    layout: 'app',
    load: lazyPage(
      () => import('./pages/RoleListPage'),
      (m) => m.RoleListPage,
    ),
  },
  adminAddRole: {
    layout: 'app',
    load: lazyPage(
      () => import('./pages/AddRolePage'),
      (m) => m.AddRolePage,
    ),
  },
  adminFunctionHierarchy: {
    layout: 'app',
    load: lazyPage(
      () => import('./pages/FunctionHierarchyPage'),
      (m) => m.FunctionHierarchyPage,
    ),
  },
  adminRegion: {
    layout: 'app',
    load: lazyPage(
      () => import('./pages/RegionPage'),
      (m) => m.RegionPage,
    ),
  },
  adminState: {
    layout: 'app',
    load: lazyPage(
      () => import('./pages/StatePage'),
      (m) => m.StatePage,
    ),
  },
  adminDistrict: {
    layout: 'app',
    load: lazyPage(
      () => import('./pages/DistrictPage'),
      (m) => m.DistrictPage,
    ),
  },
  adminBasin: {
    layout: 'app',
    load: lazyPage(
      () => import('./pages/BasinPage'),
      (m) => m.BasinPage,
    ),
  },
  adminRiver: {
    layout: 'app',
    load: lazyPage(
      () => import('./pages/RiverPage'),
      (m) => m.RiverPage,
    ),
  },
  adminAccessLog: {
    layout: 'app',
    load: lazyPage(
      () => import('./pages/AccessLogPage'),
      (m) => m.AccessLogPage,
    ),
  },
  adminActivityLog: {
    layout: 'app',
    load: lazyPage(
      () => import('./pages/ActivityLogPage'),
      (m) => m.ActivityLogPage,
    ),
  },
} as const satisfies PageViews;
