import { z } from 'zod';
import type { FunctionNode } from '../access/functions.js';
import { calendarDay, pageOf, pageQuery, timestamp } from './common.js';

/**
 * Contracts of System Administration: users, role templates, the geography (regions, states,
 * districts, river basins and rivers) and the logs.
 */

export const USER_GROUPS = ['department', 'other'] as const;
export type UserGroup = (typeof USER_GROUPS)[number];

export const adminUserParams = z.object({ id: z.uuid() });

/** `GET /api2/admin/users`: paged, searched by username, name or email. */
export const userListQuery = pageQuery;

const userDetails = {
  username: z
    .string()
    .trim()
    .min(3)
    .max(60)
    .regex(/^[A-Za-z0-9._-]+$/, 'errors:validation.username'),
  fullName: z.string().trim().min(2).max(120),
  email: z.email().max(200),
  phone: z.string().trim().max(40).nullable().default(null),
  organisation: z.string().trim().max(200).nullable().default(null),
  userGroup: z.enum(USER_GROUPS),
  templateIds: z.array(z.uuid()).max(100).default([]),
  functions: z.array(z.string()).max(2000).default([]),
};

/** A user's details and roles (role templates and single functions), as the admin edits them. */
export const userUpdateBody = z.object(userDetails);
/** A new user: the details and an initial password. */
export const userCreateBody = z.object({ ...userDetails, password: z.string().min(1).max(200) });
export type UserInput = z.input<typeof userCreateBody>;

export const userActiveBody = z.object({ isActive: z.boolean() });

/** Who a user is, as the admin's user list, the user's own profile and a token renewal show it. */
export const userIdentity = z.object({
  id: z.string(),
  username: z.string(),
  fullName: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  organisation: z.string().nullable(),
  userGroup: z.enum(USER_GROUPS),
});

const userRow = userIdentity.extend({
  isActive: z.boolean(),
  isLocked: z.boolean(),
  lastLoginAt: timestamp.nullable(),
  createdAt: timestamp,
});

/** `GET /api2/admin/users`: a page of users with the names of their role templates. */
export const userListResponse = pageOf(userRow.extend({ templates: z.array(z.string()) }));
export type UserRow = z.input<typeof userListResponse>['items'][number];

/** One user with the ids of their templates and their single functions. */
export const userResponse = userRow.extend({
  templateIds: z.array(z.string()),
  functions: z.array(z.string()),
});
export type UserFull = z.input<typeof userResponse>;

export const roleParams = z.object({ id: z.uuid() });

/** A role template: a named set of functions (role names of the declared hierarchy). */
export const roleBody = z.object({
  name: z.string().trim().min(2).max(80),
  description: z.string().trim().max(400).default(''),
  functions: z.array(z.string()).max(2000),
});
export type RoleBody = z.input<typeof roleBody>;

export const roleResponse = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  functions: z.array(z.string()),
  userCount: z.number(),
});
export type RoleTemplate = z.input<typeof roleResponse>;
export const rolesResponse = z.array(roleResponse);

/** How the administration page groups and labels one function. */
const functionGroup = z.object({
  roleName: z.string(),
  groupLabel: z.string().trim().min(1).max(80),
  sortOrder: z.number().int().min(0).max(100_000),
});
export type FunctionGrouping = z.input<typeof functionGroup>;

/** A node of the declared function hierarchy (`functionTree()`). */
const functionNode: z.ZodType<FunctionNode, FunctionNode> = z.lazy(() =>
  z.object({
    key: z.string(),
    label: z.string(),
    roleName: z.string().optional(),
    children: z.array(functionNode).optional(),
  }),
);

/** The declared function hierarchy with the administrators' grouping. */
export const functionsResponse = z.object({
  tree: z.array(functionNode),
  grouping: z.array(
    z.object({ roleName: z.string(), groupLabel: z.string(), sortOrder: z.number() }),
  ),
});

export type AdminFunctions = z.input<typeof functionsResponse>;

/** Regroups or relabels functions; role names stay those declared. */
export const functionGroupingBody = z.object({ grouping: z.array(functionGroup).max(5000) });

export const geographyParams = z.object({ id: z.coerce.number().int().positive() });
const geoCode = z.string().trim().min(1).max(20);
const geoName = z.string().trim().min(2).max(100);
const stamps = { createdAt: timestamp, updatedAt: timestamp };
/** A stored place of the geography: its id, its own fields, and when it was created and changed. */
const geoRow = <F extends z.ZodRawShape>(fields: F) =>
  z.object({ id: z.number(), ...fields, ...stamps });

export const regionBody = z.object({ code: geoCode, name: geoName });
export const regionResponse = geoRow({ code: z.string(), name: z.string() });
export type Region = z.input<typeof regionResponse>;
export const regionsResponse = z.array(regionResponse);

export const stateBody = z.object({
  code: geoCode,
  name: geoName,
  regionId: z.number().int().positive().nullable().default(null),
});
export const stateResponse = regionResponse.extend({ regionId: z.number().nullable() });
export type State = z.input<typeof stateResponse>;
export const statesResponse = z.array(stateResponse);

const parentId = z.number().int().positive();

/** A district of a state; its code (the boundary file's, such as `1_1`) may be left out. */
export const geoDistrictBody = z.object({
  code: geoCode.nullable().default(null),
  name: geoName,
  stateId: parentId,
});
export const districtResponse = geoRow({
  code: z.string().nullable(),
  name: z.string(),
  stateId: z.number(),
});
export type District = z.input<typeof districtResponse>;
export const districtsResponse = z.array(districtResponse);

/** A river basin and the states it lies in (a basin that crosses a state line is in each). */
export const geoBasinBody = z.object({ name: geoName, stateIds: z.array(parentId).min(1).max(20) });
export const basinResponse = geoRow({ name: z.string(), stateIds: z.array(z.number()) });
export type Basin = z.input<typeof basinResponse>;
export const basinsResponse = z.array(basinResponse);

/** A river of a basin. */
export const geoRiverBody = z.object({ name: geoName, basinId: parentId });
export const riverResponse = geoRow({ name: z.string(), basinId: z.number() });
export type River = z.input<typeof riverResponse>;
export const riversResponse = z.array(riverResponse);

/** What the sign-in log records (`access_log.event`). */
export const ACCESS_EVENTS = [
  'login_success',
  'login_failure',
  'lockout',
  'locked_attempt',
  'logout',
  'renewal_refused',
  'password_reset_requested',
  'password_reset_completed',
] as const;
export type AccessEvent = (typeof ACCESS_EVENTS)[number];

const logRange = { from: timestamp.optional(), to: timestamp.optional() };

export const accessLogQuery = pageQuery.extend({
  ...logRange,
  event: z.enum(ACCESS_EVENTS).optional(),
});
export const accessLogResponse = pageOf(
  z.object({
    id: z.number(),
    at: timestamp,
    event: z.string(),
    username: z.string(),
    ip: z.string().nullable(),
    userAgent: z.string().nullable(),
    detail: z.string().nullable(),
  }),
);
export type AccessLogPage = z.input<typeof accessLogResponse>;
export type AccessLogRow = AccessLogPage['items'][number];

export const activityLogQuery = pageQuery.extend({
  ...logRange,
  entity: z.string().max(60).optional(),
});
export const activityLogResponse = pageOf(
  z.object({
    id: z.number(),
    at: timestamp,
    username: z.string(),
    action: z.string(),
    entity: z.string(),
    entityId: z.string().nullable(),
    before: z.unknown(),
    after: z.unknown(),
    ip: z.string().nullable(),
  }),
);
export type ActivityLogRow = z.input<typeof activityLogResponse>['items'][number];

/** Users, active sessions, and sign-ins per Kuala Lumpur day over the last 14 days. */
export const adminDashboardResponse = z.object({
  users: z.object({
    total: z.number(),
    active: z.number(),
    disabled: z.number(),
    locked: z.number(),
  }),
  activeSessions: z.number(),
  daily: z.array(z.object({ day: calendarDay, logins: z.number(), failures: z.number() })),
});
export type AdminDashboard = z.input<typeof adminDashboardResponse>;
