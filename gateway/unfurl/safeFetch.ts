import { lookup } from 'node:dns/promises';
import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { isPublicAddress } from './addressPolicy';

export interface FetchPolicy {
  /** `--unfurl-private`: loopback and private targets allowed (development and tests only). */
  allowPrivate: boolean;
  /** Reserved addresses treated as public anyway; lets tests stand a "remote" page on 127.0.0.2. */
  allowAddresses?: ReadonlySet<string>;
  timeoutMs: number;
  maxBytes: number;
  maxRedirects: number;
}

export const DEFAULT_FETCH_POLICY: FetchPolicy = { allowPrivate: false, timeoutMs: 5000, maxBytes: 1024 * 1024, maxRedirects: 5 };

/** Why a page could not be fetched, with the status the unfurl route answers. */
export class FetchRefusal extends Error {
  constructor(
    readonly status: 400 | 403 | 422 | 502 | 504,
    message: string,
    /** The HTTP status the page answered, when it answered one that is no success. */
    readonly answered?: number,
  ) {
    super(message);
    this.name = 'FetchRefusal';
  }
}

export interface FetchedPage {
  /** After redirects. */
  url: string;
  contentType: string;
  /** At most maxBytes of the body; a longer body is cut there and its connection closed. */
  body: Buffer;
}

interface Target {
  address: string;
  family: 4 | 6;
}

function httpUrl(text: string, base?: URL): URL {
  let url: URL;
  try {
    url = new URL(text, base);
  } catch {
    throw new FetchRefusal(400, 'url is not a valid URL');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new FetchRefusal(400, 'Only http and https URLs can be previewed');
  if (url.username || url.password) throw new FetchRefusal(400, 'URLs with credentials cannot be previewed');
  return url;
}

/**
 * Every address the host resolves to must be allowed, so a name with one public and one private address is
 * refused too; `refused` ends the sentence that says so.
 */
async function resolveTarget(url: URL, policy: FetchPolicy, refused = 'it cannot be previewed'): Promise<Target> {
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
  let addresses: { address: string; family: number }[];
  if (isIP(host)) addresses = [{ address: host, family: isIP(host) }];
  else {
    try {
      addresses = await lookup(host, { all: true, verbatim: true });
    } catch {
      throw new FetchRefusal(502, `${host} could not be resolved`);
    }
  }
  if (!policy.allowPrivate) {
    const address = addresses.find((a) => !isPublicAddress(a.address) && !policy.allowAddresses?.has(a.address));
    if (address) throw new FetchRefusal(403, `${host} is a private or reserved address (${address.address}); ${refused}`);
  }
  const first = addresses[0];
  if (!first) throw new FetchRefusal(502, `${host} could not be resolved`);
  return { address: first.address, family: first.family === 6 ? 6 : 4 };
}

/** The connection goes to the address that was checked, never to a second resolution of the name. */
const pinned = (target: Target): LookupFunction => (_host, options, callback) => {
  if (options.all) callback(null, [{ address: target.address, family: target.family }]);
  else callback(null, target.address, target.family);
};

interface Sent {
  method: 'GET' | 'POST';
  headers: Record<string, string>;
  body?: string;
}

function request(url: URL, target: Target, signal: AbortSignal, sent: Sent): Promise<IncomingMessage> {
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const req = client.request(url, { method: sent.method, agent: false, lookup: pinned(target), signal, headers: sent.headers }, resolve);
    req.once('error', reject);
    req.end(sent.body);
  });
}

const PAGE_REQUEST: Sent = { method: 'GET', headers: { Accept: 'text/html,application/xhtml+xml', 'User-Agent': 'CastlineBot/1.0 (link previews)' } };

async function readAtMost(response: IncomingMessage, maxBytes: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of response as AsyncIterable<Buffer>) {
    chunks.push(chunk);
    size += chunk.length;
    if (size >= maxBytes) {
      response.destroy();
      break;
    }
  }
  return Buffer.concat(chunks).subarray(0, maxBytes);
}

/** What a GET asks for, and the content types it takes. */
interface Wanted {
  sent: Sent;
  types: readonly string[];
  what: string;
}

const PAGE: Wanted = { sent: PAGE_REQUEST, types: ['text/html', 'application/xhtml+xml'], what: 'an HTML page' };
const JSON_DOCUMENT: Wanted = {
  sent: { method: 'GET', headers: { Accept: 'application/json', 'User-Agent': 'Castline/1.0 (Mini App manifests)' } },
  types: ['application/json'],
  what: 'a JSON document',
};

/**
 * GET an http(s) URL: each hop's address is checked after DNS resolution and before any connection,
 * redirects are followed by hand (each one checked the same way), and time and size are bounded.
 */
async function fetchGuarded(text: string, policy: FetchPolicy, wanted: Wanted): Promise<FetchedPage> {
  const signal = AbortSignal.timeout(policy.timeoutMs);
  let url = httpUrl(text);
  try {
    for (let hop = 0; ; hop++) {
      const response = await request(url, await resolveTarget(url, policy), signal, wanted.sent);
      const status = response.statusCode ?? 0;
      if (status >= 300 && status < 400 && response.headers.location) {
        response.destroy();
        if (hop >= policy.maxRedirects) throw new FetchRefusal(502, `More than ${policy.maxRedirects} redirects`);
        url = httpUrl(response.headers.location, url);
        continue;
      }
      if (status < 200 || status >= 300) {
        response.destroy();
        throw new FetchRefusal(502, `The page answered HTTP ${status}`, status);
      }
      const contentType = (response.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
      if (!wanted.types.includes(contentType)) {
        response.destroy();
        throw new FetchRefusal(422, `Not ${wanted.what} (${contentType || 'no content type'})`);
      }
      return { url: url.href, contentType, body: await readAtMost(response, policy.maxBytes) };
    }
  } catch (error) {
    if (error instanceof FetchRefusal) throw error;
    if (signal.aborted) throw new FetchRefusal(504, `The page did not answer within ${policy.timeoutMs / 1000} s`);
    throw new FetchRefusal(502, `The page could not be fetched (${error instanceof Error ? error.message : String(error)})`);
  }
}

/** GET an http(s) page for a preview, through the guard. */
export const fetchPage = (text: string, policy: FetchPolicy = DEFAULT_FETCH_POLICY): Promise<FetchedPage> => fetchGuarded(text, policy, PAGE);

/** GET a JSON document (a Mini App's manifest) through the same guard, parsed; nothing in it is run. */
export async function fetchJson(text: string, policy: FetchPolicy): Promise<unknown> {
  const fetched = await fetchGuarded(text, policy, JSON_DOCUMENT);
  try {
    return JSON.parse(fetched.body.toString('utf8')) as unknown;
  } catch {
    throw new FetchRefusal(422, 'The document is not valid JSON');
  }
}

/** How a POST of the gateway's own went: delivered on a 2xx answer; `status` null when none came, `reason` in words when not delivered. */
export interface PostOutcome {
  delivered: boolean;
  status: number | null;
  reason?: string;
}

/**
 * POST `body` as JSON to an http(s) URL through the same guard as a page: its address checked after DNS
 * and before connecting, the connection pinned to it, within the time limit. A redirect is not followed
 * (it counts as not delivered), and at most `maxBytes` of the answer are read, then dropped.
 */
export async function postJson(text: string, body: unknown, policy: FetchPolicy): Promise<PostOutcome> {
  const signal = AbortSignal.timeout(policy.timeoutMs);
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return { delivered: false, status: null, reason: `${text} is not a valid URL` };
  }
  try {
    const target = await resolveTarget(url, policy, 'nothing is sent there');
    const json = JSON.stringify(body);
    const response = await request(url, target, signal, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Content-Length': String(Buffer.byteLength(json)), 'User-Agent': 'Castline/1.0 (Mini App events)' },
      body: json,
    });
    await readAtMost(response, policy.maxBytes);
    const status = response.statusCode ?? 0;
    return status >= 200 && status < 300 ? { delivered: true, status } : { delivered: false, status, reason: `${url.host} answered HTTP ${status}` };
  } catch (error) {
    if (error instanceof FetchRefusal) return { delivered: false, status: null, reason: error.message };
    if (signal.aborted) return { delivered: false, status: null, reason: `${url.host} did not answer within ${policy.timeoutMs / 1000} s` };
    return { delivered: false, status: null, reason: `${url.host} could not be reached (${error instanceof Error ? error.message : String(error)})` };
  }
}
