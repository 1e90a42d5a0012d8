/**
 * The Content-Security-Policy the production build ships with (a meta tag in index.html) and that
 * a host should also send as a header. What it has to allow, and why:
 * - scripts only from the app's own origin, no inline script, no eval;
 * - styles from the app's origin plus the one stylesheet inlined into the page, by its hash
 *   (React's `style` props are set through the CSSOM, which the policy does not govern);
 * - reads from any gateway a person picks in Settings (any http or https origin), and the
 *   WalletConnect relay over wss;
 * - images from anywhere on the web (profile pictures, embeds, link previews), the gateway (which
 *   may be plain http on this computer), and data:/blob: (wallet icons, picked files);
 * - Mini Apps framed from https origins and from a gateway on this computer.
 */
export function contentSecurityPolicy({ styleHashes }: { styleHashes: readonly string[] }): string {
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'"],
    'style-src': ["'self'", ...styleHashes.map((hash) => `'sha256-${hash}'`)],
    'img-src': ["'self'", 'data:', 'blob:', 'https:', 'http:'],
    'media-src': ["'self'", 'blob:', 'https:', 'http:'],
    'connect-src': ["'self'", 'https:', 'http:', 'wss:'],
    'frame-src': ['https:', 'http://127.0.0.1:*', 'http://localhost:*'],
    'font-src': ["'self'"],
    'worker-src': ["'self'", 'blob:'],
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    'form-action': ["'self'"],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');
}

/** What only a header can say: no other site may frame Castline (clickjacking). */
export const HEADER_ONLY_DIRECTIVES = "frame-ancestors 'none'";
