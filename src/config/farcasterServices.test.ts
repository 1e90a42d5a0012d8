import { describe, expect, it } from 'vitest';
import { memoryStorage } from '../components/fixtures/memoryStorage';
import {
  defaultFarcasterServices,
  FARCASTER_SERVICES_KEY,
  farcasterServiceProblem,
  farcasterServiceUrl,
  loadFarcasterServices,
  parseFarcasterServices,
  saveFarcasterServices,
} from './farcasterServices';

describe('the Farcaster services chosen in Settings', () => {
  it('takes empty as the gateway\'s, https anywhere and http only on this computer', () => {
    expect(farcasterServiceProblem('')).toBeNull();
    expect(farcasterServiceProblem('   ')).toBeNull();
    expect(farcasterServiceProblem('https://relay.example/')).toBeNull();
    expect(farcasterServiceProblem('http://127.0.0.1:9')).toBeNull();
    expect(farcasterServiceProblem('http://api.example')).toBe('Use an https:// address (plain http is allowed only on this computer).');
    expect(farcasterServiceProblem('relay')).toBe('Enter a full address, starting with https://');
    expect(farcasterServiceProblem('javascript:alert(1)')).toMatch(/https/);
  });

  it('uses the one chosen here, else the gateway\'s', () => {
    expect(farcasterServiceUrl('', 'https://api.farcaster.xyz/')).toBe('https://api.farcaster.xyz');
    expect(farcasterServiceUrl(' http://127.0.0.1:8791/ ', 'https://api.farcaster.xyz')).toBe('http://127.0.0.1:8791');
  });

  it('keeps the choice in storage, the build\'s defaults until then', () => {
    const storage = memoryStorage();
    const env = { VITE_FARCASTER_RELAY_URL: ' http://127.0.0.1:8790/ ', VITE_FARCASTER_CLIENT_API_URL: '' };
    expect(loadFarcasterServices(storage, env)).toEqual({ relayUrl: 'http://127.0.0.1:8790', clientApiUrl: '' });
    expect(defaultFarcasterServices({})).toEqual({ relayUrl: '', clientApiUrl: '' });
    saveFarcasterServices(storage, { relayUrl: '', clientApiUrl: 'https://api.example' });
    expect(loadFarcasterServices(storage, env)).toEqual({ relayUrl: '', clientApiUrl: 'https://api.example' });
    saveFarcasterServices(storage, null);
    expect(storage.getItem(FARCASTER_SERVICES_KEY)).toBeNull();
    expect(loadFarcasterServices(storage, env).relayUrl).toBe('http://127.0.0.1:8790');
  });

  it('drops what fails the check, and ignores what is not its shape', () => {
    expect(parseFarcasterServices('{"relayUrl":"http://evil.example","clientApiUrl":"https://api.example/"}')).toEqual({ relayUrl: '', clientApiUrl: 'https://api.example' });
    expect(parseFarcasterServices('{"relayUrl":5}')).toEqual({ relayUrl: '', clientApiUrl: '' });
    expect(parseFarcasterServices('{')).toBeNull();
    expect(parseFarcasterServices('null')).toBeNull();
    expect(parseFarcasterServices(null)).toBeNull();
  });
});
