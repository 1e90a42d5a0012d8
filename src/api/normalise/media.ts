import * as v from 'valibot';
import type { GatewayLimits, LinkPreview, UploadedImage } from '../mediaModel';
import { parseOrThrow } from './envelope';
import { wireObject } from './wire';

const count = v.pipe(v.number(), v.safeInteger(), v.minValue(0));
const text = v.nullish(v.string());

const limitsSchema = wireObject({
  embeds: count,
  castBytes: count,
  mentions: count,
  upload: v.nullish(wireObject({ maxBytes: count, maxSide: count })),
  delivery: v.optional(v.boolean(), false),
});

const previewSchema = wireObject({
  url: v.string(),
  title: text,
  description: text,
  image: text,
  siteName: text,
  miniapp: v.optional(v.unknown()),
});

const uploadedSchema = wireObject({ url: v.string(), width: count, height: count, type: v.string() });

export function readLimits(body: unknown): GatewayLimits {
  const { embeds, castBytes, mentions, upload, delivery } = parseOrThrow(limitsSchema, body, 'limits');
  return { embeds, castBytes, mentions, upload: upload ? { maxBytes: upload.maxBytes, maxSide: upload.maxSide } : null, delivery };
}

export function readPreview(body: unknown): LinkPreview {
  const p = parseOrThrow(previewSchema, body, 'unfurl');
  return { url: p.url, title: p.title ?? null, description: p.description ?? null, image: p.image ?? null, siteName: p.siteName ?? null, miniapp: p.miniapp ?? null };
}

export function readUploaded(body: unknown): UploadedImage {
  const { url, width, height, type } = parseOrThrow(uploadedSchema, body, 'upload');
  return { url, width, height, type };
}
