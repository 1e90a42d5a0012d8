import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWebhooks } from './webhooks';

/** A webhook on this computer that keeps what it was sent, and answers as `answer` says. */
let server: Server;
let url: string;
const received: { contentType: string | undefined; body: unknown }[] = [];
let answer: { status: number; bytes: number } = { status: 200, bytes: 2 };

const bodyOf = async (request: IncomingMessage) => {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return JSON.parse(Buffer.concat(chunks).toString('utf8')) as unknown;
};

beforeAll(async () => {
  server = createServer((request, response) => {
    void bodyOf(request).then((body) => {
      received.push({ contentType: request.headers['content-type'], body });
      response.writeHead(answer.status, { 'Content-Type': 'text/plain' });
      response.end('x'.repeat(answer.bytes));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://localhost:${(server.address() as AddressInfo).port}/webhook`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('webhooks', () => {
  it('POSTs JSON and counts a 2xx answer as delivered, however long the answer', async () => {
    const webhooks = createWebhooks({ allowPrivate: true });
    answer = { status: 200, bytes: 1024 * 1024 };
    expect(await webhooks.post(url, { event: 'miniapp_removed' })).toEqual({ delivered: true, status: 200 });
    expect(received.at(-1)).toEqual({ contentType: 'application/json', body: { event: 'miniapp_removed' } });
    answer = { status: 503, bytes: 2 };
    expect(await webhooks.post(url, {})).toEqual({ delivered: false, status: 503, reason: expect.stringMatching(/answered HTTP 503$/) });
  });

  it('sends nothing to a name that resolves to this computer unless private addresses are allowed', async () => {
    const before = received.length;
    const outcome = await createWebhooks({ allowPrivate: false }).post(url, { event: 'miniapp_removed' });
    expect(outcome).toEqual({ delivered: false, status: null, reason: expect.stringMatching(/^localhost is a private or reserved address \(.+\); nothing is sent there$/) });
    expect(received).toHaveLength(before);
  });

  it('tells a webhook that cannot be reached', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    expect(await createWebhooks({ allowPrivate: true }).post(`http://127.0.0.1:${port}/`, {})).toEqual({
      delivered: false,
      status: null,
      reason: expect.stringMatching(/could not be reached/),
    });
  });
});
