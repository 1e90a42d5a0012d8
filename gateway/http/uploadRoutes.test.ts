import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import sharp from 'sharp';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withDatabase } from '../attack/support';
import { signIn, startTestGateway, type TestGateway } from '../testing/testGateway';

const noise = (width: number, height: number) => sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } });

describe('POST /castline/v1/upload', () => {
  let gw: TestGateway;
  let token: string;
  beforeAll(async () => {
    gw = await startTestGateway({ seed: 'none' });
    token = await signIn(gw, privateKeyToAccount(generatePrivateKey()), { type: 'SIGNATURE' });
  });
  afterAll(() => gw.dispose());

  const stored = () => withDatabase(gw.db, async (db) => (await db.first(sql<{ n: number }>`SELECT COUNT(*) AS n FROM uploads`))!.n);
  const upload = (body: BodyInit, headers: Record<string, string> = {}, bearer: string | null = token) =>
    fetch(`${gw.url}/castline/v1/upload`, {
      method: 'POST',
      headers: { 'API-KEY': gw.apiKey, ...(bearer ? { Authorization: `Bearer ${bearer}` } : {}), ...headers },
      body,
    });
  const asForm = (bytes: Buffer, name: string, type: string) => {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(bytes)], { type }), name);
    return form;
  };
  async function served(url: string) {
    const res = await fetch(url);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const bytes = Buffer.from(await res.arrayBuffer());
    return { type: res.headers.get('content-type'), bytes, meta: await sharp(bytes, { animated: true }).metadata() };
  }

  it('publishes the limits the app follows', async () => {
    const res = await gw.get('/castline/v1/limits');
    expect(await res.json()).toEqual({ embeds: 4, castBytes: 1024, mentions: 10, upload: { maxBytes: 10 * 1024 * 1024, maxSide: 2048, maxPixels: 25_000_000 }, delivery: false });
  });

  it('re-encodes a large PNG (multipart) to WebP at most 2048 px long, stored under its hash with its shape in the name', async () => {
    const png = await sharp({ create: { width: 3000, height: 1500, channels: 4, background: '#3a6ea5' } }).png().toBuffer();
    const res = await upload(asForm(png, 'wide.png', 'image/png'));
    expect(res.status).toBe(200);
    const body = (await res.json()) as { url: string; width: number; height: number; type: string };
    expect(body).toMatchObject({ width: 2048, height: 1024, type: 'image/webp' });
    expect(body.url).toMatch(new RegExp(`^${gw.url}/castline/v1/files/[0-9a-f]{64}-2048x1024\\.webp$`));
    const file = await served(body.url);
    expect(file.type).toBe('image/webp');
    expect([file.meta.format, file.meta.width, file.meta.height]).toEqual(['webp', 2048, 1024]);
    // Sending it again (raw this time) stores nothing new and answers the same address.
    const count = await stored();
    expect(((await (await upload(new Uint8Array(png))).json()) as { url: string }).url).toBe(body.url);
    expect(await stored()).toBe(count);
  });

  it('strips EXIF and GPS from a JPEG, turning it upright first', async () => {
    const jpeg = await noise(600, 400).jpeg().withMetadata({ orientation: 6 })
      .withExif({ IFD0: { Make: 'Castcam' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '51/1 30/1 0/1', GPSLongitudeRef: 'W', GPSLongitude: '0/1 7/1 0/1' } })
      .toBuffer();
    const before = await sharp(jpeg).metadata();
    expect(before.exif?.includes(Buffer.from([0x25, 0x88]))).toBe(true); // the GPS IFD pointer
    const res = await upload(new Uint8Array(jpeg), { 'Content-Type': 'image/jpeg' });
    const body = (await res.json()) as { url: string; width: number; height: number; type: string };
    expect(body).toMatchObject({ width: 400, height: 600, type: 'image/jpeg' });
    const file = await served(body.url);
    expect(file.type).toBe('image/jpeg');
    expect([file.meta.exif, file.meta.xmp, file.meta.orientation]).toEqual([undefined, undefined, undefined]);
    expect(file.bytes.includes('Castcam')).toBe(false);
    expect([file.meta.width, file.meta.height]).toEqual([400, 600]);
  });

  it('keeps an animated GIF animated, as animated WebP', async () => {
    const frame = (background: string) => sharp({ create: { width: 64, height: 48, channels: 3, background } }).png().toBuffer();
    const gif = await sharp(await Promise.all(['#f00', '#0f0', '#00f'].map(frame)), { join: { animated: true } }).gif({ delay: [100, 100, 100], loop: 0 }).toBuffer();
    const body = (await (await upload(new Uint8Array(gif), { 'Content-Type': 'image/gif' })).json()) as { url: string; width: number; height: number; type: string };
    expect(body).toMatchObject({ width: 64, height: 48, type: 'image/webp' });
    const file = await served(body.url);
    expect([file.meta.format, file.meta.pages, file.meta.pageHeight]).toEqual(['webp', 3, 48]);
  });

  it('accepts WebP', async () => {
    const webp = await noise(300, 900).webp().toBuffer();
    const body = (await (await upload(asForm(webp, 'tall.webp', 'image/webp'))).json()) as { url: string; width: number; height: number };
    expect([body.width, body.height]).toEqual([300, 900]);
    expect((await served(body.url)).meta.format).toBe('webp');
  });

  it('refuses what is not a picture, too large, too many pixels, damaged or unsigned, and stores nothing', async () => {
    const bomb = await sharp({ create: { width: 9000, height: 9000, channels: 3, background: '#000' } }).png({ compressionLevel: 9 }).toBuffer();
    expect(bomb.length).toBeLessThan(1024 * 1024);
    const pngHeader = (await noise(8, 8).png().toBuffer()).subarray(0, 16);
    const oversized = Buffer.concat([pngHeader, Buffer.alloc(11 * 1024 * 1024, 7)]);
    const count = await stored();
    const cases: [string, Response, number, RegExp][] = [
      ['a text file named .png', await upload(asForm(Buffer.from('<svg onload=alert(1)>'), 'photo.png', 'image/png')), 415, /not a picture/],
      ['an SVG', await upload(new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"/>'), { 'Content-Type': 'image/svg+xml' }), 415, /not a picture/],
      ['a damaged PNG', await upload(new Uint8Array(Buffer.concat([pngHeader, Buffer.alloc(200, 1)]))), 415, /cannot be/],
      ['11 MB', await upload(new Uint8Array(oversized)), 413, /larger than 10 MB/],
      ['11 MB in a form', await upload(asForm(oversized, 'big.png', 'image/png')), 413, /larger than 10 MB/],
      ['a decompression bomb', await upload(new Uint8Array(bomb)), 422, /too many pixels \(9000 × 9000\)/],
      ['an empty body', await upload(new Uint8Array()), 400, /empty/],
      ['a form without a file', await upload((() => { const f = new FormData(); f.append('x', 'y'); return f; })()), 400, /no file/],
      ['no token', await upload(new Uint8Array(pngHeader), {}, null), 401, /bearer token/],
      ['a bad token', await upload(new Uint8Array(pngHeader), {}, 'not.a.token'), 401, /./],
    ];
    for (const [name, res, status, message] of cases) {
      expect(res.status, name).toBe(status);
      expect(((await res.json()) as { error: string }).error, name).toMatch(message);
    }
    expect(await stored()).toBe(count);
  });

  it('serves only names it gave out', async () => {
    for (const name of ['../gateway.sqlite', `${'0'.repeat(64)}-1x1.webp`, 'x.webp']) {
      expect((await fetch(`${gw.url}/castline/v1/files/${encodeURIComponent(name)}`)).status, name).toBe(404);
    }
  });
});
