import type { FunctionGrouping, RoleBody, UserInput } from '@eqmp/domain';
import { queryOptions } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { searchedQuery } from '../../../lib/searched-query';

export const adminKeys = { all: ['admin'] as const };

export const dashboardQuery = queryOptions({
  queryKey: [...adminKeys.all, 'dashboard'],
  queryFn: () => callApi('adminDashboard'),
  refetchInterval: 60_000,
});
export const usersQuery = searchedQuery(adminKeys.all, 'users', 'adminUsers');
export const userQuery = (id: string) =>
  queryOptions({
    queryKey: [...adminKeys.all, 'user', id],
    queryFn: () => callApi('adminUser', { params: { id } }),
  });
export const rolesQuery = queryOptions({
  queryKey: [...adminKeys.all, 'roles'],
  queryFn: () => callApi('adminRoles'),
});
export const roleQuery = (id: string) =>
  queryOptions({
    queryKey: [...adminKeys.all, 'role', id],
    queryFn: () => callApi('adminRole', { params: { id } }),
  });
export const functionsQuery = queryOptions({
  queryKey: [...adminKeys.all, 'functions'],
  queryFn: () => callApi('adminFunctions'),
});
/** A page of the sign-in log; `query` is the page's paging and filters as a query string. */
export const fetchAccessLog = (query: string) => callApi('adminAccessLog', { search: query });
export const accessLogQuery = (query: string) =>
  queryOptions({
    queryKey: [...adminKeys.all, 'access-log', query],
    queryFn: () => fetchAccessLog(query),
  });
export const activityLogQuery = searchedQuery(adminKeys.all, 'activity-log', 'adminActivityLog');

export const createUser = (body: UserInput) => callApi('adminCreateUser', { body });
export const updateUser = (id: string, body: UserInput) =>
  callApi('adminUpdateUser', { params: { id }, body });
export const setUserActive = (id: string, isActive: boolean) =>
  callApi('adminSetUserActive', { params: { id }, body: { isActive } });
export const unlockUser = (id: string) => callApi('adminUnlockUser', { params: { id } });
export const sendUserReset = (id: string) => callApi('adminResetUserPassword', { params: { id } });

export const createRole = (body: RoleBody) => callApi('adminCreateRole', { body });
export const updateRole = (id: string, body: RoleBody) =>
  callApi('adminUpdateRole', { params: { id }, body });
export const deleteRole = (id: string) => callApi('adminDeleteRole', { params: { id } });
export const saveGrouping = (grouping: FunctionGrouping[]) =>
  callApi('adminUpdateFunctionGrouping', { body: { grouping } });

/** The geography tables kept under System Administration, each on its own page. */
export type GeoKind = 'region' | 'state' | 'district' | 'basin' | 'river';

/**
 * What the geography forms send: a name, and as the table has them a code and where the row
 * belongs (a state's region, a district's state, a basin's states, a river's basin).
 */
export interface GeoValues {
  readonly code?: string | null;
  readonly name: string;
  readonly regionId?: number | null;
  readonly stateId?: number;
  readonly stateIds?: readonly number[];
  readonly basinId?: number;
}

/** Adds a row (no `id`) or changes one, through the entries of its table. */
/** A row of any geography table, as its page shows it. */
export interface GeoRow extends GeoValues {
  readonly id: number;
}

const LISTS = {
  region: () => callApi('adminRegions'),
  state: () => callApi('adminStates'),
  district: () => callApi('adminDistricts'),
  basin: () => callApi('adminBasins'),
  river: () => callApi('adminRivers'),
} satisfies Record<GeoKind, () => Promise<readonly GeoRow[]>>;

/** Every row of a geography table, by name. */
export const geoQuery = (kind: GeoKind) =>
  queryOptions({
    queryKey: [...adminKeys.all, 'geo', kind],
    queryFn: (): Promise<readonly GeoRow[]> => LISTS[kind](),
  });

export const saveGeo = (kind: GeoKind, values: GeoValues, id?: number): Promise<GeoRow> => {
  const { code, name } = values;
  switch (kind) {
    case 'region': {
      const body = { code: code ?? '', name };
      return id === undefined
        ? callApi('adminCreateRegion', { body })
        : callApi('adminUpdateRegion', { params: { id }, body });
    }
    case 'state': {
      const body = { code: code ?? '', name, regionId: values.regionId ?? null };
      return id === undefined
        ? callApi('adminCreateState', { body })
        : callApi('adminUpdateState', { params: { id }, body });
    }
    case 'district': {
      const body = { code: code || null, name, stateId: values.stateId ?? 0 };
      return id === undefined
        ? callApi('adminCreateDistrict', { body })
        : callApi('adminUpdateDistrict', { params: { id }, body });
    }
    case 'basin': {
      const body = { name, stateIds: [...(values.stateIds ?? [])] };
      return id === undefined
        ? callApi('adminCreateBasin', { body })
        : callApi('adminUpdateBasin', { params: { id }, body });
    }
    case 'river': {
      const body = { name, basinId: values.basinId ?? 0 };
      return id === undefined
        ? callApi('adminCreateRiver', { body })
        : callApi('adminUpdateRiver', { params: { id }, body });
    }
  }
};

const DELETE_ENTRIES = {
  region: 'adminDeleteRegion',
  state: 'adminDeleteState',
  district: 'adminDeleteDistrict',
  basin: 'adminDeleteBasin',
  river: 'adminDeleteRiver',
} as const satisfies Record<GeoKind, string>;

export const deleteGeo = (kind: GeoKind, id: number) =>
  callApi(DELETE_ENTRIES[kind], { params: { id } });
