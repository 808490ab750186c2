import { beforeAll, describe, expect, it } from 'vitest';
import { pngOfSize } from '../../test/image-fixture.js';
import { pdfBomb, pdfWithText } from '../../test/pdf-fixture.js';
import { useTestApp } from '../../test/test-app.js';
import { signedIn } from '../../test/users.js';
import { multipartFile } from '../inventory/inventory.fixtures.js';

/** Uploads no file can use to stop the server: PDF bombs, huge pictures, misleading names. */
describe('document uploads within bounds', () => {
  const ctx = useTestApp(['auth', 'documents', 'health']);
  let clerk: Record<string, string>;
  let folder: number;

  beforeAll(async () => {
    clerk = await signedIn(ctx, 'clerk', ['Document Repository', 'Update Document Repository']);
    folder = (
      await ctx.app.inject({
        method: 'POST',
        url: '/api2/documents/folders',
        headers: clerk,
        payload: { name: 'Bounds' },
      })
    ).json().id;
  });

  const upload = (data: Buffer, name: string, lang = 'en') => {
    const body = multipartFile(data, name, 'application/octet-stream');
    return ctx.app.inject({
      method: 'POST',
      url: `/api2/documents?folderId=${folder}`,
      payload: body.payload,
      headers: { ...clerk, ...body.headers, 'accept-language': lang },
    });
  };
  const search = async (q: string) =>
    (await ctx.app.inject({ method: 'GET', url: `/api2/documents?q=${q}`, headers: clerk })).json<
      { title: string }[]
    >();
  const timed = async <T>(work: () => Promise<T>) => {
    const started = performance.now();
    const result = await work();
    return { result, ms: performance.now() - started };
  };

  it('stores and lists a PDF bomb at once, indexes no text from it, and still indexes the next PDF', async () => {
    // 60 MB of page content in a few hundred kilobytes: past what a PDF may inflate to (32 MB).
    const bomb = pdfBomb(60 * 1024 * 1024, 'BT /F1 12 Tf 10 10 Td (detonation) Tj ET\n');
    const stored = await timed(() => upload(bomb, 'bomb.pdf'));
    expect(stored.result.statusCode).toBe(201);
    expect(stored.ms).toBeLessThan(5000);
    const normal = await upload(
      await pdfWithText('The anemometer of Klang was serviced.'),
      'service.pdf',
    );
    expect(normal.statusCode).toBe(201);
    expect((await search('bomb')).map((d) => d.title)).toEqual(['bomb']);
    await expect
      .poll(async () => (await search('anemometer')).map((d) => d.title), {
        timeout: 30_000,
        interval: 100,
      })
      .toEqual(['service']);
    expect(await search('detonation')).toEqual([]);
  });

  it('keeps answering while a PDF that inflates to 30 MB of text is read in the background', async () => {
    // Within the inflated limit: a million text items, which pdf.js takes its time over.
    const bomb = pdfBomb(30 * 1024 * 1024);
    const stored = await timed(() => upload(bomb, 'heavy.pdf'));
    expect(stored.result.statusCode).toBe(201);
    expect(stored.ms).toBeLessThan(5000);
    for (let i = 0; i < 10; i++) {
      const health = await timed(() => ctx.app.inject({ method: 'GET', url: '/api2/health' }));
      expect(health.result.statusCode).toBe(200);
      expect(health.ms).toBeLessThan(1000);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect((await search('heavy')).map((d) => d.title)).toEqual(['heavy']);
    // Closing the app ends the worker still reading it.
  });

  it('refuses a picture whose header declares 60000 × 60000 pixels (413), and one that only starts like a picture (415)', async () => {
    const huge = await upload(pngOfSize(60_000, 60_000), 'huge.png');
    expect(huge.statusCode).toBe(413);
    expect(huge.json()).toEqual({
      code: 'IMAGE_TOO_LARGE',
      message:
        'The picture is 60000 × 60000 pixels; at most 16384 pixels a side and 50 megapixels are accepted. Make it smaller and upload it again.',
    });
    const malay = await upload(pngOfSize(60_000, 60_000), 'huge.png', 'ms');
    expect(malay.json().message).toContain('60000 × 60000 piksel');
    const fake = await upload(Buffer.from('89504e470d0a1a0a3c68746d6c3e', 'hex'), 'fake.png');
    expect(fake.statusCode).toBe(415);
    expect(fake.json().code).toBe('IMAGE_UNREADABLE');
  });

  it('stores a name without bidirectional overrides or control characters', async () => {
    const res = await upload(await pdfWithText('Invoice'), 'invoice\u202Efdp.exe\u0007\u2066.pdf');
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ fileName: 'invoicefdp.exe.pdf' });
  });
});
