import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestGateway, type TestGateway } from '../testing/testGateway';

interface Page {
  status: number;
  headers?: Record<string, string>;
  body?: string | Buffer;
}

/** A site on one loopback address that counts what reaches it. */
async function site(host: string, pages: (path: string, origin: string) => Page) {
  const hits: string[] = [];
  const server: Server = createServer((req, res) => {
    hits.push(req.url ?? '');
    const origin = `http://${req.headers.host}`;
    const page = pages((req.url ?? '/').split('?')[0]!, origin);
    res.writeHead(page.status, page.headers ?? { 'Content-Type': 'text/html; charset=utf-8' });
    res.end(page.body ?? '');
  });
  await new Promise<void>((resolve) => server.listen(0, host, resolve));
  const { port } = server.address() as AddressInfo;
  return { hits, port, url: `http://${host}:${port}`, close: () => new Promise<void>((r) => server.close(() => r())) };
}

const ARTICLE = `<!doctype html><html><head><title>Fallback title</title>
<meta property="og:title" content="A page about light">
<meta property="og:description" content="Grain, meters and patience.">
<meta property="og:image" content="/cover.png">
<meta property="og:site_name" content="Darkroom">
<meta name="fc:miniapp" content='{"version":"1","imageUrl":"https://example.org/m.png","button":{"title":"Open","action":{"type":"launch_miniapp","name":"Darkroom"}}}'>
<meta name="fc:frame" content='{"version":"next"}'>
</head><body>hello</body></html>`;

const BIG_HEAD = '<html><head><meta property="og:title" content="Early title">';
const BIG = Buffer.concat([Buffer.from(BIG_HEAD), Buffer.alloc(3 * 1024 * 1024, ' '), Buffer.from('<meta property="og:description" content="Too late"></head></html>')]);

function pages(path: string, origin: string): Page {
  if (path === '/article') return { status: 200, body: ARTICLE };
  if (path === '/frame-only') return { status: 200, body: '<html><head><meta name="fc:miniapp" content="{broken"><meta name="fc:frame" content=\'{"version":"next","imageUrl":"x"}\'></head></html>' };
  if (path === '/plain') return { status: 200, body: '<html><head><title>Only a title</title></head></html>' };
  const hop = /^\/hop\/(\d+)$/.exec(path);
  if (hop) {
    const n = Number(hop[1]);
    return { status: 302, headers: { Location: n === 0 ? `${origin}/article` : `/hop/${n - 1}` } };
  }
  if (path === '/big') return { status: 200, body: BIG };
  if (path === '/picture') return { status: 200, headers: { 'Content-Type': 'image/png' }, body: Buffer.alloc(10) };
  if (path === '/gone') return { status: 404, body: 'no' };
  return { status: 404 };
}

describe('GET /castline/v1/unfurl', () => {
  let local: Awaited<ReturnType<typeof site>>;
  let remote: Awaited<ReturnType<typeof site>>;
  let open: TestGateway;
  let guarded: TestGateway;

  beforeAll(async () => {
    local = await site('127.0.0.1', pages);
    // 127.0.0.2 stands in for a public web server: the guarded gateway is told to treat it as public.
    remote = await site('127.0.0.2', (path): Page =>
      path === '/to-localhost' ? { status: 301, headers: { Location: `http://localhost:${local.port}/article` } }
      : path === '/to-metadata' ? { status: 302, headers: { Location: 'http://169.254.169.254/latest/meta-data/' } }
      : pages(path, `http://127.0.0.2`));
    open = await startTestGateway({ seed: 'none', unfurlPrivate: true });
    guarded = await startTestGateway({ seed: 'none', unfurlAllowAddresses: ['127.0.0.2'] });
  });
  afterAll(async () => {
    await Promise.all([open.dispose(), guarded.dispose(), local.close(), remote.close()]);
  });

  const unfurl = (gw: TestGateway, url: string) => gw.get(`/castline/v1/unfurl?url=${encodeURIComponent(url)}`);

  it('previews a page: Open Graph title, description, absolute image, site name and its Mini App embed', async () => {
    const res = await unfurl(open, `${local.url}/article`);
    expect(res.status).toBe(200);
    expect(res.headers.get('x-cache')).toBe('miss');
    expect(await res.json()).toEqual({
      url: `${local.url}/article`,
      title: 'A page about light',
      description: 'Grain, meters and patience.',
      image: `${local.url}/cover.png`,
      siteName: 'Darkroom',
      miniapp: { version: '1', imageUrl: 'https://example.org/m.png', button: { title: 'Open', action: { type: 'launch_miniapp', name: 'Darkroom' } } },
    });
  });

  it('falls back to fc:frame when fc:miniapp is not valid JSON, to <title> without og:title, and to null', async () => {
    expect((await (await unfurl(open, `${local.url}/frame-only`)).json()).miniapp).toEqual({ version: 'next', imageUrl: 'x' });
    expect(await (await unfurl(open, `${local.url}/plain`)).json()).toEqual({
      url: `${local.url}/plain`, title: 'Only a title', description: null, image: null, siteName: null, miniapp: null,
    });
  });

  it('follows up to 5 redirects and reports the final address; a sixth is refused', async () => {
    const res = await unfurl(open, `${local.url}/hop/4`);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ url: `${local.url}/article`, title: 'A page about light' });
    const tooMany = await unfurl(open, `${local.url}/hop/5`);
    expect(tooMany.status).toBe(502);
    expect((await tooMany.json()).error).toBe('More than 5 redirects');
  });

  it('reads at most 1 MB of a page: tags in its first megabyte count, later ones do not', async () => {
    const res = await unfurl(open, `${local.url}/big`);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ title: 'Early title', description: null });
  });

  it('answers clear errors for what is not a previewable page', async () => {
    const cases: [string, number, RegExp][] = [
      ['', 400, /url is required/],
      ['not a url', 400, /not a valid URL/],
      ['ftp://example.org/file', 400, /Only http and https/],
      ['javascript:alert(1)', 400, /Only http and https/],
      [`http://user:pw@127.0.0.1:${local.port}/article`, 400, /credentials/],
      [`${local.url}/picture`, 422, /Not an HTML page \(image\/png\)/],
      [`${local.url}/gone`, 502, /HTTP 404/],
    ];
    for (const [url, status, message] of cases) {
      const res = await unfurl(open, url);
      expect(res.status, url).toBe(status);
      expect((await res.json()).error, url).toMatch(message);
    }
  });

  it('serves a page again from the SQLite cache without fetching it', async () => {
    const url = `${local.url}/plain?again`;
    expect((await unfurl(open, url)).headers.get('x-cache')).toBe('miss');
    const before = local.hits.length;
    const again = await unfurl(open, url);
    expect(again.headers.get('x-cache')).toBe('hit');
    expect((await again.json()).title).toBe('Only a title');
    expect(local.hits.length).toBe(before);
  });

  describe('without --unfurl-private', () => {
    it.each([
      ['127.0.0.1', () => `${local.url}/article`],
      ['[::1]', () => `http://[::1]:${local.port}/article`],
      ['an IPv4-mapped loopback', () => `http://[::ffff:127.0.0.1]:${local.port}/article`],
      ['an IPv4-compatible loopback', () => `http://[::127.0.0.1]:${local.port}/article`],
      ['an IPv4-translated loopback', () => `http://[::ffff:0:127.0.0.1]:${local.port}/article`],
      ['a NAT64 loopback', () => `http://[64:ff9b::127.0.0.1]:${local.port}/article`],
      ['10.x', () => 'http://10.20.30.40/admin'],
      ['192.168.x', () => 'http://192.168.1.1/'],
      ['the metadata service 169.254.169.254', () => 'http://169.254.169.254/latest/meta-data/'],
      ['a hostname resolving to loopback', () => `http://localhost:${local.port}/article`],
      ['a redirect to a hostname resolving to loopback', () => `${remote.url}/to-localhost`],
      ['a redirect to the metadata service', () => `${remote.url}/to-metadata`],
    ])('refuses %s before connecting to it', async (_name, url) => {
      const before = local.hits.length;
      const started = Date.now();
      const res = await unfurl(guarded, url());
      expect(res.status).toBe(403);
      expect((await res.json()).error).toMatch(/is a private or reserved address \(.+\); it cannot be previewed/);
      // Nothing reached the loopback site, and nothing waited on an unreachable private address.
      expect(local.hits.length).toBe(before);
      expect(Date.now() - started).toBeLessThan(1000);
    });

    it('still previews public pages (here, the address the test declares public)', async () => {
      const res = await unfurl(guarded, `${remote.url}/article`);
      expect(res.status).toBe(200);
      expect((await res.json()).title).toBe('A page about light');
    });
  });

  it('limits each client to 60 previews a minute', async () => {
    const gw = await startTestGateway({ seed: 'none' });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 61; i++) statuses.push((await unfurl(gw, 'ftp://x')).status);
      expect(statuses.slice(0, 60).every((s) => s === 400)).toBe(true);
      const limited = await unfurl(gw, 'ftp://x');
      expect(statuses[60]).toBe(429);
      expect(limited.status).toBe(429);
      expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    } finally {
      await gw.dispose();
    }
  });
});
