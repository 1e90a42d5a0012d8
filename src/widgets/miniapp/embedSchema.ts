/**
 * The `fc:miniapp` (and legacy `fc:frame`) embed, checked as `@farcaster/miniapp-core`'s
 * `miniAppEmbedNextSchema` checks it, written with valibot so a card costs a few hundred bytes
 * instead of the SDK's schemas (and their Solana code) in the first download.
 */
import * as v from 'valibot';
import { isLoopbackHost } from '../../config/gatewaySettings';

export interface MiniAppEmbed {
  imageUrl: string;
  aspectRatio: '1:1' | '3:2';
  buttonTitle: string;
  /** The app's name, as the embed's launch action gives it. */
  name: string;
  /** Where the app runs: the action's `url`, or else the page that carried the embed. */
  url: string;
  splashImageUrl: string | null;
  splashBackgroundColor: string | null;
}

export interface EmbedRules {
  /** Plain http on this computer, allowed only while the app talks to a gateway on this computer. */
  allowLoopback: boolean;
}

function isAllowedUrl(value: string, rules: EmbedRules): boolean {
  if (value.length > 1024 || value.includes(' ')) return false;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  if (rules.allowLoopback && isLoopbackHost(url.hostname)) return url.protocol === 'http:' || url.protocol === 'https:';
  // The specification's rule: https, and a name rather than an IP address or localhost.
  const host = url.hostname;
  const ipOrLocal = host === 'localhost' || host.endsWith('.localhost') || /^(\d{1,3}\.){3}\d{1,3}$/.test(host) || host.startsWith('[');
  return url.protocol === 'https:' && !ipOrLocal;
}

const HEX_COLOR = /^#([0-9A-F]{3}|[0-9A-F]{6})$/i;

function embedSchema(rules: EmbedRules) {
  const url = v.pipe(v.string(), v.check((value) => isAllowedUrl(value, rules)));
  const launch = v.object({
    type: v.picklist(['launch_miniapp', 'launch_frame']),
    name: v.pipe(v.string(), v.maxLength(32)),
    url: v.optional(url),
    splashImageUrl: v.optional(url),
    splashBackgroundColor: v.optional(v.pipe(v.string(), v.regex(HEX_COLOR))),
  });
  return v.object({
    version: v.picklist(['next', '1', 1]),
    imageUrl: url,
    aspectRatio: v.optional(v.picklist(['1:1', '3:2'])),
    button: v.object({ title: v.pipe(v.string(), v.maxLength(32)), action: launch }),
  });
}

const strict = embedSchema({ allowLoopback: false });
const local = embedSchema({ allowLoopback: true });

/**
 * The embed a page carries, ready for a card, or null when it is missing or invalid (the caller then
 * shows the plain link card). `pageUrl` is where the embed was found: the app's address when the
 * launch action names none.
 */
export function parseMiniAppEmbed(raw: unknown, pageUrl: string, rules: EmbedRules): MiniAppEmbed | null {
  const parsed = v.safeParse(rules.allowLoopback ? local : strict, raw);
  if (!parsed.success) return null;
  const { imageUrl, aspectRatio, button } = parsed.output;
  const url = button.action.url ?? pageUrl;
  if (!isAllowedUrl(url, rules)) return null;
  return {
    imageUrl,
    aspectRatio: aspectRatio ?? '3:2',
    buttonTitle: button.title,
    name: button.action.name,
    url,
    splashImageUrl: button.action.splashImageUrl ?? null,
    splashBackgroundColor: button.action.splashBackgroundColor ?? null,
  };
}
