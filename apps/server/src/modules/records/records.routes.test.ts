import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/test-app.js';
import { multipartFile } from '../inventory/inventory.fixtures.js';
import { activities, insertReadings } from '../qaqc/qaqc.fixtures.js';
import { maintenanceForm, setUpRecords } from './records.fixtures.js';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

const ctx = useTestApp(['auth', 'records']);
let h: Record<string, Record<string, string>>;
const call = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  who: string,
  payload?: object,
) => ctx.app.inject({ method, url, headers: h[who], ...(payload ? { payload } : {}) });
const form = maintenanceForm('2026-01-11T09:00:00', '2026-01-11T10:00:00');
let id: number;

beforeAll(async () => {
  h = await setUpRecords(ctx.app, ctx.db.kysely);
  await insertReadings(
    ctx.db.kysely,
    'CA01R',
    'PM10',
    '2026-01-11T00:00:00+08:00',
    Array(24).fill(30),
  );
  const res = await call('POST', '/api2/records/maintenance', 'tech', form);
  expect(res.statusCode).toBe(200);
  id = res.json().record.id;
});

describe('maintenance and calibration records: role checks', () => {
  it.each([
    ['no role of the kind', 'nobody', 'GET', '/api2/records/maintenance?module=CAQM', 403],
    ['the view role', 'viewer', 'GET', '/api2/records/maintenance?module=CAQM', 200],
    [
      'the view role, another module',
      'viewer',
      'GET',
      '/api2/records/maintenance?module=CRWQM',
      403,
    ],
    [
      'the view role, the other kind',
      'viewer',
      'GET',
      '/api2/records/calibration?module=CAQM',
      403,
    ],
    [
      'a delete reviewer reads the records',
      'reviewer',
      'GET',
      '/api2/records/maintenance?module=CAQM',
      200,
    ],
  ] as const)('%s: %s %s %s → %d', async (_name, who, method, url, status) => {
    expect((await call(method, url, who)).statusCode).toBe(status);
  });

  it('only the upload role of the station’s module records and edits', async () => {
    expect((await call('POST', '/api2/records/maintenance', 'viewer', form)).statusCode).toBe(403);
    expect((await call('POST', '/api2/records/maintenance', 'river', form)).statusCode).toBe(403);
    expect((await call('PUT', `/api2/records/maintenance/${id}`, 'viewer', form)).statusCode).toBe(
      403,
    );
    expect((await call('POST', '/api2/records/calibration', 'river', form)).statusCode).toBe(403);
    const none = await ctx.app.inject({
      method: 'POST',
      url: '/api2/records/maintenance',
      payload: form,
    });
    expect(none.statusCode).toBe(401);
  });

  it('only the request-delete role asks, and only a delete reviewer decides', async () => {
    const other = await call('POST', '/api2/records/maintenance', 'tech', {
      ...form,
      from: '2026-01-11T14:00:00+08:00',
      to: '2026-01-11T15:00:00+08:00',
    });
    const otherId = other.json().record.id;
    const asViewer = await call(
      'POST',
      `/api2/records/maintenance/${otherId}/delete-request`,
      'viewer',
      { reason: 'x' },
    );
    expect(asViewer.statusCode).toBe(403);
    const asked = await call(
      'POST',
      `/api2/records/maintenance/${otherId}/delete-request`,
      'tech',
      { reason: 'Duplicate' },
    );
    expect(asked.statusCode).toBe(200);
    const again = await call(
      'POST',
      `/api2/records/maintenance/${otherId}/delete-request`,
      'tech',
      { reason: 'Duplicate' },
    );
    expect(again.json().code).toBe('RECORD_STATE_INVALID');
    const asViewerReview = await call(
      'POST',
      `/api2/records/delete-requests/${asked.json().id}/review`,
      'viewer',
      { decision: 'reject', note: 'Not needed' },
    );
    expect(asViewerReview.statusCode).toBe(403);
    const rejected = await call(
      'POST',
      `/api2/records/delete-requests/${asked.json().id}/review`,
      'reviewer',
      { decision: 'reject', note: 'Not a duplicate' },
    );
    expect(rejected.json()).toMatchObject({
      status: 'rejected',
      reviewNote: 'Not a duplicate',
      changeSet: null,
    });
    const detail = await call('GET', `/api2/records/maintenance/${otherId}`, 'tech');
    expect(detail.json()).toMatchObject({
      status: 'active',
      deleteRequests: [{ status: 'rejected' }],
    });
    const list = await call('GET', '/api2/records/delete-requests?module=CAQM', 'tech');
    expect(list.json()).toEqual([
      expect.objectContaining({
        recordId: otherId,
        requesterName: 'tech',
        reviewerName: 'reviewer',
      }),
    ]);
    expect((await activities(ctx.db.kysely, 'reject_delete')).length).toBe(1);
  });
});

describe('maintenance and calibration records: the form', () => {
  it.each([
    [
      'a window not ended yet',
      { to: '2026-01-16T10:00:00+08:00' },
      'RECORD_INVALID',
      'The window must have ended: record work once it is done.',
    ],
    [
      'a parameter the station does not measure',
      { parameterCodes: ['DO'] },
      'RECORD_INVALID',
      'Station CA01R does not measure DO.',
    ],
    [
      'an end before the start',
      { to: '2026-01-11T08:00:00+08:00' },
      'VALIDATION_FAILED',
      undefined,
    ],
    ['nobody named', { people: [] }, 'VALIDATION_FAILED', undefined],
    ['an unknown type', { type: 'zero_span' }, 'VALIDATION_FAILED', undefined],
  ] as const)('refuses %s', async (_name, change, code, message) => {
    const res = await call('POST', '/api2/records/maintenance', 'tech', { ...form, ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe(code);
    if (message) expect(res.json().message).toBe(message);
  });

  it('answers in Malay', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api2/records/maintenance',
      headers: { ...h.tech, 'accept-language': 'ms' },
      payload: { ...form, parameterCodes: ['DO'] },
    });
    expect(res.json().message).toBe('Stesen CA01R tidak mengukur DO.');
  });

  it('refuses a calibration point of a parameter not in the record', async () => {
    const res = await call('POST', '/api2/records/calibration', 'tech', {
      ...form,
      type: 'zero_span',
      points: [{ parameterCode: 'SO2', kind: 'zero', expected: 0, measured: 0 }],
    });
    expect([res.statusCode, res.json().code]).toEqual([400, 'RECORD_INVALID']);
  });

  it('lists by station and period, with a calibration’s result', async () => {
    const inPeriod = await call(
      'GET',
      '/api2/records/maintenance?module=CAQM&stationId=CA01R&from=2026-01-11T09:30:00%2B08:00&to=2026-01-11T12:00:00%2B08:00',
      'viewer',
    );
    expect(inPeriod.json().map((r: { id: number }) => r.id)).toEqual([id]);
    expect(inPeriod.json()[0]).toMatchObject({
      stationName: 'Station CA01R',
      people: ['Aminah Yusof'],
      parameterCodes: ['PM10'],
      passed: null,
    });
    const later = await call(
      'GET',
      '/api2/records/maintenance?module=CAQM&from=2026-01-12T00:00:00%2B08:00',
      'viewer',
    );
    expect(later.json()).toEqual([]);
  });
});

describe('maintenance and calibration records: attachments', () => {
  const upload = (data: Buffer, name: string, who = 'tech') => {
    const body = multipartFile(data, name, 'application/pdf');
    return ctx.app.inject({
      method: 'POST',
      url: `/api2/records/maintenance/${id}/attachments`,
      headers: { ...h[who], ...body.headers },
      payload: body.payload,
    });
  };

  it('keeps a file checked by its bytes and serves it as an attachment', async () => {
    const res = await upload(PDF, 'service report.pdf');
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      fileName: 'service report.pdf',
      contentType: 'application/pdf',
      size: PDF.length,
    });
    const file = await call(
      'GET',
      `/api2/records/maintenance/${id}/attachments/${res.json().id}`,
      'viewer',
    );
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-disposition']).toMatch(/^attachment;/);
    expect(file.rawPayload.equals(PDF)).toBe(true);
    expect(
      (await call('GET', `/api2/records/maintenance/${id}`, 'viewer')).json().files,
    ).toHaveLength(1);
  });

  it('refuses a script named .pdf, and an upload without the upload role', async () => {
    const script = await upload(Buffer.from('#!/bin/sh\nrm -rf /\n'), 'report.pdf');
    expect([script.statusCode, script.json().message]).toEqual([
      415,
      'Attach a PDF, Word, Excel, JPEG or PNG file.',
    ]);
    expect((await upload(PDF, 'a.pdf', 'viewer')).statusCode).toBe(403);
  });

  it('takes a file off the record, logged', async () => {
    const files = (await call('GET', `/api2/records/maintenance/${id}`, 'tech')).json().files;
    const asViewer = await call(
      'DELETE',
      `/api2/records/maintenance/${id}/attachments/${files[0].id}`,
      'viewer',
    );
    expect(asViewer.statusCode).toBe(403);
    const res = await call(
      'DELETE',
      `/api2/records/maintenance/${id}/attachments/${files[0].id}`,
      'tech',
    );
    expect(res.statusCode).toBe(204);
    expect((await call('GET', `/api2/records/maintenance/${id}`, 'tech')).json().files).toEqual([]);
    expect((await activities(ctx.db.kysely, 'detach'))[0]).toMatchObject({
      entity: 'maintenance_record',
      entityId: String(id),
    });
  });
});

describe('maintenance and calibration records: buffers and tolerances', () => {
  it('are seeded from the domain, and a System Admin (only) adds a version that the next record uses', async () => {
    const settings = (await call('GET', '/api2/records/settings', 'viewer')).json();
    expect(settings).toContainEqual(
      expect.objectContaining({ parameterCode: 'PM10', bufferMinutes: 60, setBy: 'system' }),
    );
    expect(settings).toContainEqual(
      expect.objectContaining({ parameterCode: null, bufferMinutes: 15 }),
    );
    const body = {
      parameterCode: 'PM10',
      bufferMinutes: 120,
      absTolerance: 3,
      relTolerancePct: 5,
    };
    expect((await call('POST', '/api2/records/settings', 'tech', body)).statusCode).toBe(403);
    const res = await call('POST', '/api2/records/settings', 'admin', body);
    expect(res.json()).toMatchObject({
      parameterCode: 'PM10',
      bufferMinutes: 120,
      setBy: 'admin',
    });
    const after = (await call('GET', '/api2/records/settings', 'viewer')).json();
    expect(after.filter((s: { parameterCode: string }) => s.parameterCode === 'PM10')).toEqual([
      expect.objectContaining({ bufferMinutes: 120 }),
    ]);
    const saved = await call('POST', '/api2/records/maintenance', 'tech', {
      ...form,
      from: '2026-01-11T18:00:00+08:00',
      to: '2026-01-11T19:00:00+08:00',
    });
    expect(saved.json().record.parameters[0]).toMatchObject({ bufferMinutes: 120, marked: 3 });
    // The first record keeps the buffer it was saved with.
    expect(
      (await call('GET', `/api2/records/maintenance/${id}`, 'tech')).json().parameters[0]
        .bufferMinutes,
    ).toBe(60);
  });
});

describe('maintenance and calibration records: the station list of the form', () => {
  it('lists a module’s stations with their parameters for the form', async () => {
    const res = await call('GET', '/api2/records/stations?module=CAQM', 'viewer');
    expect(res.json()).toEqual([
      {
        id: 'CA01R',
        name: 'Station CA01R',
        parameters: [
          expect.objectContaining({ code: 'PM10' }),
          expect.objectContaining({ code: 'SO2' }),
        ],
      },
    ]);
    expect((await call('GET', '/api2/records/stations?module=CRWQM', 'viewer')).statusCode).toBe(
      403,
    );
  });
});
