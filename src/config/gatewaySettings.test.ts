import { describe, expect, it } from 'vitest';
import {
  storedGatewaySettings,
  budgetFor,
  defaultGatewaySettings,
  serviceUrlProblem,
  isLocalGateway,
  parseStoredSettings,
} from './gatewaySettings';

describe('gateway settings', () => {
  it('defaults to the local gateway with the dev key', () => {
    expect(defaultGatewaySettings({})).toEqual({ url: 'http://127.0.0.1:8787', apiKey: 'dev-key' });
    expect(defaultGatewaySettings({ VITE_GATEWAY_URL: 'https://build.far.quest/', VITE_API_KEY: 'k' })).toEqual({
      url: 'https://build.far.quest',
      apiKey: 'k',
    });
    expect(defaultGatewaySettings({ VITE_GATEWAY_URL: '  https://gateway.example//  ' }).url).toBe('https://gateway.example');
  });

  it('accepts https anywhere and http only on loopback', () => {
    expect(serviceUrlProblem('https://build.far.quest')).toBeNull();
    expect(serviceUrlProblem('http://127.0.0.1:9000')).toBeNull();
    expect(serviceUrlProblem('http://localhost:9000')).toBeNull();
    expect(serviceUrlProblem('http://example.com')).toMatch(/https/);
    expect(serviceUrlProblem('javascript:alert(1)')).toMatch(/https/);
    expect(serviceUrlProblem('not a url')).toMatch(/full address/);
    expect(serviceUrlProblem('ftp://127.0.0.1')).toMatch(/https/);
    expect(serviceUrlProblem('ws://localhost:8787')).toMatch(/https/);
  });

  it('knows the local gateway and gives far.quest its read budget', () => {
    expect(isLocalGateway({ url: 'http://127.0.0.1:8787', apiKey: '' })).toBe(true);
    expect(isLocalGateway({ url: 'http://127.8.9.10:8787', apiKey: '' })).toBe(true);
    expect(isLocalGateway({ url: 'http://[::1]:8787', apiKey: '' })).toBe(true);
    expect(isLocalGateway({ url: 'http://localhost:8787', apiKey: '' })).toBe(true);
    expect(isLocalGateway({ url: 'http://[::2]:8787', apiKey: '' })).toBe(false);
    expect(isLocalGateway({ url: 'http://127.0.0.1.example.com', apiKey: '' })).toBe(false);
    expect(isLocalGateway({ url: 'http://10.127.0.0.1', apiKey: '' })).toBe(false);
    expect(isLocalGateway({ url: 'http://a127.0.0.1', apiKey: '' })).toBe(false);
    expect(isLocalGateway({ url: 'not a url', apiKey: '' })).toBe(false);
    expect(isLocalGateway({ url: 'https://build.far.quest', apiKey: '' })).toBe(false);
    expect(budgetFor({ url: 'https://build.far.quest', apiKey: '' })).toBe('farquest');
    expect(budgetFor({ url: 'http://localhost:1', apiKey: '' })).toBe('unlimited');
  });

  it('ignores corrupt or unsafe stored settings', () => {
    expect(parseStoredSettings(null)).toBeNull();
    expect(parseStoredSettings('{')).toBeNull();
    expect(parseStoredSettings('null')).toBeNull();
    expect(parseStoredSettings('5')).toBeNull();
    expect(parseStoredSettings('"https://build.far.quest"')).toBeNull();
    expect(parseStoredSettings('{"url":"http://evil.example","apiKey":"x"}')).toBeNull();
    expect(parseStoredSettings('{"url":"https://build.far.quest","apiKey":5}')).toBeNull();
    expect(parseStoredSettings('{"url":"https://build.far.quest"}')).toBeNull();
    expect(parseStoredSettings('{"url":"https://build.far.quest/","apiKey":"x"}')).toEqual({
      url: 'https://build.far.quest',
      apiKey: 'x',
    });
  });

  it('reads the saved settings, or the build defaults when none or a broken value is saved', () => {
    const env = { VITE_GATEWAY_URL: 'http://127.0.0.1:8787' };
    const storage = (value: string | null) => ({ getItem: (key: string) => (key === 'castline.gateway' ? value : null) });
    expect(storedGatewaySettings(storage(JSON.stringify({ url: 'https://api.far.quest/', apiKey: 'k' })), env)).toEqual({ url: 'https://api.far.quest', apiKey: 'k' });
    expect(storedGatewaySettings(storage(null), env)).toEqual(defaultGatewaySettings(env));
    expect(storedGatewaySettings(storage('{not json'), env)).toEqual(defaultGatewaySettings(env));
  });
});
