import { randomBytes } from 'node:crypto';
import { MODULES, ROLE_NAMES, type ModuleCode } from '@eqmp/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema/index.js';
import { recordActivity } from '../activity/index.js';
import { createAuthRepository } from './auth.repository.js';
import { hashPassword } from './passwords.js';

export const ADMIN_USERNAME = 'admin';
export const ADMIN_TEMPLATE = 'System Administrator';

async function ensureUser(
  db: Kysely<Database>,
  user: {
    username: string;
    fullName: string;
    email: string;
    userGroup: 'department' | 'other';
    password: string;
    templateId: string;
  },
): Promise<boolean> {
  const repo = createAuthRepository(db);
  if (await repo.byUsername(user.username)) return false;
  const { password, templateId, ...details } = user;
  const userId = await repo.insertUser(
    { ...details, passwordHash: await hashPassword(password) },
    templateId,
  );
  await recordActivity(db, {
    actor: null,
    action: 'create',
    entity: 'user',
    entityId: userId,
    after: details,
    at: new Date(),
  });
  return true;
}

/**
 * The first start of any instance creates the System Admin `admin`, holding every role name,
 * with `password` or a generated one that is returned (to be printed once).
 */
export async function ensureAdmin(
  db: Kysely<Database>,
  password: string | undefined,
): Promise<{ created: boolean; password?: string }> {
  const templateId = await createAuthRepository(db).ensureTemplate(
    ADMIN_TEMPLATE,
    'Every function of the portal.',
    ROLE_NAMES,
  );
  const chosen = password ?? `${randomBytes(9).toString('base64url')}7a`;
  const created = await ensureUser(db, {
    username: ADMIN_USERNAME,
    fullName: 'System Administrator',
    email: 'admin@eqmp.local',
    userGroup: 'other',
    password: chosen,
    templateId,
  });
  return created && !password ? { created, password: chosen } : { created };
}

/** Demo officers whose roles show the guard at work (an air officer cannot open river pages). */
export const DEMO_PASSWORD = 'eqmp-demo-2026';
const DEMO_OFFICERS: readonly {
  username: string;
  fullName: string;
  template: string;
  modules: readonly ModuleCode[];
}[] = [
  {
    username: 'air.officer',
    fullName: 'Aisyah Rahman (Air)',
    template: 'Air Officer',
    modules: ['CAQM', 'MAQM', 'MCAQM'],
  },
  {
    username: 'river.officer',
    fullName: 'Kumar Selvam (River)',
    template: 'River Officer',
    modules: ['CRWQM', 'MRWQM', 'RWIS'],
  },
  {
    username: 'marine.officer',
    fullName: 'Lim Mei Ling (Marine)',
    template: 'Marine Officer',
    modules: ['CMWQM', 'MMWQM', 'MWIS', 'SOJ'],
  },
  // The Straits of Johor sign-off needs three people: an enterer, a verifier and an approver.
  {
    username: 'soj.verifier',
    fullName: 'Tan Wei Jie (Straits of Johor)',
    template: 'Straits of Johor Officer',
    modules: ['SOJ'],
  },
  {
    username: 'soj.approver',
    fullName: 'Nurul Huda Ismail (Straits of Johor)',
    template: 'Straits of Johor Officer',
    modules: ['SOJ'],
  },
];

/**
 * The director's roles: the executive summary and KPIs over the whole network, reading every
 * module's maps and reports and the document repository. Each is a read role: writing is a role
 * of its own (`Update Document Repository`, `Upload Hotspot <MODULE>`, …), and the access matrix
 * checks that these roles open no route that changes data.
 */
export const DEMO_DIRECTOR_ROLES: readonly string[] = [
  'Executive Summary',
  'System KPI',
  'Data KPI',
  'Document Repository',
  'Station Information',
  ...ROLE_NAMES.filter((role) => /^(Map|Report) [A-Z]+$/.test(role)),
];

/** A director, read only (the summary keeps to the modules a caller's roles cover). */
const DEMO_DIRECTOR = {
  username: 'director',
  fullName: 'Dato’ Hamzah Yusof (Director)',
  template: 'Director',
  roles: DEMO_DIRECTOR_ROLES,
} as const;

/** A department account of the demo, holding a template of its own with these functions. */
async function ensureDemoAccount(
  db: Kysely<Database>,
  account: {
    username: string;
    fullName: string;
    template: string;
    description: string;
    roles: readonly string[];
  },
) {
  const templateId = await createAuthRepository(db).ensureTemplate(
    account.template,
    account.description,
    account.roles,
  );
  await ensureUser(db, {
    username: account.username,
    fullName: account.fullName,
    email: `${account.username}@doe.gov.my`,
    userGroup: 'department',
    password: DEMO_PASSWORD,
    templateId,
  });
}

export async function ensureDemoOfficers(db: Kysely<Database>): Promise<readonly string[]> {
  for (const officer of DEMO_OFFICERS) {
    const functions = ROLE_NAMES.filter((role) =>
      officer.modules.some((m) => role.endsWith(` ${m}`)),
    );
    await ensureDemoAccount(db, {
      ...officer,
      description: `Every function of ${officer.modules.map((m) => MODULES[m].code).join(', ')}.`,
      roles: [...functions, 'Station Information', 'Raw Data'],
    });
  }
  await ensureDemoAccount(db, {
    ...DEMO_DIRECTOR,
    description: 'The executive summary, KPIs and every module’s maps and reports, read only.',
  });
  return [...DEMO_OFFICERS.map((o) => o.username), DEMO_DIRECTOR.username];
}
