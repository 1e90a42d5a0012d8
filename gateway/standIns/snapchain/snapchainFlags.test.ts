import { type ChildProcess, spawn } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { SNAPCHAIN_USAGE, snapchainOptions } from './snapchainFlags';

const ID_REGISTRY = '0x5fbdb2315678afecb367f032d93f642f64180aa3';

/** Starts `npm run snapchain -- …` as its script does. */
function command(args: string[]): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', 'gateway/standIns/snapchain/main.ts', ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
}

/** What the command printed until it exited, and its exit code. */
function ended(child: ChildProcess): Promise<{ code: number | null; output: string }> {
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  return new Promise((resolve) => child.on('exit', (code) => resolve({ code, output })));
}

describe('npm run snapchain flags', () => {
  it('reads the defaults, and a chain as its URL and IdRegistry', () => {
    expect(snapchainOptions({})).toEqual({ port: 3381, host: undefined, mergeDelayMs: undefined, apiKey: undefined });
    const options = snapchainOptions({ port: '0', 'merge-delay': '50', 'chain-url': 'http://127.0.0.1:8545/', 'id-registry': ID_REGISTRY });
    expect(options).toMatchObject({ port: 0, mergeDelayMs: 50 });
    expect(typeof options.custodyOf).toBe('function');
  });

  it('refuses a chain without its IdRegistry, and values that are not what they name', () => {
    expect(() => snapchainOptions({ 'chain-url': 'http://127.0.0.1:8545' })).toThrow('--chain-url and --id-registry go together');
    expect(() => snapchainOptions({ 'id-registry': ID_REGISTRY })).toThrow('--chain-url and --id-registry go together');
    expect(() => snapchainOptions({ 'chain-url': 'http://127.0.0.1:8545', 'id-registry': '0x1234' })).toThrow('--id-registry must be an address');
    expect(() => snapchainOptions({ 'merge-delay': '-1' })).toThrow('--merge-delay must be a whole number from 0 to 60000');
    expect(() => snapchainOptions({ port: '70000' })).toThrow('--port must be a whole number from 0 to 65535');
  });

  it('serves a node until SIGTERM, and prints the usage and exits 2 on a flag it does not know', async () => {
    const node = command(['--port', '0']);
    const stopped = ended(node);
    const url = await new Promise<string>((resolve, reject) => {
      node.stdout!.on('data', (chunk: Buffer) => {
        const found = /Snapchain node stand-in: (http:\/\/127\.0\.0\.1:\d+)/.exec(String(chunk));
        if (found) resolve(found[1]!);
      });
      node.on('exit', () => reject(new Error('the command ended before it listened')));
    });
    const info = await fetch(`${url}/v1/info`);
    expect(info.status).toBe(200);
    node.kill('SIGTERM');
    expect((await stopped).code).toBe(0);

    const unknown = await ended(command(['--bogus']));
    expect(unknown.code).toBe(2);
    expect(unknown.output).toContain("Unknown option '--bogus'");
    expect(unknown.output).toContain(SNAPCHAIN_USAGE);
  });
});
