import { utf8Length } from '../../../farcaster/castText';
import { URL_MAX_BYTES } from '../../../farcaster/validateCast';

/** The URL with `alt` in its fragment, the text shortened until the whole URL fits the 256 bytes of an embed. */
export function withAlt(raw: string, alt: string): string {
  const base = raw.split('#')[0]!;
  let text = alt.replace(/\s+/g, ' ').trimStart();
  for (;;) {
    const url = text.trim() === '' ? base : `${base}#${new URLSearchParams({ alt: text })}`;
    if (utf8Length(url) <= URL_MAX_BYTES || text === '') return url;
    text = [...text].slice(0, -1).join('');
  }
}

/** The alt text a person wrote, as far as it fits: what the alt field shows. */
export function altText(raw: string): string {
  try {
    return new URLSearchParams(new URL(raw).hash.slice(1)).get('alt') ?? '';
  } catch {
    return '';
  }
}
