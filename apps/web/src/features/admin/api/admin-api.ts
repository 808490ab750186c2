import {
  apiPath,
  type AccessLogPage,
  type AdminFunctions,
  type ActivityLogRow,
  type AdminDashboard,
  type FunctionGrouping,
  type Page,
  type Region,
  type RoleBody,
  type RoleTemplate,
  type State,
  type UserFull,
  type UserInput,
  type UserRow,
} from '@eqmp/domain';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const adminKeys = { all: ['admin'] as const };

export const dashboardQuery = queryOptions({
  queryKey: [...adminKeys.all, 'dashboard'],
  queryFn: () => apiRequest<AdminDashboard>(apiPath('adminDashboard')),
  refetchInterval: 60_000,
});
export const usersQuery = (query: string) =>
  queryOptions({
    queryKey: [...adminKeys.all, 'users', query],
    queryFn: () => apiRequest<Page<UserRow>>(`${apiPath('adminUsers')}?${query}`),
  });
export const userQuery = (id: string) =>
  queryOptions({
    queryKey: [...adminKeys.all, 'user', id],
    queryFn: () => apiRequest<UserFull>(apiPath('adminUser', { id })),
  });
export const rolesQuery = queryOptions({
  queryKey: [...adminKeys.all, 'roles'],
  queryFn: () => apiRequest<RoleTemplate[]>(apiPath('adminRoles')),
});
export const roleQuery = (id: string) =>
  queryOptions({
    queryKey: [...adminKeys.all, 'role', id],
    queryFn: () => apiRequest<RoleTemplate>(apiPath('adminRole', { id })),
  });
export const functionsQuery = queryOptions({
  queryKey: [...adminKeys.all, 'functions'],
  queryFn: () => apiRequest<AdminFunctions>(apiPath('adminFunctions')),
});
export const regionsQuery = queryOptions({
  queryKey: [...adminKeys.all, 'regions'],
  queryFn: () => apiRequest<Region[]>(apiPath('adminRegions')),
});
export const statesQuery = queryOptions({
  queryKey: [...adminKeys.all, 'states'],
  queryFn: () => apiRequest<State[]>(apiPath('adminStates')),
});
export const accessLogQuery = (query: string) =>
  queryOptions({
    queryKey: [...adminKeys.all, 'access-log', query],
    queryFn: () => apiRequest<AccessLogPage>(`${apiPath('adminAccessLog')}?${query}`),
  });
export const activityLogQuery = (query: string) =>
  queryOptions({
    queryKey: [...adminKeys.all, 'activity-log', query],
    queryFn: () => apiRequest<Page<ActivityLogRow>>(`${apiPath('adminActivityLog')}?${query}`),
  });

export const createUser = (body: UserInput) =>
  apiRequest<UserFull>(apiPath('adminCreateUser'), { method: 'POST', body });
export const updateUser = (id: string, body: UserInput) =>
  apiRequest<UserFull>(apiPath('adminUpdateUser', { id }), { method: 'PUT', body });
export const setUserActive = (id: string, isActive: boolean) =>
  apiRequest<UserFull>(apiPath('adminSetUserActive', { id }), {
    method: 'POST',
    body: { isActive },
  });
export const unlockUser = (id: string) =>
  apiRequest<UserFull>(apiPath('adminUnlockUser', { id }), { method: 'POST' });
export const sendUserReset = (id: string) =>
  apiRequest<null>(apiPath('adminResetUserPassword', { id }), { method: 'POST' });

export const createRole = (body: RoleBody) =>
  apiRequest<RoleTemplate>(apiPath('adminCreateRole'), { method: 'POST', body });
export const updateRole = (id: string, body: RoleBody) =>
  apiRequest<RoleTemplate>(apiPath('adminUpdateRole', { id }), { method: 'PUT', body });
export const deleteRole = (id: string) =>
  apiRequest<null>(apiPath('adminDeleteRole', { id }), { method: 'DELETE' });
export const saveGrouping = (grouping: FunctionGrouping[]) =>
  apiRequest<null>(apiPath('adminUpdateFunctionGrouping'), { method: 'PUT', body: { grouping } });

type Geo = 'region' | 'state';
const GEO = {
  region: {
    create: 'adminCreateRegion',
    update: 'adminUpdateRegion',
    remove: 'adminDeleteRegion',
  },
  state: { create: 'adminCreateState', update: 'adminUpdateState', remove: 'adminDeleteState' },
} as const;
export const saveGeo = (kind: Geo, body: object, id?: number) =>
  id === undefined
    ? apiRequest<State | Region>(apiPath(GEO[kind].create), { method: 'POST', body })
    : apiRequest<State | Region>(apiPath(GEO[kind].update, { id }), { method: 'PUT', body });
export const deleteGeo = (kind: Geo, id: number) =>
  apiRequest<null>(apiPath(GEO[kind].remove, { id }), { method: 'DELETE' });
