import type { ChildProcess } from 'node:child_process';

/**
 * Asks `child` to end with `signal`, ends it with SIGKILL if it is still running after `graceMs`, and
 * answers once it has exited. No timer is left behind, so the process that waited can end at once.
 * Used for the local chain (anvil) and the tests' PostgreSQL server.
 */
export async function endChild(child: ChildProcess, signal: NodeJS.Signals, graceMs: number): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill(signal);
  const forced = setTimeout(() => child.kill('SIGKILL'), graceMs);
  await exited;
  clearTimeout(forced);
}
