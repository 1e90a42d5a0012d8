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
  /** SIGTERM; resolves with the exit code once the process has exited. */
  stop(): Promise<number | null>;
}

/** `npm run gateway`: the gateway's bundle, rebuilt first when its source has changed. */
const GATEWAY = fileURLToPath(new URL('../../scripts/gateway.mjs', import.meta.url));

/** The line the gateway logs once it listens, in either log format (it logs JSON to a pipe by default). */
const LISTENING = /Castline gateway: (https?:\/\/[^\s"]+)/;

/** The API key a gateway started with `args` takes: the first `--api-key`, else the development key. */
function apiKeyOf(args: readonly string[]): string {
  for (let i = 0; i < args.length; i++) {
    if (args[i] === '--api-key') return args[i + 1]!;
    if (args[i]!.startsWith('--api-key=')) return args[i]!.slice('--api-key='.length);
  }
  return 'dev-key';
}

/** `env` is added to this process's environment (an app account's custody key, say). */
export function spawnGateway(args: readonly string[], env: Record<string, string> = {}): Promise<ChildGateway> {
  const child = spawn(process.execPath, [GATEWAY, '--port', '0', ...args], { stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, ...env } });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const end = async (signal: NodeJS.Signals) => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    return exited;
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
      const started = LISTENING.exec(output);
      if (!started) return;
      clearTimeout(timer);
      child.stdout!.off('data', read);
      child.stdout!.on('data', (more: Buffer) => (output += more.toString()));
      resolve({ url: started[1]!, apiKey: apiKeyOf(args), output: () => output, kill9: async () => void (await end('SIGKILL')), stop: () => end('SIGTERM') });
    };
    child.stdout!.on('data', read);
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code) => fail(new Error(`gateway exited with ${code}:\n${output}`)));
  });
}
