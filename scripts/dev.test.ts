import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/** Holds a port the way another program would; if something else already holds it, so much the better. */
function hold(port: number): Promise<Server | null> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(null));
    server.listen(port, '127.0.0.1', () => resolve(server));
  });
}

function runDev(args: string[]): { child: ChildProcess; output: () => string; exited: Promise<number | null> } {
  let output = '';
  // FORCE_COLOR: Vite colours its output in CI, even inside the address it prints; dev must still find it.
  const child = spawn(process.execPath, ['scripts/dev.mjs', ...args], { stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, FORCE_COLOR: '1' } });
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
  return { child, output: () => output, exited };
}

async function until<T>(read: () => T | null | undefined, ms: number, output: () => string = () => ''): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const value = read();
    if (value) return value;
    if (Date.now() > end) throw new Error(`timed out; the output so far:\n${output()}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe('npm run dev with its usual ports taken', () => {
  const held: Array<Server | null> = [];
  const dir = mkdtempSync(join(tmpdir(), 'castline-dev-'));
  let dev: ReturnType<typeof runDev>;
  beforeAll(async () => {
    held.push(await hold(5173), await hold(8787));
    dev = runDev(['--db', join(dir, 'gateway.sqlite'), '--seed', 'none']);
  });
  afterAll(async () => {
    dev.child.kill('SIGTERM');
    await dev.exited;
    for (const server of held) server?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('starts on free ports and points the app at the gateway it started', async () => {
    const [, app, gateway] = await until(() => /Castline is running: open (\S+)\s+\(gateway (\S+);/.exec(dev.output()), 50_000, dev.output);
    expect(new URL(app).port).not.toBe('5173');
    expect(new URL(gateway).port).not.toBe('8787');
    const page = await (await fetch(app)).text();
    expect(page).toContain(`rel="preconnect" href="${new URL(gateway).origin}"`);
    expect(dev.output()).not.toMatch(/EADDRINUSE|\n\s+at /);

    // The gateway stops: the app server stays, so the open tab can say the gateway cannot be reached.
    const gatewayPid = execFileSync('pgrep', ['-P', String(dev.child.pid), '-f', 'scripts/gateway.mjs']).toString().trim();
    process.kill(Number(gatewayPid), 'SIGTERM');
    await until(() => /\[gateway\] stopped \(.*\)\. The app keeps running/.test(dev.output()), 10_000);
    expect((await fetch(app)).status).toBe(200);
    expect(dev.child.exitCode).toBeNull();
  }, 60_000);
});

describe('npm run dev with a port the person named', () => {
  it('says a named app port is taken instead of printing a stack trace', async () => {
    const taken = await hold(0);
    const port = (taken!.address() as { port: number }).port;
    const dev = runDev(['--app-port', String(port)]);
    expect(await dev.exited).toBe(2);
    expect(dev.output()).toContain(`Port ${port} is taken: name another with --app-port N`);
    taken!.close();
  });

  it('refuses an app port that is not a number', async () => {
    const dev = runDev(['--app-port', 'soon']);
    expect(await dev.exited).toBe(2);
    expect(dev.output()).toContain('--app-port needs a port number');
  });
});
