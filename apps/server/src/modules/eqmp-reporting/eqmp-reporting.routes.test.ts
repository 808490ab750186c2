import { beforeAll, describe, expect, it } from 'vitest';
import { loggedActions } from '../../test/activity-log.js';
import { columns } from '../../test/columns.js';
import { pdfWithText } from '../../test/pdf-fixture.js';
import { useTestApp } from '../../test/test-app.js';
import { signedInAll } from '../../test/users.js';
import { multipartFile } from '../inventory/inventory.fixtures.js';

// The test clock stands at 15 January 2026, 08:00 in Kuala Lumpur.
const ctx = useTestApp(['auth', 'eqmpReporting']);
const users: Record<string, Record<string, string>> = {};
let pdf: Buffer;

beforeAll(async () => {
  Object.assign(
    users,
    await signedInAll(ctx, {
      viewer: ['View EQMP Report CAQM'],
      uploader: ['Upload EQMP Report CAQM', 'Request Delete EQMP Report CAQM'],
      reviewer: ['Review Submit EQMP Report CAQM'],
      // Holds both: may request a delete and review, but never decide on their own request.
      both: ['Request Delete EQMP Report CAQM', 'Review Submit EQMP Report CAQM'],
      riverUploader: ['Upload EQMP Report CRWQM'],
      // Uploads and reviews: may review others' reports, never submit their own.
      uploaderReviewer: ['Upload EQMP Report CAQM', 'Review Submit EQMP Report CAQM'],
    }),
  );
  pdf = await pdfWithText('CAQM monthly report, December 2025.');
});

const upload = (
  period: string,
  data: Buffer,
  as = 'uploader',
  module = 'caqm',
  periodType = 'monthly',
) => {
  const body = multipartFile(data, `report-${period}.pdf`, 'application/pdf');
  return ctx.app.inject({
    method: 'POST',
    url: `/api2/eqmp-reports/${module}?periodType=${periodType}&period=${period}`,
    payload: body.payload,
    headers: { ...users[as], ...body.headers },
  });
};
const post = (id: number, step: string, payload: object, as: string) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api2/eqmp-reports/caqm/${id}/${step}`,
    payload,
    headers: users[as],
  });
const list = async (year = 2025, as = 'viewer') =>
  (
    await ctx.app.inject({
      method: 'GET',
      url: `/api2/eqmp-reports/caqm?periodType=monthly&year=${year}`,
      headers: users[as],
    })
  ).json();

describe('EQMP reporting API: overdue periods and the review flow', () => {
  it('shows every period past its due date without a report as overdue', async () => {
    const periods = await list(2025);
    expect(periods).toHaveLength(12);
    expect(
      periods.every((p: { overdue: boolean; report: unknown }) => p.overdue && p.report === null),
    ).toBe(true);
    // January 2026 has begun but is not due until 14 February.
    expect(await list(2026)).toEqual([
      {
        period: '2026-01',
        start: '2026-01-01',
        end: '2026-01-31',
        due: '2026-02-14',
        overdue: false,
        report: null,
      },
    ]);
  });

  it('runs the review flow: upload, return with remarks, new version, submit; each step logged', async () => {
    const up = await upload('2025-12', pdf);
    expect(up.statusCode).toBe(201);
    const { id } = up.json();
    expect((await list()).find((p: { period: string }) => p.period === '2025-12')).toMatchObject({
      overdue: false,
      report: { id, status: 'under_review', currentVersion: 1, uploadedBy: 'uploader' },
    });

    expect((await post(id, 'review', { decision: 'return' }, 'reviewer')).statusCode).toBe(400);
    expect(
      (
        await post(
          id,
          'review',
          { decision: 'return', remarks: 'Add the PM2.5 capture table.' },
          'reviewer',
        )
      ).statusCode,
    ).toBe(204);
    expect(
      (await list()).find((p: { period: string }) => p.period === '2025-12').report,
    ).toMatchObject({ status: 'returned', remarks: 'Add the PM2.5 capture table.' });

    expect((await upload('2025-12', pdf)).json()).toEqual({ id, version: 2 });
    expect((await post(id, 'review', { decision: 'submit' }, 'reviewer')).statusCode).toBe(204);
    const locked = await upload('2025-12', pdf);
    expect(locked.statusCode).toBe(409);
    expect(locked.json().message).toBe('This step is not possible while the report is submitted.');

    const detail = (
      await ctx.app.inject({
        method: 'GET',
        url: `/api2/eqmp-reports/caqm/${id}`,
        headers: users.viewer,
      })
    ).json();
    expect(detail.versions.map((v: { version: number }) => v.version)).toEqual([2, 1]);
    expect(columns(detail.events, 'action', 'actor', 'remarks')).toEqual([
      ['upload', 'uploader', null],
      ['return', 'reviewer', 'Add the PM2.5 capture table.'],
      ['upload', 'uploader', null],
      ['submit', 'reviewer', null],
    ]);
    expect(await loggedActions(ctx.db.kysely, 'eqmp_report', id)).toEqual([
      'upload',
      'return',
      'upload',
      'submit',
    ]);
    const file = await ctx.app.inject({
      method: 'GET',
      url: `/api2/eqmp-reports/caqm/${id}/download?version=1`,
      headers: users.viewer,
    });
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toMatch(
      /^attachment; filename="report-2025-12.pdf"/,
    );
  });
});

describe('EQMP reporting API: who takes each step, deletion and refusals', () => {
  it('never lets the uploader submit or return their own report: a second person does', async () => {
    const up = await upload('2025-10', pdf, 'uploaderReviewer');
    expect(up.statusCode).toBe(201);
    const { id } = up.json();
    const own = await post(id, 'review', { decision: 'submit' }, 'uploaderReviewer');
    expect(own.statusCode).toBe(403);
    expect(own.json().message).toContain('another officer');
    expect((await post(id, 'review', { decision: 'submit' }, 'reviewer')).statusCode).toBe(204);
  });

  it('lets only the module’s roles take each step', async () => {
    const { id } = (await upload('2025-11', pdf)).json();
    expect((await upload('2025-10', pdf, 'viewer')).statusCode).toBe(403);
    expect((await upload('2025-10', pdf, 'reviewer')).statusCode).toBe(403);
    expect((await upload('2025-10', pdf, 'riverUploader')).statusCode).toBe(403);
    expect((await upload('2025-10', pdf, 'riverUploader', 'crwqm')).statusCode).toBe(201);
    expect((await post(id, 'review', { decision: 'submit' }, 'uploader')).statusCode).toBe(403);
    expect((await post(id, 'review', { decision: 'submit' }, 'viewer')).statusCode).toBe(403);
    expect(
      (await post(id, 'delete-request', { remarks: 'Wrong month' }, 'reviewer')).statusCode,
    ).toBe(403);
    expect(
      (
        await ctx.app.inject({
          method: 'GET',
          url: '/api2/eqmp-reports/caqm?year=2025',
          headers: users.riverUploader,
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/api2/eqmp-reports/caqm?year=2025' }))
        .statusCode,
    ).toBe(401);
  });

  it('deletes only through a reviewer other than the requester, and a refusal restores the status', async () => {
    const { id } = (await upload('2025-09', pdf)).json();
    expect((await post(id, 'delete-request', { remarks: '' }, 'both')).statusCode).toBe(400);
    expect(
      (
        await post(
          id,
          'delete-request',
          { remarks: 'Uploaded for the wrong station group' },
          'both',
        )
      ).statusCode,
    ).toBe(204);
    const own = await post(id, 'delete-decision', { approve: true }, 'both');
    expect(own.statusCode).toBe(403);
    expect(own.json().message).toBe(
      'The delete request must be decided by a reviewer other than its requester.',
    );
    expect(
      (await post(id, 'delete-decision', { approve: false, remarks: 'Keep it' }, 'reviewer'))
        .statusCode,
    ).toBe(204);
    expect(
      (await list()).find((p: { period: string }) => p.period === '2025-09').report.status,
    ).toBe('under_review');

    expect(
      (await post(id, 'delete-request', { remarks: 'Really wrong' }, 'uploader')).statusCode,
    ).toBe(204);
    expect((await post(id, 'delete-decision', { approve: true }, 'both')).statusCode).toBe(204);
    expect((await list()).find((p: { period: string }) => p.period === '2025-09')).toMatchObject({
      overdue: true,
      report: null,
    });
    // The period is open again for a new report.
    expect((await upload('2025-09', pdf)).statusCode).toBe(201);
  });

  it('refuses a bad period, a period not yet begun, and a file that is not PDF, Word or Excel', async () => {
    expect((await upload('2025-13', pdf)).statusCode).toBe(400);
    expect((await upload('2026-02', pdf)).json()).toMatchObject({
      code: 'BAD_REQUEST',
      message: 'This period has not begun yet.',
    });
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
      'base64',
    );
    const refused = await upload('2025-08', png);
    expect(refused.statusCode).toBe(415);
    expect(refused.json().message).toBe('Only PDF, Word or Excel reports are accepted.');
  });
});
