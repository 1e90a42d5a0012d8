import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { drainUnreadBodies } from './drainBody';

/** A server that refuses every request at once, before reading its body, as a 413 does. */
function refusingServer(limit: number, ms: number): Promise<{ server: Server; url: string }> {
  const server = createServer((_req, res) => res.writeHead(413, { 'Content-Type': 'text/plain' }).end('too large'));
  drainUnreadBodies(server, limit, ms);
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve({ server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/` })));
}

/** Sends `bytes` in 64 KiB pieces `gapMs` apart; resolves with the status once both the body is sent and the answer read. */
function sendSlowly(url: string, bytes: number, gapMs: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request(url, { method: 'POST', headers: { 'Content-Length': bytes } });
    req.on('error', reject);
    let status: number | null = null;
    let sent = false;
    const settle = () => status !== null && sent && resolve(status);
    req.on('response', (res) => {
      res.resume();
      res.on('end', () => {
        status = res.statusCode ?? 0;
        settle();
      });
    });
    const piece = Buffer.alloc(64 * 1024);
    const from = (at: number) => {
      if (at >= bytes) return req.end(() => ((sent = true), settle()));
      req.write(piece.subarray(0, Math.min(piece.length, bytes - at)), (error) => (error ? reject(error) : setTimeout(() => from(at + piece.length), gapMs)));
    };
    from(0);
  });
}

describe('drainUnreadBodies', () => {
  let server: Server | undefined;
  afterEach(() => new Promise<void>((done) => (server ? server.close(() => done()) : done())));

  it('lets a client still sending read the early answer once it has sent everything', async () => {
    const running = await refusingServer(4 * 1024 * 1024, 10_000);
    server = running.server;
    expect(await sendSlowly(running.url, 2 * 1024 * 1024, 5)).toBe(413);
  });

  it('drops the connection once the unread rest passes the byte limit', async () => {
    const running = await refusingServer(256 * 1024, 10_000);
    server = running.server;
    await expect(sendSlowly(running.url, 16 * 1024 * 1024, 2)).rejects.toThrow();
  });

  it('drops the connection of a client that keeps sending past the time limit', async () => {
    const running = await refusingServer(64 * 1024 * 1024, 300);
    server = running.server;
    await expect(sendSlowly(running.url, 2 * 1024 * 1024, 30)).rejects.toThrow();
  });
});

describe('drainUnreadBodies on a connection kept alive', () => {
  it('leaves no listener behind on the connection after many requests', async () => {
    const server = createServer((_req, res) => res.end('ok'));
    drainUnreadBodies(server);
    await new Promise<void>((ready) => server.listen(0, '127.0.0.1', ready));
    const { Agent } = await import('node:http');
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
    let socketListeners = 0;
    server.on('request', (req) => (socketListeners = req.socket.listenerCount('close')));
    const counts: number[] = [];
    for (let i = 0; i < 20; i++) {
      await new Promise<void>((done) => request(url, { agent }, (res) => res.resume().on('end', done)).end());
      counts.push(socketListeners);
    }
    agent.destroy();
    await new Promise<void>((closed) => server.close(() => closed()));
    expect(counts.at(-1)).toBe(counts[1]);
  });
});
