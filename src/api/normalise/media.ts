import * as z from 'zod/mini';
import type { GatewayLimits, LinkPreview, UploadedImage } from '../mediaModel';
import { unexpectedResponse } from './envelope';

const count = z.number().check(z.int(), z.nonnegative());
const text = z.nullish(z.string());

const limitsSchema = z.looseObject({
  embeds: count,
  castBytes: count,
  mentions: count,
  upload: z.nullish(z.looseObject({ maxBytes: count, maxSide: count })),
});

const previewSchema = z.looseObject({
  url: z.string(),
  title: text,
  description: text,
  image: text,
  siteName: text,
  miniapp: z.optional(z.unknown()),
});

const uploadedSchema = z.looseObject({ url: z.string(), width: count, height: count, type: z.string() });

function read<T>(schema: z.ZodMiniType<T>, body: unknown, what: string): T {
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw unexpectedResponse(what, z.prettifyError(parsed.error));
  return parsed.data;
}

export function readLimits(body: unknown): GatewayLimits {
  const { embeds, castBytes, mentions, upload } = read(limitsSchema, body, 'limits');
  return { embeds, castBytes, mentions, upload: upload ? { maxBytes: upload.maxBytes, maxSide: upload.maxSide } : null };
}

export function readPreview(body: unknown): LinkPreview {
  const p = read(previewSchema, body, 'unfurl');
  return { url: p.url, title: p.title ?? null, description: p.description ?? null, image: p.image ?? null, siteName: p.siteName ?? null, miniapp: p.miniapp ?? null };
}

export function readUploaded(body: unknown): UploadedImage {
  const { url, width, height, type } = read(uploadedSchema, body, 'upload');
  return { url, width, height, type };
}
