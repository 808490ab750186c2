import { DOCUMENT_MAX_BYTES } from '@eqmp/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { loggedActions } from '../../test/activity-log.js';
import { columns } from '../../test/columns.js';
import { pdfWithText } from '../../test/pdf-fixture.js';
import { useTestApp } from '../../test/test-app.js';
import { expectEveryAttemptRefused, signedIn } from '../../test/users.js';
import { multipartFile, PNG } from '../inventory/inventory.fixtures.js';

const ctx = useTestApp(['auth', 'documents']);
let admin: Record<string, string>;
let clerk: Record<string, string>;
let airClerk: Record<string, string>;
let outsider: Record<string, string>;
let reader: Record<string, string>;
let openFolder: number;
let airFolder: number;
let pdf: Buffer;
const call = (
  headers: Record<string, string>,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
) => ctx.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

beforeAll(async () => {
  admin = await signedIn(ctx, 'docadmin', ['System Admin']);
  clerk = await signedIn(ctx, 'clerk', ['Document Repository', 'Update Document Repository']);
  airClerk = await signedIn(ctx, 'airclerk', [
    'Document Repository',
    'Update Document Repository',
    'Upload EQMP Report CAQM',
  ]);
  outsider = await signedIn(ctx, 'outsider', ['Map CAQM']);
  reader = await signedIn(ctx, 'reader', ['Document Repository']);
  openFolder = (await call(clerk, 'POST', '/api2/documents/folders', { name: 'Minutes' })).json()
    .id;
  const air = await call(admin, 'POST', '/api2/documents/folders', {
    name: 'Air audits',
    readRoles: ['Upload EQMP Report CAQM'],
    writeRoles: ['Upload EQMP Report CAQM'],
  });
  expect(air.statusCode).toBe(201);
  airFolder = air.json().id;
  pdf = await pdfWithText(
    'Quarterly audit of the Klang station.',
    'The anemometer bearing was replaced.',
  );
});

const upload = (folderId: number, data: Buffer, name: string, headers = clerk, query = '') => {
  const body = multipartFile(data, name, 'application/octet-stream');
  return ctx.app.inject({
    method: 'POST',
    url: `/api2/documents?folderId=${folderId}${query}`,
    payload: body.payload,
    headers: { ...headers, ...body.headers },
  });
};

describe('document repository API: upload, search and file checks', () => {
  it('stores a PDF with its metadata, serves it back as an attachment with its real type, and logs the upload', async () => {
    const res = await upload(
      openFolder,
      pdf,
      'audit.pdf',
      clerk,
      '&title=Klang%20audit&module=CAQM&stationId=CA0016&year=2026&tags=audit,klang',
    );
    expect(res.statusCode).toBe(201);
    const doc = res.json();
    expect(doc).toMatchObject({
      title: 'Klang audit',
      module: 'CAQM',
      stationId: 'CA0016',
      year: 2026,
      tags: ['audit', 'klang'],
      currentVersion: 1,
      contentType: 'application/pdf',
      updatedBy: 'clerk',
    });
    const file = await call(clerk, 'GET', `/api2/documents/${doc.id}/download`);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toBe(
      `attachment; filename="audit.pdf"; filename*=UTF-8''audit.pdf`,
    );
    expect(file.rawPayload.equals(pdf)).toBe(true);
    const log = await ctx.db.kysely
      .selectFrom('activityLog')
      .selectAll()
      .where('entity', '=', 'document')
      .where('entityId', '=', String(doc.id))
      .execute();
    expect(log.map((l) => [l.action, l.username])).toEqual([['upload', 'clerk']]);
  });

  it('finds a document by a word that appears only inside its PDF, once its text is indexed', async () => {
    const titles = async (q: string) =>
      (await call(clerk, 'GET', `/api2/documents?q=${q}`))
        .json()
        .map((d: { title: string }) => d.title);
    // The text is read in the background after the upload has answered.
    await expect.poll(() => titles('anemometer'), { timeout: 20_000 }).toEqual(['Klang audit']);
    expect(await titles('turbidity')).toEqual([]);
  });

  it('refuses a file by its bytes (not its name) with 415 and a file over the limit with 413', async () => {
    const script = await upload(openFolder, Buffer.from('<script>alert(1)</script>'), 'report.pdf');
    expect(script.statusCode).toBe(415);
    expect(script.json()).toMatchObject({
      code: 'UNSUPPORTED_MEDIA_TYPE',
      message: 'Only PDF, Word, Excel, PowerPoint, JPEG or PNG files are accepted.',
    });
    const malay = await ctx.app.inject({
      method: 'POST',
      url: `/api2/documents?folderId=${openFolder}`,
      ...(() => {
        const b = multipartFile(Buffer.from('x'), 'x.pdf', 'application/pdf');
        return { payload: b.payload, headers: { ...clerk, ...b.headers, 'accept-language': 'ms' } };
      })(),
    });
    expect(malay.json().message).toBe(
      'Hanya fail PDF, Word, Excel, PowerPoint, JPEG atau PNG diterima.',
    );
    const big = await upload(
      openFolder,
      Buffer.concat([pdf, Buffer.alloc(DOCUMENT_MAX_BYTES)]),
      'big.pdf',
    );
    expect(big.statusCode).toBe(413);
    expect(big.json()).toMatchObject({
      code: 'PAYLOAD_TOO_LARGE',
      message: 'The file is larger than 50 MB.',
    });
  });
});

describe('document repository API: versions, moves and read-only access', () => {
  it('keeps every version with who and when, and downloads any of them', async () => {
    const first = (await upload(openFolder, PNG, 'site.png')).json();
    const body = multipartFile(pdf, 'site-report.pdf', 'application/pdf');
    const second = await ctx.app.inject({
      method: 'POST',
      url: `/api2/documents/${first.id}/versions`,
      payload: body.payload,
      headers: { ...airClerk, ...body.headers },
    });
    expect(second.statusCode).toBe(201);
    expect(second.json()).toMatchObject({
      currentVersion: 2,
      contentType: 'application/pdf',
      updatedBy: 'airclerk',
    });
    const detail = (await call(clerk, 'GET', `/api2/documents/${first.id}`)).json();
    expect(columns(detail.versions, 'version', 'fileName', 'uploadedBy')).toEqual([
      [2, 'site-report.pdf', 'airclerk'],
      [1, 'site.png', 'clerk'],
    ]);
    expect(detail.versions[0].uploadedAt).toBe(ctx.clock.now().toISOString());
    const old = await call(clerk, 'GET', `/api2/documents/${first.id}/download?version=1`);
    expect(old.headers['content-type']).toBe('image/png');
    expect(old.rawPayload.equals(PNG)).toBe(true);
  });

  it('renames, moves, soft-deletes and restores a document', async () => {
    const doc = (await upload(airFolder, pdf, 'draft.pdf', airClerk)).json();
    const renamed = await call(airClerk, 'PUT', `/api2/documents/${doc.id}`, {
      title: 'Final audit',
      folderId: openFolder,
      tags: ['final'],
    });
    expect(renamed.json()).toMatchObject({
      title: 'Final audit',
      folderId: openFolder,
      tags: ['final'],
    });
    expect((await call(clerk, 'DELETE', `/api2/documents/${doc.id}`)).statusCode).toBe(204);
    const live = (await call(clerk, 'GET', `/api2/documents?folderId=${openFolder}`)).json();
    expect(live.some((d: { id: number }) => d.id === doc.id)).toBe(false);
    const bin = (await call(clerk, 'GET', `/api2/documents?deleted=true`)).json();
    expect(bin.map((d: { id: number }) => d.id)).toContain(doc.id);
    expect((await call(clerk, 'POST', `/api2/documents/${doc.id}/restore`)).statusCode).toBe(204);
    expect((await call(clerk, 'POST', `/api2/documents/${doc.id}/restore`)).statusCode).toBe(409);
    expect(await loggedActions(ctx.db.kysely, 'document', doc.id)).toEqual([
      'upload',
      'move',
      'delete',
      'restore',
    ]);
  });

  it('lets a holder of Document Repository alone read and download, and refuses every write (403)', async () => {
    const doc = (await upload(openFolder, pdf, 'read-only.pdf')).json();
    const get = (url: string) => call(reader, 'GET', url);
    const folders = (await get('/api2/documents/folders')).json();
    expect(folders.find((f: { id: number }) => f.id === openFolder)).toMatchObject({
      canWrite: false,
    });
    expect((await get(`/api2/documents/${doc.id}`)).json()).toMatchObject({ canWrite: false });
    expect((await get(`/api2/documents/${doc.id}/download`)).statusCode).toBe(200);
    const b = multipartFile(pdf, 'x.pdf', 'application/pdf');
    const attempts = [
      { method: 'POST', url: '/api2/documents/folders', payload: { name: 'Mine' } },
      { method: 'PUT', url: `/api2/documents/folders/${openFolder}`, payload: { name: 'Mine' } },
      { method: 'DELETE', url: `/api2/documents/folders/${openFolder}` },
      { method: 'POST', url: `/api2/documents?folderId=${openFolder}`, ...b },
      { method: 'PUT', url: `/api2/documents/${doc.id}`, payload: { title: 'Mine' } },
      { method: 'POST', url: `/api2/documents/${doc.id}/versions`, ...b },
      { method: 'DELETE', url: `/api2/documents/${doc.id}` },
      { method: 'POST', url: `/api2/documents/${doc.id}/restore` },
    ] as const;
    await expectEveryAttemptRefused(ctx, reader, attempts);
    expect((await get(`/api2/documents/${doc.id}`)).json()).toMatchObject({
      title: doc.title,
      currentVersion: 1,
      deletedAt: null,
    });
  });
});

describe('document repository API: per-folder permissions by role', () => {
  let airDoc: number;
  beforeAll(async () => {
    airDoc = (await upload(airFolder, pdf, 'air.pdf', airClerk, '&title=Air%20secret')).json().id;
  });

  it('hides a restricted folder and its documents from a repository user without its roles, on every route', async () => {
    const folders = (await call(clerk, 'GET', '/api2/documents/folders')).json();
    expect(folders.map((f: { name: string }) => f.name)).toEqual(['Minutes']);
    const search = (await call(clerk, 'GET', '/api2/documents?q=anemometer')).json();
    expect(search.some((d: { id: number }) => d.id === airDoc)).toBe(false);
    const b = multipartFile(pdf, 'x.pdf', 'application/pdf');
    const attempts = [
      { method: 'GET', url: `/api2/documents?folderId=${airFolder}` },
      { method: 'GET', url: `/api2/documents/${airDoc}` },
      { method: 'GET', url: `/api2/documents/${airDoc}/download` },
      { method: 'PUT', url: `/api2/documents/${airDoc}`, payload: { title: 'Mine' } },
      { method: 'DELETE', url: `/api2/documents/${airDoc}` },
      { method: 'POST', url: `/api2/documents/${airDoc}/restore` },
      { method: 'POST', url: `/api2/documents/${airDoc}/versions`, ...b },
      { method: 'POST', url: `/api2/documents?folderId=${airFolder}`, ...b },
      {
        method: 'POST',
        url: '/api2/documents/folders',
        payload: { name: 'Sub', parentId: airFolder },
      },
      { method: 'PUT', url: `/api2/documents/folders/${airFolder}`, payload: { name: 'Mine' } },
      { method: 'DELETE', url: `/api2/documents/folders/${airFolder}` },
    ] as const;
    await expectEveryAttemptRefused(ctx, clerk, attempts);
  });

  it('refuses every repository route without the Document Repository role (403) or a session (401)', async () => {
    for (const [method, url] of [
      ['GET', '/api2/documents/folders'],
      ['GET', '/api2/documents'],
      ['GET', `/api2/documents/${airDoc}/download`],
      ['POST', '/api2/documents/folders'],
    ] as const) {
      expect(
        (
          await ctx.app.inject({
            method,
            url,
            headers: outsider,
            payload: method === 'POST' ? { name: 'x' } : undefined,
          })
        ).statusCode,
      ).toBe(403);
      expect(
        (
          await ctx.app.inject({
            method,
            url,
            payload: method === 'POST' ? { name: 'x' } : undefined,
          })
        ).statusCode,
      ).toBe(401);
    }
  });

  it('lets only a System Admin set permissions, with known role names', async () => {
    const byClerk = await call(clerk, 'PUT', `/api2/documents/folders/${openFolder}`, {
      readRoles: ['Map CAQM'],
    });
    expect(byClerk.statusCode).toBe(403);
    const unknown = await call(admin, 'PUT', `/api2/documents/folders/${openFolder}`, {
      readRoles: ['Queen of Everything'],
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().code).toBe('ROLE_UNKNOWN');
  });

  it('refuses to move a folder into its own subfolder and to delete a folder that is not empty', async () => {
    const child = (
      await call(clerk, 'POST', '/api2/documents/folders', {
        name: 'Child',
        parentId: openFolder,
      })
    ).json().id;
    const cycle = await call(clerk, 'PUT', `/api2/documents/folders/${openFolder}`, {
      parentId: child,
    });
    expect(cycle.statusCode).toBe(400);
    expect((await call(clerk, 'DELETE', `/api2/documents/folders/${openFolder}`)).statusCode).toBe(
      409,
    );
    expect((await call(clerk, 'DELETE', `/api2/documents/folders/${child}`)).statusCode).toBe(204);
  });
});
