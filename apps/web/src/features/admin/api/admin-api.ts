import { API, type FunctionNode } from '@eqmp/domain';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export interface Page<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}

export interface UserRow {
  id: string;
  username: string;
  fullName: string;
  email: string;
  phone: string | null;
  organisation: string | null;
  userGroup: 'department' | 'other';
  isActive: boolean;
  isLocked: boolean;
  lastLoginAt: string | null;
  createdAt: string;
  templates: string[];
}
export type UserFull = Omit<UserRow, 'templates'> & { templateIds: string[]; functions: string[] };
export type UserInput = Pick<
  UserFull,
  | 'username'
  | 'fullName'
  | 'email'
  | 'phone'
  | 'organisation'
  | 'userGroup'
  | 'templateIds'
  | 'functions'
> & {
  password?: string;
};

export interface RoleTemplate {
  id: string;
  name: string;
  description: string;
  functions: string[];
  userCount: number;
}

export interface Region {
  id: number;
  code: string;
  name: string;
}
export interface State extends Region {
  regionId: number | null;
}

export interface AccessLogRow {
  id: number;
  at: string;
  event: string;
  username: string;
  ip: string | null;
  userAgent: string | null;
  detail: string | null;
}
export interface ActivityLogRow {
  id: number;
  at: string;
  username: string;
  action: string;
  entity: string;
  entityId: string | null;
  before: unknown;
  after: unknown;
  ip: string | null;
}

export interface Dashboard {
  users: { total: number; active: number; disabled: number; locked: number };
  activeSessions: number;
  daily: { day: string; logins: number; failures: number }[];
}

const withId = (url: string, id: string | number) =>
  url.replace(':id', encodeURIComponent(String(id)));

export const adminKeys = { all: ['admin'] as const };

export const dashboardQuery = queryOptions({
  queryKey: [...adminKeys.all, 'dashboard'],
  queryFn: () => apiRequest<Dashboard>(API.adminDashboard.url),
  refetchInterval: 60_000,
});
export const usersQuery = (query: string) =>
  queryOptions({
    queryKey: [...adminKeys.all, 'users', query],
    queryFn: () => apiRequest<Page<UserRow>>(`${API.adminUsers.url}?${query}`),
  });
export const userQuery = (id: string) =>
  queryOptions({
    queryKey: [...adminKeys.all, 'user', id],
    queryFn: () => apiRequest<UserFull>(withId(API.adminUser.url, id)),
  });
export const rolesQuery = queryOptions({
  queryKey: [...adminKeys.all, 'roles'],
  queryFn: () => apiRequest<RoleTemplate[]>(API.adminRoles.url),
});
export const roleQuery = (id: string) =>
  queryOptions({
    queryKey: [...adminKeys.all, 'role', id],
    queryFn: () => apiRequest<RoleTemplate>(withId(API.adminRole.url, id)),
  });
export const functionsQuery = queryOptions({
  queryKey: [...adminKeys.all, 'functions'],
  queryFn: () =>
    apiRequest<{
      tree: FunctionNode[];
      grouping: { roleName: string; groupLabel: string; sortOrder: number }[];
    }>(API.adminFunctions.url),
});
export const regionsQuery = queryOptions({
  queryKey: [...adminKeys.all, 'regions'],
  queryFn: () => apiRequest<Region[]>(API.adminRegions.url),
});
export const statesQuery = queryOptions({
  queryKey: [...adminKeys.all, 'states'],
  queryFn: () => apiRequest<State[]>(API.adminStates.url),
});
export const accessLogQuery = (query: string) =>
  queryOptions({
    queryKey: [...adminKeys.all, 'access-log', query],
    queryFn: () => apiRequest<Page<AccessLogRow>>(`${API.adminAccessLog.url}?${query}`),
  });
export const activityLogQuery = (query: string) =>
  queryOptions({
    queryKey: [...adminKeys.all, 'activity-log', query],
    queryFn: () => apiRequest<Page<ActivityLogRow>>(`${API.adminActivityLog.url}?${query}`),
  });

export const createUser = (body: UserInput) =>
  apiRequest<UserFull>(API.adminCreateUser.url, { method: 'POST', body });
export const updateUser = (id: string, body: UserInput) =>
  apiRequest<UserFull>(withId(API.adminUpdateUser.url, id), { method: 'PUT', body });
export const setUserActive = (id: string, isActive: boolean) =>
  apiRequest<UserFull>(withId(API.adminSetUserActive.url, id), {
    method: 'POST',
    body: { isActive },
  });
export const unlockUser = (id: string) =>
  apiRequest<UserFull>(withId(API.adminUnlockUser.url, id), { method: 'POST' });
export const sendUserReset = (id: string) =>
  apiRequest<null>(withId(API.adminResetUserPassword.url, id), { method: 'POST' });

export const createRole = (body: Omit<RoleTemplate, 'id' | 'userCount'>) =>
  apiRequest<RoleTemplate>(API.adminCreateRole.url, { method: 'POST', body });
export const updateRole = (id: string, body: Omit<RoleTemplate, 'id' | 'userCount'>) =>
  apiRequest<RoleTemplate>(withId(API.adminUpdateRole.url, id), { method: 'PUT', body });
export const deleteRole = (id: string) =>
  apiRequest<null>(withId(API.adminDeleteRole.url, id), { method: 'DELETE' });
export const saveGrouping = (
  grouping: { roleName: string; groupLabel: string; sortOrder: number }[],
) => apiRequest<null>(API.adminUpdateFunctionGrouping.url, { method: 'PUT', body: { grouping } });

type Geo = 'region' | 'state';
const GEO = {
  region: {
    create: API.adminCreateRegion.url,
    update: API.adminUpdateRegion.url,
    remove: API.adminDeleteRegion.url,
  },
  state: {
    create: API.adminCreateState.url,
    update: API.adminUpdateState.url,
    remove: API.adminDeleteState.url,
  },
} as const;
export const saveGeo = (kind: Geo, body: object, id?: number) =>
  id === undefined
    ? apiRequest(GEO[kind].create, { method: 'POST', body })
    : apiRequest(withId(GEO[kind].update, id), { method: 'PUT', body });
export const deleteGeo = (kind: Geo, id: number) =>
  apiRequest<null>(withId(GEO[kind].remove, id), { method: 'DELETE' });
