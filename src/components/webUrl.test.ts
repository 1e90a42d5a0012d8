import { describe, expect, it } from 'vitest';
import { displayHost, displayUrl, webUrl } from './webUrl';

describe('webUrl', () => {
  it('accepts absolute http and https addresses', () => {
    expect(webUrl('https://example.com/a?b=1')?.href).toBe('https://example.com/a?b=1');
    expect(webUrl(' http://127.0.0.1:8787/static/x.svg ')?.host).toBe('127.0.0.1:8787');
  });

  it('refuses script, data, relative and malformed addresses', () => {
    for (const raw of ['javascript:alert(1)', 'JaVaScRiPt:alert(1)', ' javascript:alert(1)', 'data:text/html,<script>', '/static/x', '//evil.example', 'vbscript:x', 'http://', '', null, undefined]) {
      expect(webUrl(raw), String(raw)).toBeNull();
    }
  });
});

describe('displayUrl', () => {
  it('shows host and path without the www and scheme, cut when long', () => {
    expect(displayHost(new URL('https://www.example.com/x'))).toBe('example.com');
    expect(displayUrl(new URL('https://example.com/'))).toBe('example.com');
    expect(displayUrl(new URL(`https://example.com/${'a'.repeat(80)}`))).toHaveLength(48);
  });
});
