import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { describe, expect, it } from 'vitest';
import { endChild } from './endChild';

const timers = () => process.getActiveResourcesInfo().filter((resource) => resource === 'Timeout').length;

/** A Node process that prints "ready" once it runs, ignoring SIGINT when asked to. */
async function child(ignoreInterrupt: boolean) {
  const script = `${ignoreInterrupt ? "process.on('SIGINT', () => {});" : ''} setInterval(() => {}, 1000); console.log('ready');`;
  const started = spawn(process.execPath, ['-e', script], { stdio: ['ignore', 'pipe', 'inherit'] });
  await once(started.stdout, 'data');
  return started;
}

describe('endChild', () => {
  it('ends a child with the signal and leaves no timer that would keep this process alive', async () => {
    const running = await child(false);
    const before = timers();
    await endChild(running, 'SIGINT', 10_000);
    expect(running.signalCode).toBe('SIGINT');
    expect(timers()).toBeLessThanOrEqual(before);
  });

  it('kills a child that ignores the signal once the grace period is over', async () => {
    const stubborn = await child(true);
    const started = Date.now();
    await endChild(stubborn, 'SIGINT', 300);
    expect(stubborn.signalCode).toBe('SIGKILL');
    expect(Date.now() - started).toBeGreaterThanOrEqual(290);
  });

  it('answers at once for a child that has already exited', async () => {
    const running = await child(false);
    running.kill('SIGKILL');
    await once(running, 'exit');
    await endChild(running, 'SIGINT', 10_000);
    expect(running.signalCode).toBe('SIGKILL');
  });
});
