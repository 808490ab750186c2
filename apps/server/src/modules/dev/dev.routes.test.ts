import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/test-app.js';
import { apiCaller, signedIn } from '../../test/users.js';
import { maskUrl } from './describe-config.js';

describe('developer status API', () => {
  const ctx = useTestApp(['auth', 'dev'], {
    smtpUrl: 'smtp://mailer:hunter2-secret@mail.example.org:587',
    smsGatewayKey: 'gateway-key-0123456789-abcdef',
  });
  const call = apiCaller(ctx);
  let developer: Record<string, string>;
  let admin: Record<string, string>;

  beforeAll(async () => {
    developer = await signedIn(ctx, 'dev', ['Close Page']);
    admin = await signedIn(ctx, 'sysadmin', ['System Admin']);
  });

  it('shows build, configuration, database and jobs to the Close Page role, never a secret', async () => {
    const res = await call('GET', '/api2/dev/status', developer);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.build).toMatchObject({ version: '0.1.0', node: process.version });
    expect(body.database.kind).toBe(process.env.DATABASE_URL ? 'postgres' : 'pglite');
    expect(body.database.migrations.map((m: { name: string }) => m.name)).toContain(
      '0015-documents',
    );
    expect(body.jobs.map((j: { name: string }) => j.name)).toEqual([
      'alert-sweep',
      'exports',
      'ingestion',
    ]);
    const config = Object.fromEntries(
      body.configuration.map((c: { key: string; value: string }) => [c.key, c.value]),
    );
    expect(config.SMTP_URL).toBe('smtp://mailer:***@mail.example.org:587');
    expect(config.JWT_SECRET).toBe('set');
    expect(config.SMS_GATEWAY_KEY).toBe('set');
    expect(res.body).not.toContain('hunter2-secret');
    expect(res.body).not.toContain(ctx.config.jwtSecret);
    expect(res.body).not.toContain('gateway-key-0123456789');
  });

  it('refuses everyone without the Close Page role', async () => {
    expect((await call('GET', '/api2/dev/status', admin)).statusCode).toBe(403);
    expect((await call('GET', '/api2/dev/status', {})).statusCode).toBe(401);
  });

  it.each([
    ['postgres://eqmp:pa55word@db:5432/eqmp', 'postgres://eqmp:***@db:5432/eqmp'],
    ['https://host/api?apiKey=abc&x=1', 'https://host/api?apiKey=***&x=1'],
    ['not a url with secret', '***'],
  ])('maskUrl(%s)', (url, masked) => {
    expect(maskUrl(url)).toBe(masked);
  });
});
