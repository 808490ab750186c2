import { beforeAll, describe, expect, it } from 'vitest';
import { pdfWithText } from '../../test/pdf-fixture.js';
import { useTestApp } from '../../test/test-app.js';
import { signedIn } from '../../test/users.js';
import { multipartFile } from '../inventory/inventory.fixtures.js';

/** An update that names nothing to change is the caller's mistake (it was an `update … set` of nothing: a 500). */
describe('empty document and folder updates', () => {
  const ctx = useTestApp(['auth', 'documents']);
  let admin: Record<string, string>;
  let folderId: number;
  let documentId: number;

  beforeAll(async () => {
    admin = await signedIn(ctx, 'docadmin', ['System Admin']);
    for (const name of ['First', 'Second']) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api2/documents/folders',
        headers: admin,
        payload: { name },
      });
      folderId = res.json().id;
    }
    const body = multipartFile(await pdfWithText('Minutes.'), 'minutes.pdf', 'application/pdf');
    const uploaded = await ctx.app.inject({
      method: 'POST',
      url: `/api2/documents?folderId=${folderId}`,
      payload: body.payload,
      headers: { ...admin, ...body.headers },
    });
    documentId = uploaded.json().id;
  });

  it.each([
    ['en', 'Nothing to change: send at least one field to change.'],
    ['ms', 'Tiada apa-apa untuk diubah: hantar sekurang-kurangnya satu medan untuk diubah.'],
  ])('answers PUT /folders/:id with {} as 400 EMPTY_UPDATE in %s', async (language, message) => {
    const res = await ctx.app.inject({
      method: 'PUT',
      url: `/api2/documents/folders/${folderId}`,
      headers: { ...admin, 'accept-language': language },
      payload: {},
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 'EMPTY_UPDATE', message });
  });

  it('answers an empty document update the same way, and still takes a real change', async () => {
    const url = `/api2/documents/${documentId}`;
    const empty = await ctx.app.inject({ method: 'PUT', url, headers: admin, payload: {} });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().code).toBe('EMPTY_UPDATE');
    const renamed = await ctx.app.inject({
      method: 'PUT',
      url: `/api2/documents/folders/${folderId}`,
      headers: admin,
      payload: { name: 'Renamed' },
    });
    expect(renamed.statusCode).toBeLessThan(300);
  });
});
