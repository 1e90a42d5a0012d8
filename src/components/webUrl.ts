/**
 * The address as a URL when it is an absolute http(s) address, else null. Everything the
 * network sends as a link or image source passes through here first, so `javascript:`,
 * `data:` and relative addresses never reach an `href` or `src`.
 */
export function webUrl(raw: string | null | undefined): URL | null {
  if (!raw) return null;
  try {
    const url = new URL(raw.trim());
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '' ? url : null;
  } catch {
    return null;
  }
}

/** The host a reader recognises a site by, without a leading `www.`. */
export function displayHost(url: URL): string {
  return url.hostname.replace(/^www\./, '');
}

/** A long address shortened for display: host and path, cut in the middle. */
export function displayUrl(url: URL, max = 48): string {
  const text = `${displayHost(url)}${url.pathname === '/' ? '' : url.pathname}${url.search}`;
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}
