import type { Config } from '../../config.js';

export interface ConfigLine {
  readonly key: string;
  readonly value: string;
  readonly secret: boolean;
}

const SET = 'set';
const NOT_SET = 'not set';

/** A URL with its password (and any key in its query) replaced by `***`. */
export function maskUrl(url: string | undefined): string {
  if (!url) return NOT_SET;
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    for (const key of [...parsed.searchParams.keys()])
      if (/key|token|secret|password/i.test(key)) parsed.searchParams.set(key, '***');
    return parsed.toString();
  } catch {
    return '***';
  }
}

/**
 * The configuration as the developer status page shows it, by environment variable name. Secrets
 * (token secret, admin password, gateway key) show only whether they are set; URLs lose their passwords.
 */
export function describeConfig(config: Config): ConfigLine[] {
  const plain = (key: string, value: string | number | boolean | undefined) => ({
    key,
    value: value === undefined ? NOT_SET : String(value),
    secret: false,
  });
  const secret = (key: string, value: string | undefined) => ({
    key,
    value: value ? SET : NOT_SET,
    secret: true,
  });
  return [
    plain('PORT', config.port),
    plain('HOST', config.host),
    plain('DATA_DIR', config.dataDir),
    {
      key: 'DATABASE_URL',
      value: config.databaseUrl ? maskUrl(config.databaseUrl) : NOT_SET,
      secret: true,
    },
    secret('EQMP_ADMIN_PASSWORD', config.adminPassword),
    plain('EQMP_DEMO', config.demo),
    plain('EQMP_DEMO_HISTORY_DAYS', config.demoHistoryDays),
    plain('LOG_LEVEL', config.logLevel),
    secret('JWT_SECRET', config.jwtSecret),
    plain('PUBLIC_URL', config.publicUrl),
    plain('CORS_ORIGINS', config.corsOrigins.join(', ') || undefined),
    { key: 'SMTP_URL', value: config.smtpUrl ? maskUrl(config.smtpUrl) : NOT_SET, secret: true },
    plain('DEPARTMENT_EMAIL_DOMAINS', config.departmentEmailDomains.join(', ')),
    plain('LOGIN_RATE_LIMIT_PER_MINUTE', config.loginRateLimitPerMinute),
    plain('HELPDESK_EMAIL', config.helpdesk.email),
    plain('HELPDESK_PHONE', config.helpdesk.phone),
    secret('SMS_GATEWAY_KEY', config.smsGatewayKey),
    plain('EQMP_MAP_SERVICES', config.mapServices.map((s) => s.id).join(', ')),
    plain('web app', config.webDist ? 'served' : 'not served'),
  ];
}
