import { contentSecurityPolicy, HEADER_ONLY_DIRECTIVES } from './contentSecurityPolicy.ts';

/**
 * The headers every page of the app should be served with, wherever it is served from: the build
 * writes them to `dist/_headers` (the file Netlify and Cloudflare Pages read), `vite preview` sends
 * them from that file, and docs/deploying.md shows them for other hosts.
 * - The Content-Security-Policy, with `frame-ancestors 'none'`, which a meta tag cannot carry;
 * - `X-Frame-Options: DENY` for browsers that predate frame-ancestors (no site may frame Castline);
 * - `X-Content-Type-Options: nosniff` and `Referrer-Policy: no-referrer`.
 */
export function servedHeaders({ styleHashes }: { styleHashes: readonly string[] }): Record<string, string> {
  return {
    'Content-Security-Policy': `${contentSecurityPolicy({ styleHashes })}; ${HEADER_ONLY_DIRECTIVES}`,
    ...FRAMING_AND_SNIFFING,
  };
}

/** What the development server sends too: its own inline scripts rule out the full policy there. */
export const FRAMING_AND_SNIFFING: Record<string, string> = {
  'X-Frame-Options': 'DENY',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'no-referrer',
};

/** The `_headers` file: the headers for every path (`/*`). */
export function formatHeadersFile(headers: Record<string, string>): string {
  return `/*\n${Object.entries(headers)
    .map(([name, value]) => `  ${name}: ${value}\n`)
    .join('')}`;
}

/** The headers a `_headers` file gives every path (`/*`); other path rules are not used by Castline. */
export function parseHeadersFile(text: string): Record<string, string> {
  const headers: Record<string, string> = {};
  let forEveryPath = false;
  for (const line of text.split('\n')) {
    if (line.trim() === '' || line.trimStart().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      forEveryPath = line.trim() === '/*';
      continue;
    }
    const colon = line.indexOf(':');
    if (forEveryPath && colon > 0) headers[line.slice(0, colon).trim()] = line.slice(colon + 1).trim();
  }
  return headers;
}
