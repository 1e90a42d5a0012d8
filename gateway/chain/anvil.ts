// Runs the anvil binary from Foundry's npm platform package.
import { spawn, type ChildProcess } from 'node:child_process';
import { createRequire } from 'node:module';
import { endChild } from '../endChild';
import { DEV_ACCOUNT_COUNT, DEV_MNEMONIC } from './devAccounts';

export interface AnvilOptions {
  /** 0 (the default) lets the OS pick a free port. */
  port?: number;
}

export interface RunningAnvil {
  url: string;
  chainId: number;
  /** Milliseconds from spawning the binary to its first answer to eth_chainId. */
  startupMs: number;
  close(): Promise<void>;
}

const READY_TIMEOUT_MS = 10_000;
/**
 * Each transaction is mined at once, and an empty block follows every second, as on a live chain.
 * Waiting for a receipt (viem's, wagmi's in the app) looks again only when a new block arrives: on a
 * chain that mined a transaction and then nothing, a wait whose one look missed the receipt would never
 * look again.
 */
const BLOCKS = ['--block-time', '1', '--mixed-mining'];
const archNames: Partial<Record<string, string>> = { x64: 'amd64', arm64: 'arm64' };

/**
 * The anvil binary from Foundry's platform package. The project depends on the Linux x64 package
 * directly: the registry these machines use carries no other platform package, so the umbrella
 * `@foundry-rs/anvil` (which lists all of them as optional) cannot be installed with `npm ci`.
 */
export function anvilBinaryPath(): string {
  const require = createRequire(import.meta.url);
  const arch = archNames[process.arch];
  const candidate = arch ? `@foundry-rs/anvil-${process.platform}-${arch}/bin/anvil` : null;
  try {
    if (candidate) return require.resolve(candidate);
  } catch {
    // reported below
  }
  throw new Error(`No anvil binary for ${process.platform}/${process.arch}: install ${candidate ?? 'a Foundry anvil package'} or point --chain-url at a running chain.`);
}

export async function startAnvil(options: AnvilOptions = {}): Promise<RunningAnvil> {
  const started = performance.now();
  const child = spawn(
    anvilBinaryPath(),
    ['--host', '127.0.0.1', '--port', String(options.port ?? 0), '--accounts', String(DEV_ACCOUNT_COUNT), '--mnemonic', DEV_MNEMONIC, ...BLOCKS],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  const killOnExit = () => child.kill('SIGKILL');
  process.on('exit', killOnExit);
  const close = async () => {
    process.off('exit', killOnExit);
    await endChild(child, 'SIGTERM', 2_000);
  };
  try {
    const url = await listeningUrl(child);
    const chainId = await fetchChainId(url);
    return { url, chainId, startupMs: performance.now() - started, close };
  } catch (error) {
    await close();
    throw error;
  }
}

/** Resolves with the URL anvil prints once it listens (the only way to learn a port picked by the OS). */
function listeningUrl(child: ChildProcess): Promise<string> {
  return new Promise((resolve, reject) => {
    let output = '';
    let settled = false;
    const settle = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      outcome();
    };
    const fail = (reason: string) => settle(() => reject(new Error(`anvil did not start: ${reason}\n${output}`)));
    const timer = setTimeout(() => fail(`no answer within ${READY_TIMEOUT_MS} ms`), READY_TIMEOUT_MS);
    child.once('error', (error) => fail(error.message));
    child.once('exit', (code, signal) => fail(`exited (${signal ?? code})`));
    child.stderr?.on('data', (chunk: Buffer) => {
      if (!settled) output += chunk.toString();
    });
    // anvil logs every RPC call; the stream stays drained so a full pipe never blocks it.
    child.stdout?.on('data', (chunk: Buffer) => {
      if (settled) return;
      output += chunk.toString();
      const match = /Listening on (\S+):(\d+)/.exec(output);
      if (match) settle(() => resolve(`http://${match[1]}:${match[2]}`));
    });
  });
}

async function fetchChainId(url: string): Promise<number> {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  let lastProblem = 'no answer';
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] }),
      });
      const body = (await response.json()) as { result?: unknown };
      if (typeof body.result === 'string') return Number.parseInt(body.result, 16);
      lastProblem = JSON.stringify(body);
    } catch (error) {
      lastProblem = String(error);
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`anvil at ${url} never answered eth_chainId: ${lastProblem}`);
}
