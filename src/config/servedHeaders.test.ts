import { describe, expect, it } from 'vitest';
import { formatHeadersFile, parseHeadersFile, servedHeaders } from './servedHeaders';

describe('the headers the app is served with', () => {
  const headers = servedHeaders({ styleHashes: ['abc='] });

  it('forbid framing twice over, sniffing and referrers, and carry the policy with the stylesheet hash', () => {
    expect(headers['Content-Security-Policy']).toContain("frame-ancestors 'none'");
    expect(headers['Content-Security-Policy']).toContain("'sha256-abc='");
    expect(headers['X-Frame-Options']).toBe('DENY');
    expect(headers['X-Content-Type-Options']).toBe('nosniff');
    expect(headers['Referrer-Policy']).toBe('no-referrer');
  });

  it('read back from the _headers file exactly as written', () => {
    expect(parseHeadersFile(formatHeadersFile(headers))).toEqual(headers);
  });

  it('only take the rule for every path from a _headers file', () => {
    const text = '# comment\n/assets/*\n  Cache-Control: immutable\n/*\n  X-Frame-Options: DENY\n';
    expect(parseHeadersFile(text)).toEqual({ 'X-Frame-Options': 'DENY' });
  });
});
