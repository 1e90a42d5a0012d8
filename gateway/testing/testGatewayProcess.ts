import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { newTestDatabase } from './testDatabase';

/**
 * Test support: a real gateway in its own Node process, on a free port with a new database.
 * For tests that run in a simulated browser (happy-dom), whose fetch, Request and Response are the
 * page's, not the ones the gateway's server needs.
 */
export interface GatewayProcess {
  url: string;
  apiKey: string;
  /** Stops the process and deletes its temporary folder. */
  dispose(): Promise<void>;
}

export async function startGatewayProcess(flags: string[] = ['--seed', 'none']): Promise<GatewayProcess> {
  const dir = mkdtempSync(join(tmpdir(), 'castline-gateway-'));
  const child = spawn(process.execPath, ['scripts/gateway.mjs', '--port', '0', '--db', await newTestDatabase(dir), ...flags], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const dispose = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGINT');
      await exited;
    }
    rmSync(dir, { recursive: true, force: true });
  };
  return new Promise((resolve, reject) => {
    let output = '';
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      // It logs JSON lines to a pipe; the development key is the only one it takes here.
      const started = output.match(/Castline gateway: (https?:\/\/[^\s"]+)/);
      if (started) resolve({ url: started[1]!, apiKey: 'dev-key', dispose });
    });
    child.once('exit', (code) => reject(new Error(`the gateway exited (${code}) before it started:\n${output}`)));
  });
}
