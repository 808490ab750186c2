import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/test-app.js';
import { bearer, createUser, signIn } from '../../test/users.js';
import { createExportService, type ExportService, type ExportTable } from './export.service.js';
import { readPdfPages, readXlsxRows } from './read-export.fixtures.js';

const table = (overrides: Partial<ExportTable> = {}): ExportTable => ({
  title: 'Laporan Bulanan CA0001',
  parameters: [
    { label: 'Stesen', value: 'CA0001 Batu Muda' },
    { label: 'Bulan', value: '2026-01' },
  ],
  columns: [
    { key: 'day', header: 'Tarikh' },
    { key: 'pm10', header: 'PM₁₀', unit: 'µg/m³', decimals: 1 },
    { key: 'note', header: 'Catatan' },
  ],
  rows: [
    { day: '2026-01-01', pm10: 41.25, note: '=HYPERLINK("x")' },
    { day: '2026-01-02', pm10: null, note: 'gap, "none"' },
  ],
  chart: {
    type: 'line',
    categories: ['2026-01-01', '2026-01-02'],
    series: [{ name: 'PM10', data: [41.25, null] }],
  },
  fileName: 'caqm-monthly-CA0001-2026-01',
  ...overrides,
});

/** Batches of `n` rows in all, produced lazily as a long query would. */
async function* lazyRows(n: number) {
  for (let i = 0; i < n; i += 100)
    yield Array.from({ length: Math.min(100, n - i) }, (_, j) => ({
      day: `row ${i + j}`,
      pm10: i + j,
      note: '',
    }));
}

const ctx = useTestApp(['auth', 'exports']);
let exports: ExportService;
let ownerId = '';
let owner: Record<string, string>;
let other: Record<string, string>;

beforeAll(async () => {
  ownerId = await createUser(ctx.db.kysely, { username: 'exporter', roles: ['Report CAQM'] });
  await createUser(ctx.db.kysely, { username: 'someone.else', roles: ['Report CAQM'] });
  owner = bearer(await signIn(ctx.app, 'exporter'));
  other = bearer(await signIn(ctx.app, 'someone.else'));
  // Same secret as the app's own service, so the app serves the links this one signs.
  exports = createExportService({
    db: ctx.db.kysely,
    clock: ctx.clock,
    storage: ctx.storage,
    secret: ctx.config.jwtSecret!,
    backgroundRows: 500,
  });
});

type StartInput = Parameters<ExportService['start']>[0];
/** Starts an export of the owner's, in Malay unless `more` says otherwise. */
const start = (
  format: StartInput['format'],
  t: ExportTable = table(),
  more: Partial<Pick<StartInput, 'lang' | 'expectedRows'>> = {},
) => exports.start({ table: t, format, userId: ownerId, lang: 'ms', ...more });
const download = (link: string) => ctx.app.inject({ method: 'GET', url: link });

describe('exports: CSV, XLSX and PDF files', () => {
  it('answers a signed link to a CSV whose header carries units and whose cells are rounded and quoted', async () => {
    const { downloadlink } = await start('csv');
    expect(downloadlink).toMatch(/^\/api2\/downloads\/[0-9a-f-]{36}\?exp=\d+&sig=/);
    const res = await download(downloadlink!);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toContain(
      'attachment; filename="caqm-monthly-CA0001-2026-01.csv"',
    );
    expect(res.body.replace(/^\uFEFF/, '').split('\r\n')).toEqual([
      'Tarikh,PM₁₀ (µg/m³),Catatan',
      `2026-01-01,41.3,"'=HYPERLINK(""x"")"`,
      '2026-01-02,,"gap, ""none"""',
      '',
    ]);
  });

  it('states the data level in the CSV as the XLSX does: a column of every row', async () => {
    const levelled = table({
      parameters: [
        { label: 'Stesen', value: 'CA0001 Batu Muda' },
        { label: 'Tahap data', value: 'Sementara', key: 'dataLevel' },
      ],
    });
    const csv = await start('csv', levelled);
    expect((await download(csv.downloadlink!)).body.replace(/^\uFEFF/, '').split('\r\n')).toEqual([
      'Tarikh,PM₁₀ (µg/m³),Catatan,Tahap data',
      `2026-01-01,41.3,"'=HYPERLINK(""x"")",Sementara`,
      '2026-01-02,,"gap, ""none""",Sementara',
      '',
    ]);
    const xlsx = await start('xlsx', levelled);
    const rows = await readXlsxRows((await download(xlsx.downloadlink!)).rawPayload);
    expect(rows[2]).toEqual(['Tahap data', 'Sementara']);
  });

  it('writes an XLSX that reads back with the title, the query and headers with units', async () => {
    const { downloadlink } = await start('xlsx');
    const res = await download(downloadlink!);
    expect(res.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    const rows = await readXlsxRows(res.rawPayload);
    expect(rows[0]).toEqual(['Laporan Bulanan CA0001']);
    expect(rows[1]).toEqual(['Stesen', 'CA0001 Batu Muda']);
    expect(rows[4]).toEqual(['Tarikh', 'PM₁₀ (µg/m³)', 'Catatan']);
    // Formula-looking text is defused in XLSX as in CSV.
    expect(rows[5]).toEqual(['2026-01-01', 41.3, `'=HYPERLINK("x")`]);
    expect(rows[6]?.[0]).toBe('2026-01-02');
  });

  it("writes a PDF with the department header, title, query, table and page numbers in the caller's language", async () => {
    const { downloadlink } = await start('pdf');
    const res = await download(downloadlink!);
    expect(res.headers['content-type']).toBe('application/pdf');
    const [page] = await readPdfPages(res.rawPayload);
    expect(page).toContain('Jabatan Alam Sekitar Malaysia');
    expect(page).toContain('Laporan Bulanan CA0001');
    expect(page).toContain('Stesen: CA0001 Batu Muda');
    expect(page).toContain('PM10 (µg/m³)');
    expect(page).toContain('41.3');
    expect(page).toContain('Halaman 1 daripada 1');
  });

  it('repeats the header and numbers every page of a long PDF', async () => {
    const { downloadlink } = await start('pdf', table({ rows: lazyRows(120), chart: undefined }), {
      lang: 'en',
      expectedRows: 120,
    });
    const pages = await readPdfPages((await download(downloadlink!)).rawPayload);
    expect(pages.length).toBeGreaterThan(1);
    expect(pages.at(-1)).toContain(`Page ${pages.length} of ${pages.length}`);
    expect(pages.at(-1)).toContain('Department of Environment Malaysia');
    expect(pages.at(-1)).toContain('Tarikh');
    expect(pages.join(' ')).toContain('row 119');
  });
});

describe('exports: background jobs and signed links', () => {
  it('runs a long export in the background and gives its owner progress, then the link', async () => {
    const started = await start('csv', table({ rows: lazyRows(5000) }), {
      lang: 'en',
      expectedRows: 5000,
    });
    expect(started.downloadlink).toBeNull();
    const id = started.job!.id;
    await exports.idle();
    const res = await ctx.app.inject({ method: 'GET', url: `/api2/exports/${id}`, headers: owner });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id,
      status: 'ready',
      rowsDone: 5000,
      expectedRows: 5000,
      progress: 100,
    });
    const csv = (await download(res.json().downloadlink)).body;
    expect(csv.trimEnd().split('\r\n')).toHaveLength(5001);
  });

  it('hides a job from any other user', async () => {
    const { job } = await start('csv', table({ rows: lazyRows(600) }), {
      lang: 'en',
      expectedRows: 600,
    });
    await exports.idle();
    const res = await ctx.app.inject({
      method: 'GET',
      url: `/api2/exports/${job!.id}`,
      headers: other,
    });
    expect(res.statusCode).toBe(404);
  });

  it('refuses progress without a session and a malformed id', async () => {
    expect(
      (
        await ctx.app.inject({
          method: 'GET',
          url: '/api2/exports/00000000-0000-4000-8000-000000000000',
        })
      ).statusCode,
    ).toBe(401);
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/api2/exports/not-a-job', headers: owner }))
        .statusCode,
    ).toBe(400);
  });

  it('refuses a link with a changed signature, job or expiry', async () => {
    const { downloadlink } = await start('csv', table(), { lang: 'en' });
    const url = new URL(downloadlink!, 'http://x');
    const sig = url.searchParams.get('sig')!;
    const exp = Number(url.searchParams.get('exp'));
    const tampered = `${url.pathname}?exp=${exp}&sig=${sig.slice(0, -2)}${sig.endsWith('AA') ? 'BB' : 'AA'}`;
    const later = `${url.pathname}?exp=${exp + 3600}&sig=${sig}`;
    const { downloadlink: second } = await start('csv', table(), { lang: 'en' });
    const otherJob = `${new URL(second!, 'http://x').pathname}?exp=${exp}&sig=${sig}`;
    for (const link of [tampered, later, otherJob]) {
      const res = await download(link);
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe('DOWNLOAD_LINK_INVALID');
    }
  });

  it('lets a link expire after 15 minutes', async () => {
    const { downloadlink } = await start('csv', table(), { lang: 'en' });
    ctx.clock.advance(16 * 60 * 1000);
    const res = await download(downloadlink!);
    expect(res.statusCode).toBe(410);
    expect(res.json().code).toBe('DOWNLOAD_LINK_EXPIRED');
  });

  it('marks the job failed and answers Export File Error when the rows cannot be read', async () => {
    async function* broken(): AsyncGenerator<Record<string, unknown>[]> {
      yield [{ day: 'x', pm10: 1, note: '' }];
      throw new Error('database went away');
    }
    await expect(start('xlsx', table({ rows: broken() }), { lang: 'en' })).rejects.toMatchObject({
      code: 'EXPORT_FAILED',
    });
    const failed = await ctx.db.kysely
      .selectFrom('exportJob')
      .select(['status', 'storageKey'])
      .where('error', '=', 'database went away')
      .executeTakeFirstOrThrow();
    expect(failed).toEqual({ status: 'failed', storageKey: null });
  });
});
