import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/test-app.js';
import { apiCaller, EVERY_MODULE, signedIn } from '../../test/users.js';
import { pngOfSize } from '../../test/image-fixture.js';
import { insertStation, multipartFile, PNG } from './inventory.fixtures.js';
import { PICTURE_MAX_BYTES } from './pictures.js';

const ctx = useTestApp(['auth', 'inventory']);
const call = apiCaller(ctx);
let keeper: Record<string, string>;
let viewer: Record<string, string>;

beforeAll(async () => {
  await insertStation(ctx.db.kysely, 'CA05S');
  await insertStation(ctx.db.kysely, 'CA06S');
  keeper = await signedIn(ctx, 'keeper', ['Inventory Maintenance', ...EVERY_MODULE]);
  viewer = await signedIn(ctx, 'viewer', ['Station Information', ...EVERY_MODULE]);
});

const upload = (
  url: string,
  data: Buffer,
  filename = 'site.png',
  type = 'image/png',
  headers = keeper,
) => {
  const body = multipartFile(data, filename, type);
  return ctx.app.inject({
    method: url.includes('gallery') ? 'POST' : 'PUT',
    url,
    payload: body.payload,
    headers: { ...headers, ...body.headers },
  });
};

describe('station pictures API: upload checks', () => {
  it('accepts a PNG as the main picture and serves it back, without a token, with its content type', async () => {
    const res = await upload('/api2/inventory/stations/CA05S/picture', PNG);
    expect(res.statusCode).toBe(200);
    const { url } = res.json();
    expect(url).toMatch(/^\/api2\/inventory\/pictures\/[A-Za-z0-9_-]{32}$/);
    const served = await ctx.app.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.rawPayload.equals(PNG)).toBe(true);
    const station = await call('GET', '/api2/inventory/stations/CA05S', viewer);
    expect(station.json().pictureUrl).toBe(url);
  });

  it('trusts the bytes, not the name or declared type: text renamed .png is refused with 415', async () => {
    const res = await upload(
      '/api2/inventory/stations/CA05S/picture',
      Buffer.from('I am not a picture, only text.'),
      'notes.png',
      'image/png',
    );
    expect(res.statusCode).toBe(415);
    expect(res.json()).toMatchObject({
      code: 'UNSUPPORTED_MEDIA_TYPE',
      message: 'Only JPEG, PNG or WebP pictures are accepted.',
    });
    // A PNG declared as JPEG is stored as what it is.
    const mislabelled = await upload(
      '/api2/inventory/stations/CA06S/gallery',
      PNG,
      'photo.jpg',
      'image/jpeg',
    );
    expect(mislabelled.json().contentType).toBe('image/png');
  });

  it('reads the picture’s header: refuses 60000 × 60000 pixels (413) and a file only starting like a PNG (415)', async () => {
    const huge = await upload('/api2/inventory/stations/CA05S/picture', pngOfSize(60_000, 60_000));
    expect(huge.statusCode).toBe(413);
    expect(huge.json()).toMatchObject({ code: 'IMAGE_TOO_LARGE' });
    // The PNG signature followed by a web page: a polyglot the first bytes alone let through.
    const polyglot = Buffer.concat([
      Buffer.from('89504e470d0a1a0a', 'hex'),
      Buffer.from('<html><script>alert(1)</script></html>'),
    ]);
    const fake = await upload('/api2/inventory/stations/CA05S/picture', polyglot);
    expect(fake.statusCode).toBe(415);
    expect(fake.json()).toMatchObject({ code: 'IMAGE_UNREADABLE' });
    const appended = await upload(
      '/api2/inventory/stations/CA05S/gallery',
      Buffer.concat([PNG, Buffer.from('PK\u0003\u0004')]),
    );
    expect(appended.statusCode).toBe(415);
  });

  it('refuses a picture over the size limit with 413, and a body that is not an upload with 415', async () => {
    const big = Buffer.concat([PNG, Buffer.alloc(PICTURE_MAX_BYTES)]);
    const res = await upload('/api2/inventory/stations/CA05S/picture', big);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({
      code: 'PAYLOAD_TOO_LARGE',
      message: 'The picture is larger than 5 MB.',
    });
    const json = await call('PUT', '/api2/inventory/stations/CA05S/picture', keeper, {
      picture: 'x',
    });
    expect(json.statusCode).toBe(415);
    const raw = await ctx.app.inject({
      method: 'PUT',
      url: '/api2/inventory/stations/CA05S/picture',
      headers: { ...keeper, 'content-type': 'image/png' },
      payload: PNG,
    });
    expect(raw.statusCode).toBe(415);
  });
});

describe('station pictures API: roles, replacing and the gallery', () => {
  it('lets only Inventory Maintenance upload', async () => {
    expect(
      (await upload('/api2/inventory/stations/CA05S/picture', PNG, 'a.png', 'image/png', viewer))
        .statusCode,
    ).toBe(403);
    expect(
      (await upload('/api2/inventory/stations/CA05S/picture', PNG, 'a.png', 'image/png', {}))
        .statusCode,
    ).toBe(401);
    expect((await upload('/api2/inventory/stations/NOPE9/picture', PNG)).statusCode).toBe(404);
  });

  it('replaces the main picture and deletes the old file', async () => {
    const before = (await call('GET', '/api2/inventory/stations/CA05S', viewer)).json()
      .pictureUrl as string;
    const after = (await upload('/api2/inventory/stations/CA05S/picture', PNG)).json()
      .url as string;
    expect(after).not.toBe(before);
    expect((await ctx.app.inject({ method: 'GET', url: before })).statusCode).toBe(404);
    expect(ctx.storage.files.has(`station-pictures/${before.split('/').pop()}`)).toBe(false);
    expect((await ctx.app.inject({ method: 'GET', url: after })).statusCode).toBe(200);
  });

  it('adds gallery pictures with captions, lists them on the station, and removes them', async () => {
    const added = await upload(
      '/api2/inventory/stations/CA05S/gallery?caption=Sampling%20point',
      PNG,
    );
    expect(added.statusCode).toBe(201);
    expect(added.json()).toMatchObject({ caption: 'Sampling point', contentType: 'image/png' });
    const station = await call('GET', '/api2/inventory/stations/CA05S', viewer);
    expect(station.json().gallery).toEqual([
      expect.objectContaining({
        id: added.json().id,
        url: added.json().url,
        caption: 'Sampling point',
      }),
    ]);
    expect((await ctx.app.inject({ method: 'GET', url: added.json().url })).statusCode).toBe(200);

    const wrongStation = await call(
      'DELETE',
      `/api2/inventory/stations/CA06S/gallery/${added.json().id}`,
      keeper,
    );
    expect(wrongStation.statusCode).toBe(404);
    const removed = await call(
      'DELETE',
      `/api2/inventory/stations/CA05S/gallery/${added.json().id}`,
      keeper,
    );
    expect(removed.statusCode).toBe(204);
    expect((await ctx.app.inject({ method: 'GET', url: added.json().url })).statusCode).toBe(404);
  });
});

describe('station pictures API: serving, the activity log and removal', () => {
  it('serves nothing for a deactivated station, a guessed key or a path', async () => {
    const url = (await upload('/api2/inventory/stations/CA06S/picture', PNG)).json().url as string;
    await call('POST', '/api2/inventory/stations/CA06S/active', keeper, { isActive: false });
    expect((await ctx.app.inject({ method: 'GET', url })).statusCode).toBe(404);
    expect(
      (await ctx.app.inject({ method: 'GET', url: `/api2/inventory/pictures/${'A'.repeat(32)}` }))
        .statusCode,
    ).toBe(404);
    expect(
      (
        await ctx.app.inject({
          method: 'GET',
          url: '/api2/inventory/pictures/..%2F..%2Fetc%2Fpasswd',
        })
      ).statusCode,
    ).toBe(404);
  });

  it('logs every picture change without the file', async () => {
    const log = await ctx.db.kysely
      .selectFrom('activityLog')
      .select(['action', 'entity', 'username'])
      .where('entity', 'in', ['station', 'station_picture'])
      .orderBy('id')
      .execute();
    expect(log.map((e) => `${e.entity}:${e.action}`)).toEqual([
      'station:set_picture',
      'station_picture:create',
      'station:set_picture',
      'station_picture:create',
      'station_picture:delete',
      'station:set_picture',
      'station:deactivate',
    ]);
    expect(log.every((e) => e.username === 'keeper')).toBe(true);
  });

  it('removes the main picture', async () => {
    const res = await call('DELETE', '/api2/inventory/stations/CA05S/picture', keeper);
    expect(res.statusCode).toBe(204);
    const station = await call('GET', '/api2/inventory/stations/CA05S', viewer);
    expect(station.json().pictureUrl).toBeNull();
    expect([...ctx.storage.files.keys()].length).toBe(2); // CA06S: its main picture and the mislabelled gallery PNG
  });
});
