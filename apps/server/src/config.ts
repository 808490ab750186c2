import { isAbsolute, resolve } from 'node:path';
import { z } from 'zod';
import { parseMapServices, type MapServiceConfig } from './modules/maps/index.js';

const booleanFlag = z
  .enum(['0', '1', 'true', 'false', 'yes', 'no'], {
    error: 'use 1 or 0 (also true/false, yes/no)',
  })
  .transform((value) => value === '1' || value === 'true' || value === 'yes');

const envSchema = z.object({
  PORT: z.coerce
    .number({ error: 'must be a port number' })
    .int('must be a whole number')
    .min(1, 'must be between 1 and 65535')
    .max(65535, 'must be between 1 and 65535')
    .default(8080),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\/.+/, 'must be a postgres:// or postgresql:// connection URL')
    .optional(),
  EQMP_ADMIN_PASSWORD: z.string().min(12, 'must have at least 12 characters').optional(),
  EQMP_DEMO: booleanFlag.default(true),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  LOG_FORMAT: z.enum(['pretty', 'json']).optional(),
  NODE_ENV: z.string().optional(),
  JWT_SECRET: z.string().min(32, 'must have at least 32 characters').optional(),
  PUBLIC_URL: z.url('must be a full URL such as https://eqmp.example.gov.my').optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\/.+/, 'must be an smtp:// or smtps:// URL')
    .optional(),
  WEB_DIST: z.string().min(1).optional(),
  DEPARTMENT_EMAIL_DOMAINS: z
    .string()
    .regex(/^[a-z0-9.-]+(,[a-z0-9.-]+)*$/i, 'must be a comma-separated list of email domains')
    .default('doe.gov.my'),
  EQMP_DEMO_HISTORY_DAYS: z.coerce
    .number()
    .int()
    .min(1, 'must be at least 1')
    .max(3650, 'must be at most 3650')
    .default(400),
  LOGIN_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1, 'must be at least 1').default(30),
  HELPDESK_EMAIL: z.email('must be an email address').default('helpdesk@doe.gov.my'),
  HELPDESK_PHONE: z.string().min(3).default('+603-8871 2000'),
  SMS_GATEWAY_KEY: z.string().min(24, 'must have at least 24 characters').optional(),
  EQMP_MAP_SERVICES: z.string().optional(),
  TRUST_PROXY: z
    .string()
    .regex(
      /^[0-9a-f.:/]+(,[0-9a-f.:/]+)*$/i,
      'must be a comma-separated list of proxy addresses or CIDR ranges, e.g. 10.0.0.5,10.1.0.0/16',
    )
    .optional(),
  CORS_ORIGINS: z
    .string()
    .regex(
      /^https?:\/\/[^\s/,]+(,https?:\/\/[^\s/,]+)*$/i,
      'must be a comma-separated list of origins (scheme, host and port, no path), e.g. https://eqmp.example.gov.my,https://test.example.gov.my:8443',
    )
    .optional(),
  EQMP_SOJ_SESSION_MINUTES: z.coerce
    .number()
    .int()
    .min(1, 'must be at least 1')
    .max(240, 'must be at most 240')
    .default(30),
});

export interface Config {
  readonly port: number;
  readonly host: string;
  /** Absolute path of the data directory (embedded database, files, outbox). */
  readonly dataDir: string;
  /** Set: a PostgreSQL server. Unset: embedded PGlite under `dataDir/pg`. */
  readonly databaseUrl: string | undefined;
  readonly adminPassword: string | undefined;
  readonly demo: boolean;
  /** Days of hourly history the demo network gets at its first start. */
  readonly demoHistoryDays: number;
  readonly logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  /** Readable lines for a person running it locally; JSON lines in production (`NODE_ENV=production`). */
  readonly logFormat: 'pretty' | 'json';
  readonly jwtSecret: string | undefined;
  /**
   * Base of links in emails (password reset, email confirmation): `PUBLIC_URL`, required outside
   * demo mode; in demo mode the configured listen address. Never the request's Host header.
   */
  readonly publicUrl: string;
  /** Proxies whose X-Forwarded-* headers are believed (`TRUST_PROXY`); empty: none, the socket address is the client. */
  readonly trustProxy: readonly string[];
  /** Origins of a web app served from another host, answered with CORS headers (`CORS_ORIGINS`); empty: none. */
  readonly corsOrigins: readonly string[];
  readonly smtpUrl: string | undefined;
  /** Absolute path of the built web app, or undefined to serve the API only. */
  readonly webDist: string | undefined;
  /** Email domains of the department's own staff, who reset passwords through the helpdesk. */
  readonly departmentEmailDomains: readonly string[];
  /** Sign-in and reset requests allowed per client address per minute. */
  readonly loginRateLimitPerMinute: number;
  readonly helpdesk: { readonly email: string; readonly phone: string };
  /** How long a Straits of Johor session lasts after the identity step, in minutes. */
  readonly sojSessionMinutes: number;
  /** Key of the SMS gateway webhook; unset: generated once into `dataDir/sms-gateway-key`. */
  readonly smsGatewayKey: string | undefined;
  /** Map services the map proxy may reach (`EQMP_MAP_SERVICES`, JSON; default OSM and Esri imagery). */
  readonly mapServices: readonly MapServiceConfig[];
}

export class ConfigError extends Error {
  constructor(readonly problems: readonly string[]) {
    super(`Configuration is not valid:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** The address the server listens on, as a URL a browser on this machine can open (demo mode's link base). */
function listenUrl(host: string, port: number): string {
  const name =
    host === '0.0.0.0' || host === '::' ? 'localhost' : host.includes(':') ? `[${host}]` : host;
  return `http://${name}:${port}`;
}

/** Treat empty variables as unset, as shells and .env files often leave them. */
function withoutEmpty(env: NodeJS.ProcessEnv): Record<string, string> {
  return Object.fromEntries(
    Object.entries(env).filter((entry): entry is [string, string] => Boolean(entry[1])),
  );
}

/**
 * Reads the configuration from environment variables, failing with one message that names
 * every bad variable and what it should be.
 */
export function loadConfig(env: NodeJS.ProcessEnv, cwd = process.cwd()): Config {
  const parsed = envSchema.safeParse(withoutEmpty(env));
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`),
    );
  }
  const e = parsed.data;
  const maps = parseMapServices(e.EQMP_MAP_SERVICES);
  if (maps.problems.length > 0) throw new ConfigError(maps.problems);
  if (!e.PUBLIC_URL && !e.EQMP_DEMO) {
    throw new ConfigError([
      'PUBLIC_URL: is required when EQMP_DEMO=0 (links in emails are built from it), e.g. https://eqmp.example.gov.my',
    ]);
  }
  const absolute = (path: string) => (isAbsolute(path) ? path : resolve(cwd, path));
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: absolute(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    adminPassword: e.EQMP_ADMIN_PASSWORD,
    demo: e.EQMP_DEMO,
    demoHistoryDays: e.EQMP_DEMO_HISTORY_DAYS,
    logLevel: e.LOG_LEVEL,
    logFormat: e.LOG_FORMAT ?? (e.NODE_ENV === 'production' ? 'json' : 'pretty'),
    jwtSecret: e.JWT_SECRET,
    publicUrl: (e.PUBLIC_URL ?? listenUrl(e.HOST, e.PORT)).replace(/\/$/, ''),
    trustProxy: e.TRUST_PROXY ? e.TRUST_PROXY.split(',') : [],
    corsOrigins: e.CORS_ORIGINS ? e.CORS_ORIGINS.toLowerCase().split(',') : [],
    smtpUrl: e.SMTP_URL,
    webDist: e.WEB_DIST === undefined ? undefined : absolute(e.WEB_DIST),
    departmentEmailDomains: e.DEPARTMENT_EMAIL_DOMAINS.toLowerCase().split(','),
    loginRateLimitPerMinute: e.LOGIN_RATE_LIMIT_PER_MINUTE,
    helpdesk: { email: e.HELPDESK_EMAIL, phone: e.HELPDESK_PHONE },
    smsGatewayKey: e.SMS_GATEWAY_KEY,
    mapServices: maps.services,
    sojSessionMinutes: e.EQMP_SOJ_SESSION_MINUTES,
  };
}
