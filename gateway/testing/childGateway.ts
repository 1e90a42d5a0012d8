import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/** A gateway in its own process (`npm run gateway`), for crashing it and for load that must not share its event loop. */
export interface ChildGateway {
  url: string;
  apiKey: string;
  /** What the process has printed so far. */
  output(): string;
  /** SIGKILL: no shutdown code runs. */
  kill9(): Promise<void>;
  stop(): Promise<void>;
}

/** `npm run gateway`: the gateway's bundle, rebuilt first when its source has changed. */
const GATEWAY = fileURLToPath(new URL('../../scripts/gateway.mjs', import.meta.url));

export function spawnGateway(args: readonly string[]): Promise<ChildGateway> {
  const child = spawn(process.execPath, [GATEWAY, '--port', '0', ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const end = async (signal: NodeJS.Signals) => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    await exited;
  };
  return new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => fail(new Error(`gateway did not start within 60 s:\n${output}`)), 60_000);
    const fail = (error: Error) => {
      clearTimeout(timer);
      void end('SIGKILL');
      reject(error);
    };
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const started = /Castline gateway: (\S+)\s+API key: (\S+)/.exec(output);
      if (!started) return;
      clearTimeout(timer);
      child.stdout!.off('data', read);
      child.stdout!.on('data', (more: Buffer) => (output += more.toString()));
      resolve({ url: started[1]!, apiKey: started[2]!, output: () => output, kill9: () => end('SIGKILL'), stop: () => end('SIGTERM') });
    };
    child.stdout!.on('data', read);
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code) => fail(new Error(`gateway exited with ${code}:\n${output}`)));
  });
}
