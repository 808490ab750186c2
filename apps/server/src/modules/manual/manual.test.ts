import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MANUAL_DOCUMENTS, MANUAL_LANGUAGES } from '@eqmp/domain';
import { translate } from '@eqmp/locales';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// The build step itself (plain JavaScript, run by scripts/build.mjs).
// @ts-expect-error -- an untyped .mjs build script
import { buildManual } from '../../../../../scripts/build-manual.mjs';
import { buildApp } from '../../app.js';
import { loadConfig } from '../../config.js';
import type { Db } from '../../db/create-db.js';
import { MemoryStorage } from '../../test/memory-storage.js';
import { createTestDb } from '../../test/test-db.js';
import { TestClock, TestMailer } from '../../test/test-app.js';
import { bearer, createUser, signIn } from '../../test/users.js';
import { readPdfPages } from '../exports/read-export.fixtures.js';

describe('user manual', () => {
  const dir = mkdtempSync(join(tmpdir(), 'eqmp-manual-'));
  let written: string[] = [];
  let app: FastifyInstance;
  let db: Db;
  let officer: Record<string, string>;

  beforeAll(async () => {
    written = await buildManual(dir);
    db = await createTestDb();
    const config = loadConfig({
      EQMP_DEMO: '0',
      PUBLIC_URL: 'http://localhost:8080',
      DATA_DIR: '/tmp/eqmp-test',
      JWT_SECRET: 'test-secret-test-secret-test-secret-0123',
    });
    app = await buildApp(
      {
        db,
        config,
        clock: new TestClock(),
        mailer: new TestMailer(),
        storage: new MemoryStorage(),
        manualDir: dir,
      },
      { modules: ['auth', 'manual', 'profile'] },
    );
    await app.ready();
    // A user whose only function has nothing to do with the manual: it is for every signed-in user.
    await createUser(db.kysely, { username: 'reader', roles: ['Map CAQM'] });
    officer = bearer(await signIn(app, 'reader'));
  }, 120_000);
  afterAll(async () => {
    await app?.close();
    await db?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('builds every document in both languages, each PDF searchable for its title as the page lists it', async () => {
    expect(written).toHaveLength(MANUAL_DOCUMENTS.length * MANUAL_LANGUAGES.length);
    for (const language of MANUAL_LANGUAGES) {
      for (const document of MANUAL_DOCUMENTS) {
        const res = await app.inject({
          method: 'GET',
          url: `/api2/manual/${language}/${document}`,
          headers: officer,
        });
        expect(res.statusCode).toBe(200);
        expect(res.headers['content-type']).toBe('application/pdf');
        expect(res.headers['content-disposition']).toMatch(/^inline;/);
        const pages = await readPdfPages(res.rawPayload);
        // The document's first heading is its name in the page's list of documents.
        expect(pages[0]).toContain(translate(language, `manual:document.${document}`));
      }
    }
  }, 120_000);

  it('offers the PDF as a download', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/api2/manual/ms/system-administration?download=1',
      headers: officer,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="eqmp-manual-ms-system-administration.pdf"',
    );
  });

  it('may be framed by the portal itself and by no other site, unlike every other answer', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/api2/manual/en/getting-started',
      headers: officer,
    });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("frame-ancestors 'self'");
    expect(csp).not.toContain("frame-ancestors 'none'");
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    const other = await app.inject({ method: 'GET', url: '/api2/users/me', headers: officer });
    expect(String(other.headers['content-security-policy'])).toContain("frame-ancestors 'none'");
    expect(other.headers['x-frame-options']).toBe('DENY');
  });

  it("opens in the page's frame with the session cookie, which no other route reads", async () => {
    const token = officer.authorization!.replace(/^Bearer /, '');
    const cookie = `lang=en; user_eqmp=${token}`;
    const res = await app.inject({
      method: 'GET',
      url: '/api2/manual/en/getting-started',
      headers: { cookie },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const other = await app.inject({ method: 'GET', url: '/api2/users/me', headers: { cookie } });
    expect(other.statusCode).toBe(401);
    const forged = await app.inject({
      method: 'GET',
      url: '/api2/manual/en/getting-started',
      headers: { cookie: 'user_eqmp=not-a-token' },
    });
    expect(forged.statusCode).toBe(401);
  });

  it('is for signed-in users only', async () => {
    const res = await app.inject({ method: 'GET', url: '/api2/manual/en/getting-started' });
    expect(res.statusCode).toBe(401);
  });

  it('refuses an unknown document or language with 400, never a path outside the manual', async () => {
    for (const url of [
      '/api2/manual/fr/getting-started',
      '/api2/manual/en/..%2F..%2Fpackage',
      '/api2/manual/en/other',
    ]) {
      const res = await app.inject({ method: 'GET', url, headers: officer });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: expect.any(String), message: expect.any(String) });
    }
  });
});
