import { API, EXECUTIVE_SUMMARY_API_ENTRIES } from '@eqmp/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { seedReference } from '../../seed/index.js';
import { pdfWithText } from '../../test/pdf-fixture.js';
import { insertStates } from '../../test/stations.js';
import { useTestApp } from '../../test/test-app.js';
import { expectEveryAttemptRefused, signedIn } from '../../test/users.js';
import { insertStation } from '../executive-summary/executive-summary.fixtures.js';
import { multipartFile } from '../inventory/inventory.fixtures.js';
import { DEMO_PASSWORD, ensureDemoOfficers } from './bootstrap.js';

/** The demo's director reads the national summary and every module's maps, and changes nothing. */
describe('the demo director', () => {
  const ctx = useTestApp(['admin', 'auth', 'documents', 'executiveSummary', 'hotspots']);
  let headers: Record<string, string>;

  beforeAll(async () => {
    await seedReference(ctx.db.kysely);
    const { Johor } = (await insertStates(ctx.db.kysely, ['Johor'])) as { Johor: number };
    await insertStation(ctx.db.kysely, 'CA01X', 'CAQM', Johor, ['PM10']);
    await insertStation(ctx.db.kysely, 'CR01X', 'CRWQM', Johor, ['BOD']);
    await insertStation(ctx.db.kysely, 'MM01X', 'MMWQM', Johor, [], { locationType: 'COASTAL' });
    expect(await ensureDemoOfficers(ctx.db.kysely)).toContain('director');
    const login = await ctx.app.inject({
      method: 'POST',
      url: API.login.url,
      payload: { username: 'director', password: DEMO_PASSWORD },
    });
    expect(login.statusCode).toBe(200);
    headers = { authorization: `Bearer ${login.json().token}` };
  });

  it('sees the index overview of air, river and marine water', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: EXECUTIVE_SUMMARY_API_ENTRIES.esIndexOverview.url,
      headers,
    });
    expect(res.statusCode).toBe(200);
    expect(
      res
        .json()
        .media.map((m: { medium: string }) => m.medium)
        .sort(),
    ).toEqual(['air', 'marine', 'river']);
  });

  it('is refused a user list', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: API.adminUsers.url, headers });
    expect(res.statusCode).toBe(403);
  });

  it('writes nothing: a hotspot import and every document repository write are refused', async () => {
    const admin = await signedIn(ctx, 'docs.admin', ['System Admin']);
    const folder = await ctx.app.inject({
      method: 'POST',
      url: API.documentCreateFolder.url,
      headers: admin,
      payload: { name: 'Board papers' },
    });
    expect(folder.statusCode).toBe(201);
    const folderId = folder.json<{ id: number }>().id;
    const pdf = multipartFile(await pdfWithText('Board paper.'), 'paper.pdf', 'application/pdf');
    const doc = await ctx.app.inject({
      method: 'POST',
      url: `${API.documentUpload.url}?folderId=${folderId}`,
      headers: { ...admin, ...pdf.headers },
      payload: pdf.payload,
    });
    expect(doc.statusCode).toBe(201);
    const docUrl = `/api2/documents/${doc.json<{ id: number }>().id}`;
    const csv = multipartFile(
      Buffer.from('latitude,longitude,acq_date\n3.07,101.52,2026-01-10\n'),
      'firms.csv',
      'text/csv',
    );
    const attempts = [
      { method: 'POST', url: API.hotspotImport.url, ...csv },
      { method: 'POST', url: API.documentCreateFolder.url, payload: { name: 'Mine' } },
      { method: 'PUT', url: `/api2/documents/folders/${folderId}`, payload: { name: 'Mine' } },
      { method: 'DELETE', url: `/api2/documents/folders/${folderId}` },
      { method: 'POST', url: `${API.documentUpload.url}?folderId=${folderId}`, ...pdf },
      { method: 'PUT', url: docUrl, payload: { title: 'Mine' } },
      { method: 'POST', url: `${docUrl}/versions`, ...pdf },
      { method: 'DELETE', url: docUrl },
      { method: 'POST', url: `${docUrl}/restore` },
    ] as const;
    await expectEveryAttemptRefused(ctx, headers, attempts);
    // Reading stays open to the director, and nothing changed.
    const read = await ctx.app.inject({ method: 'GET', url: docUrl, headers });
    expect(read.json()).toMatchObject({ title: 'paper', canWrite: false, deletedAt: null });
    const hotspots = await ctx.db.kysely.selectFrom('hotspot').select('id').execute();
    expect(hotspots).toEqual([]);
  });
});
