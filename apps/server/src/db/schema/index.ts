import type { InstanceSettingTable } from './instance-setting.js';
import type {
  AccessLogTable,
  ActivityLogTable,
  AppUserTable,
  CaptchaChallengeTable,
  FunctionGroupingTable,
  LoginCounterTable,
  PasswordResetTable,
  RegionTable,
  RoleTemplateFunctionTable,
  RoleTemplateTable,
  StateTable,
  UserFunctionTable,
  UserRoleTemplateTable,
  UserSessionTable,
} from './people.js';
import type { ApiBreakpointVersionTable, IndexDefinitionTable, StandardLimitTable } from './standards.js';

export type * from './people.js';
export type * from './standards.js';

/** The database as Kysely sees it (camelCase; the tables are snake_case). */
export interface Database {
  instanceSetting: InstanceSettingTable;
  appUser: AppUserTable;
  roleTemplate: RoleTemplateTable;
  roleTemplateFunction: RoleTemplateFunctionTable;
  userRoleTemplate: UserRoleTemplateTable;
  userFunction: UserFunctionTable;
  functionGrouping: FunctionGroupingTable;
  loginCounter: LoginCounterTable;
  userSession: UserSessionTable;
  passwordReset: PasswordResetTable;
  captchaChallenge: CaptchaChallengeTable;
  accessLog: AccessLogTable;
  activityLog: ActivityLogTable;
  region: RegionTable;
  state: StateTable;
  apiBreakpointVersion: ApiBreakpointVersionTable;
  standardLimit: StandardLimitTable;
  indexDefinition: IndexDefinitionTable;
}
