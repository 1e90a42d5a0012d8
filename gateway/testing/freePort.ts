import { createServer } from 'node:net';

/** A port free on 127.0.0.1 right now, chosen by the system, for a server that must be named before it starts. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('the system gave no port'))));
    });
  });
}
