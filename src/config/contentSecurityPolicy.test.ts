import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy } from './contentSecurityPolicy';

const directives = (policy: string) => new Map(policy.split('; ').map((d) => [d.split(' ')[0], d.split(' ').slice(1)]));

describe('contentSecurityPolicy', () => {
  const policy = directives(contentSecurityPolicy({ styleHashes: ['abc='] }));

  it('runs only the app’s own scripts, no plugins, no base URL changes', () => {
    expect(policy.get('script-src')).toEqual(["'self'"]);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('base-uri')).toEqual(["'none'"]);
  });

  it('allows inline styles only by hash, never unsafe-inline or unsafe-hashes', () => {
    expect(policy.get('style-src')).toEqual(["'self'", "'sha256-abc='"]);
    expect([...policy.values()].flat()).not.toContain("'unsafe-inline'");
    expect([...policy.values()].flat()).not.toContain("'unsafe-eval'");
  });

  it('lets a gateway chosen at run time be read, and frames Mini Apps from https and this computer only', () => {
    expect(policy.get('connect-src')).toEqual(expect.arrayContaining(['https:', 'http:']));
    expect(policy.get('frame-src')).toEqual(['https:', 'http://127.0.0.1:*', 'http://localhost:*']);
  });
});
