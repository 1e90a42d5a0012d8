import { type Context, Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { takeOrRefuse } from './rateLimit';
import { bytesAtMost } from '../bytesAtMost';
import { InvalidInputError } from '../domainErrors';
import { sniffImage } from '../uploads/imageType';
import { ImageRefusal, MAX_PIXELS, MAX_SIDE, reencode } from '../uploads/reencode';
import type { UploadStore } from '../uploads/uploadStore';
import { origin, type GatewayDeps } from './deps';
import { signedIn } from './signedIn';

const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
/** Room for a multipart envelope around a file of MAX_UPLOAD_BYTES. */
const MAX_BODY = MAX_UPLOAD_BYTES + 64 * 1024;
const TOO_LARGE = `The file is larger than ${MAX_UPLOAD_BYTES / 1024 / 1024} MB`;
const FILES_PATH = '/castline/v1/files';

/** Stops reading (and refuses) as soon as the body passes the limit, whatever Content-Length claimed. */
async function bodyBytes(c: Context): Promise<Buffer> {
  const declared = Number(c.req.header('Content-Length') ?? NaN);
  if (declared > MAX_BODY) throw new HTTPException(413, { message: TOO_LARGE });
  const bytes = await bytesAtMost(c.req.raw.body, MAX_BODY);
  if (bytes === null) throw new HTTPException(413, { message: TOO_LARGE });
  return bytes;
}

/** The raw body, or the first file of a multipart form. */
async function uploadedFile(c: Context): Promise<Buffer> {
  const bytes = await bodyBytes(c);
  const type = c.req.header('Content-Type') ?? '';
  if (!type.toLowerCase().startsWith('multipart/form-data')) return bytes;
  let form: FormData;
  try {
    form = await new Response(new Uint8Array(bytes), { headers: { 'Content-Type': type } }).formData();
  } catch {
    throw new InvalidInputError('The multipart body cannot be read');
  }
  const file = [...form.values()].find((v): v is File => typeof v !== 'string');
  if (!file) throw new InvalidInputError('The form has no file');
  return Buffer.from(await file.arrayBuffer());
}

/** Pictures one account may upload a minute (a thread of three casts with four pictures each), counted across processes. */
export const UPLOADS_PER_MINUTE = { max: 12, ms: 60_000 };

/** Limits this gateway applies, so the app follows them instead of assuming the network's defaults. */
export const LIMITS = { embeds: 4, castBytes: 1024, mentions: 10, upload: { maxBytes: MAX_UPLOAD_BYTES, maxSide: MAX_SIDE, maxPixels: MAX_PIXELS } };

/** Stored pictures, served without an API key (an `<img>` cannot send one) and cached for a year: a name never changes content. */
export function uploadFileRoutes(store: UploadStore): Hono {
  const app = new Hono();
  app.get(`${FILES_PATH}/:name`, async (c) => {
    const file = await store.get(c.req.param('name'));
    if (!file) return c.notFound();
    return c.body(new Uint8Array(file.bytes), 200, {
      'Content-Type': file.type,
      'Cache-Control': 'public, max-age=31536000, immutable',
      'X-Content-Type-Options': 'nosniff',
    });
  });
  return app;
}

export function uploadRoutes(deps: GatewayDeps, store: UploadStore): Hono {
  const app = new Hono();
  // `delivery`: L1 messages go on to a Farcaster node (`--hub-url`), so `/castline/v1/deliveries` answers.
  app.get('/castline/v1/limits', (c) => c.json({ ...LIMITS, delivery: deps.delivery !== null }));
  app.post('/castline/v1/upload', signedIn(deps), async (c) => {
    const { fid } = c.get('identity');
    const file = await uploadedFile(c);
    if (file.length === 0) throw new InvalidInputError('The body is empty: send the picture');
    if (file.length > MAX_UPLOAD_BYTES) throw new HTTPException(413, { message: TOO_LARGE });
    const format = sniffImage(file);
    if (!format) throw new HTTPException(415, { message: 'The file is not a picture: PNG, JPEG, GIF and WebP are accepted' });
    // Counted where the cost is: only pictures that will be decoded.
    await takeOrRefuse(c, deps.store.rateWindows, `upload:${fid}`, UPLOADS_PER_MINUTE, 'Too many pictures in a minute');
    try {
      const image = await reencode(file, format);
      const name = await store.put(image);
      return c.json({ url: `${origin(c)}${FILES_PATH}/${name}`, width: image.width, height: image.height, type: image.type });
    } catch (error) {
      if (error instanceof ImageRefusal) throw new HTTPException(error.status, { message: error.message });
      throw error;
    }
  });
  return app;
}
