import { spawn } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { FARCASTER_APP_USAGE, farcasterAppOptions } from './farcasterAppFlags';

const KEY_GATEWAY = '0x5fbdb2315678afecb367f032d93f642f64180aa3';

/** Runs `npm run farcaster-app -- …` as its script does; its exit code and what it printed. */
function runCommand(args: string[]): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'gateway/standIns/farcasterApp/main.ts', ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('exit', (code) => resolve({ code, output }));
  });
}

describe('npm run farcaster-app flags', () => {
  it('reads the defaults, and a chain as its URL and KeyGateway', () => {
    expect(farcasterAppOptions({})).toEqual({ port: 8791, host: undefined, relayUrl: 'http://127.0.0.1:8790', authKey: undefined });
    expect(farcasterAppOptions({ port: '0', 'chain-url': 'http://127.0.0.1:8545/', 'key-gateway': KEY_GATEWAY })).toMatchObject({
      port: 0,
      chain: { rpcUrl: 'http://127.0.0.1:8545', keyGateway: '0x5FbDB2315678afecb367f032d93F642f64180aa3' },
    });
  });

  it('refuses a chain without its KeyGateway, and values that are not what they name', () => {
    expect(() => farcasterAppOptions({ 'chain-url': 'http://127.0.0.1:8545' })).toThrow('--chain-url and --key-gateway go together');
    expect(() => farcasterAppOptions({ 'key-gateway': KEY_GATEWAY })).toThrow('--chain-url and --key-gateway go together');
    expect(() => farcasterAppOptions({ 'chain-url': 'ws://127.0.0.1:8545', 'key-gateway': KEY_GATEWAY })).toThrow('--chain-url must be an http://');
    expect(() => farcasterAppOptions({ 'chain-url': 'http://127.0.0.1:8545', 'key-gateway': '0x1234' })).toThrow('--key-gateway must be an address');
  });

  it('prints the usage and exits 2 on a flag it does not know, or a bad value', async () => {
    const [unknown, bad] = await Promise.all([runCommand(['--bogus']), runCommand(['--port', '0', '--chain-url', 'http://127.0.0.1:9'])]);
    expect(unknown.code).toBe(2);
    expect(unknown.output).toContain("Unknown option '--bogus'");
    expect(unknown.output).toContain(FARCASTER_APP_USAGE);
    expect(bad.code).toBe(2);
    expect(bad.output).toContain('--chain-url and --key-gateway go together: name both, or neither\n\nUsage: npm run farcaster-app');
  });
});
