import type { ColumnType, Generated, JSONColumnType } from 'kysely';

type CreatedAt = ColumnType<Date, Date | undefined, never>;
type UpdatedAt = ColumnType<Date, Date | undefined, Date>;

export type UserGroup = 'department' | 'other';

export interface AppUserTable {
  id: Generated<string>;
  username: string;
  fullName: string;
  email: string;
  phone: string | null;
  organisation: string | null;
  userGroup: UserGroup;
  passwordHash: string;
  isActive: Generated<boolean>;
  createdAt: CreatedAt;
  updatedAt: UpdatedAt;
  lastLoginAt: Date | null;
  passwordChangedAt: UpdatedAt;
  /** The profile's daily digest switch (migration 0027). */
  dailyDigest: Generated<boolean>;
  /** The language of the user's digest mails, the one chosen when the switch was set. */
  language: Generated<'en' | 'ms'>;
}

/** One row per user and Malaysian day a daily digest was sent (migration 0027). */
export interface DigestSentTable {
  userId: string;
  day: ColumnType<string, string, never>;
  sentAt: Date;
  items: number;
}

export interface RoleTemplateTable {
  id: Generated<string>;
  name: string;
  description: Generated<string>;
  createdAt: CreatedAt;
  updatedAt: UpdatedAt;
}

export interface RoleTemplateFunctionTable {
  templateId: string;
  roleName: string;
}

export interface UserRoleTemplateTable {
  userId: string;
  templateId: string;
}

export interface UserFunctionTable {
  userId: string;
  roleName: string;
}

export interface FunctionGroupingTable {
  roleName: string;
  groupLabel: string;
  sortOrder: Generated<number>;
  updatedAt: UpdatedAt;
}

export interface LoginCounterTable {
  usernameKey: string;
  failures: number;
  lockedUntil: Date | null;
  updatedAt: UpdatedAt;
}

export interface UserSessionTable {
  id: Generated<string>;
  userId: string;
  createdAt: Date;
  lastSeenAt: Date;
  endedAt: Date | null;
  ip: string | null;
  userAgent: string | null;
}

export interface PasswordResetTable {
  id: Generated<string>;
  userId: string;
  tokenHash: string;
  createdAt: Date;
  expiresAt: Date;
  usedAt: Date | null;
}

/** A robot check's proof-of-work challenge: its random text and difficulty, used once. */
export interface CaptchaChallengeTable {
  id: Generated<string>;
  challenge: string;
  difficulty: number;
  expiresAt: Date;
  usedAt: Date | null;
}

export type AccessEvent =
  | 'login_success'
  | 'login_failure'
  | 'lockout'
  | 'locked_attempt'
  | 'logout'
  | 'renewal_refused'
  | 'password_reset_requested'
  | 'password_reset_completed';

export interface AccessLogTable {
  id: Generated<number>;
  at: Date;
  event: AccessEvent;
  username: string;
  userId: string | null;
  ip: string | null;
  userAgent: string | null;
  detail: string | null;
}

export interface ActivityLogTable {
  id: Generated<number>;
  at: Date;
  userId: string | null;
  username: string;
  action: string;
  entity: string;
  entityId: string | null;
  before: JSONColumnType<object> | null;
  after: JSONColumnType<object> | null;
  ip: string | null;
}

export interface RegionTable {
  id: Generated<number>;
  code: string;
  name: string;
  createdAt: CreatedAt;
  updatedAt: UpdatedAt;
}

export interface StateTable {
  id: Generated<number>;
  code: string;
  name: string;
  regionId: number | null;
  createdAt: CreatedAt;
  updatedAt: UpdatedAt;
}
