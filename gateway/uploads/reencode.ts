import pLimit from 'p-limit';
import sharp, { type Metadata } from 'sharp';
import type { ImageFormat } from './imageType';

export const MAX_SIDE = 2048;
/**
 * Decoded pixels over all frames: a 24-megapixel camera photo passes; a small file that inflates to
 * tens of megapixels (about 1.5 s of CPU and hundreds of MiB each) does not.
 */
export const MAX_PIXELS = 25_000_000;

/** Pictures decoded at once: one per core, so parallel uploads wait their turn instead of multiplying memory. */
const decoding = pLimit(2);
// Decoded images are not kept once written: memory follows the uploads in progress, not the past ones.
sharp.cache(false);

export type StoredType = 'image/jpeg' | 'image/webp';

export interface Encoded {
  bytes: Buffer;
  type: StoredType;
  width: number;
  height: number;
}

export class ImageRefusal extends Error {
  constructor(
    readonly status: 413 | 415 | 422,
    message: string,
  ) {
    super(message);
    this.name = 'ImageRefusal';
  }
}

/**
 * Decodes and writes the image afresh: turned upright, at most MAX_SIDE on its longest side, and without
 * any metadata (EXIF, GPS, XMP, ICC comments are never copied). JPEG stays JPEG; everything else becomes
 * WebP, animated GIFs as animated WebP.
 */
export function reencode(input: Buffer, format: ImageFormat): Promise<Encoded> {
  return decoding(() => reencodeNow(input, format));
}

async function reencodeNow(input: Buffer, format: ImageFormat): Promise<Encoded> {
  const animated = format === 'gif' || format === 'webp';
  let meta: Metadata;
  try {
    meta = await sharp(input, { animated }).metadata();
  } catch {
    throw new ImageRefusal(415, `The file looks like ${format.toUpperCase()} but cannot be read as an image`);
  }
  const pixels = (meta.width ?? 0) * (meta.height ?? 0);
  if (pixels > MAX_PIXELS) {
    throw new ImageRefusal(422, `The image has too many pixels (${meta.width} × ${meta.height}); at most ${MAX_PIXELS / 1_000_000} million are accepted`);
  }
  const image = sharp(input, { animated, limitInputPixels: MAX_PIXELS, failOn: 'error' })
    .autoOrient()
    .resize({ width: MAX_SIDE, height: MAX_SIDE, fit: 'inside', withoutEnlargement: true });
  try {
    const { data, info } = await (format === 'jpeg'
      ? image.jpeg({ quality: 82, progressive: true, mozjpeg: true })
      : image.webp({ quality: 82, effort: 4 })
    ).toBuffer({ resolveWithObject: true });
    const height = info.pageHeight ?? info.height;
    return { bytes: data, type: format === 'jpeg' ? 'image/jpeg' : 'image/webp', width: info.width, height };
  } catch {
    throw new ImageRefusal(415, `The ${format.toUpperCase()} image is damaged and cannot be decoded`);
  }
}
