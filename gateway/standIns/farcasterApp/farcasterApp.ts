import { type CreateClientArgs, createWalletClient, status, type StatusAPIResponse } from '@farcaster/auth-client';
import { type Context, Hono } from 'hono';
import { csrf } from 'hono/csrf';
import { createPublicClient, custom } from 'viem';
import { type DemoIdentity, demoIdentities } from '../../seed/identities';
import { DEV_RELAY_AUTH_KEY } from '../relay/relay';
import { serveStandIn, type RunningStandIn } from '../serve';
import { clientApi } from './clientApi';
import { demoCustodyAccount } from './demoCustody';
import { keyRequestApproval } from './keyRequestApproval';
import { type KeyRequestChainOptions, lazyKeyRequestChain } from './keyRequestChain';
import { KeyRequestStore, MAX_KEY_REQUESTS } from './keyRequests';
import { approvalPage, approvedPage, closedPage, homePage, htmlAnswer, problemPage, refusedPage, STYLESHEET, STYLESHEET_PATH } from './pages';

/**
 * A stand-in for the Farcaster app. Its part of Sign in with Farcaster is the page a channel's link opens
 * (`/~/siwf?channelToken=…`). It reads the request from the relay (the channel's status), lets the
 * person pick one of the demo accounts (FIDs 1–10, whose custody keys are the development mnemonic's
 * accounts) and approve — the sign-in message built with `@farcaster/auth-client`'s wallet client,
 * signed by the custody key and sent to the relay's `authenticate` — or refuse, which sends nothing:
 * the relay has no refusal, so the app waiting on the channel sees it expire.
 * Its part of signed key requests is the client API's `/v2/signed-key-request(s)` (clientApi.ts) and
 * the page their deep links open (keyRequestApproval.ts), on the chain it is given.
 */

export interface FarcasterAppOptions {
  relayUrl: string;
  /** The relay's auth key; default the relay stand-in's. */
  authKey?: string;
  /** The chain signed key requests are checked against and their keys added on; none, and the API answers 503. */
  chain?: KeyRequestChainOptions;
  /** Signed key requests kept at once (default 1,000). */
  maxKeyRequests?: number;
  /** The clock deadlines are held to, in milliseconds. */
  now?: () => number;
}

/** Answers kept so the page can show them again; each is kept until this many newer ones push it out. */
const KEPT_ANSWERS = 1_000;

type Answer = { approved: true; domain: string; username: string; redirectUrl?: string } | { approved: false; domain: string };

/** The Farcaster app signs messages and never verifies one, so its client is given no chain to read. */
const noChain: CreateClientArgs['ethereum'] = {
  getFid: () => Promise.reject(new Error('The Farcaster app stand-in reads no chain')),
  isValidAuthAddress: () => Promise.reject(new Error('The Farcaster app stand-in reads no chain')),
  publicClient: createPublicClient({ transport: custom({ request: () => Promise.reject(new Error('The Farcaster app stand-in reads no chain')) }) }),
};

class RelayProblem extends Error {}

export function farcasterApp({ relayUrl, authKey = DEV_RELAY_AUTH_KEY, chain, maxKeyRequests = MAX_KEY_REQUESTS, now = Date.now }: FarcasterAppOptions): Hono {
  const client = createWalletClient({ relay: relayUrl, ethereum: noChain });
  const answers = new Map<string, Answer>();
  const remember = (token: string, answer: Answer) => {
    answers.set(token, answer);
    if (answers.size > KEPT_ANSWERS) answers.delete(answers.keys().next().value as string);
  };

  /** The open request's fields, or null when the relay holds no open request under this token. */
  async function pendingRequest(channelToken: string): Promise<StatusAPIResponse['signatureParams'] | null> {
    const read = await status(client, { channelToken });
    if (read.isError) throw new RelayProblem(`The relay at ${relayUrl} could not be reached: ${read.error?.message ?? 'no answer'}`);
    return read.response.status === 202 ? read.data.signatureParams : null;
  }

  /** Builds the sign-in message of the request, signs it with the account's custody key and hands it to the relay. */
  async function approve(channelToken: string, identity: DemoIdentity): Promise<Answer | null> {
    const custody = demoCustodyAccount(identity);
    const { fid } = identity;
    const request = await pendingRequest(channelToken);
    if (!request) return null;
    const built = client.buildSignInMessage({
      domain: request.domain,
      uri: request.siweUri,
      nonce: request.nonce,
      ...(request.notBefore ? { notBefore: new Date(request.notBefore) } : {}),
      ...(request.expirationTime ? { expirationTime: new Date(request.expirationTime) } : {}),
      ...(request.requestId ? { requestId: request.requestId } : {}),
      address: custody.address,
      fid,
    });
    if (built.isError) throw new RelayProblem(`This request cannot be signed: ${built.error?.message ?? 'its fields are invalid'}`);
    const signature = await custody.signMessage({ message: built.message });
    const sent = await client.authenticate({ channelToken, authKey, message: built.message, signature, fid, username: identity.username, authMethod: 'custody' });
    if (sent.isError) throw new RelayProblem(`The relay at ${relayUrl} could not be reached: ${sent.error?.message ?? 'no answer'}`);
    if (sent.response.status !== 201) throw new RelayProblem(`The relay refused the approval (${sent.response.status}): is this app given the relay's auth key?`);
    return { approved: true, domain: request.domain, username: identity.username, redirectUrl: request.redirectUrl };
  }

  const shown = (c: Context, answer: Answer) =>
    htmlAnswer(c, answer.approved ? approvedPage(answer.domain, answer.username, answer.redirectUrl) : refusedPage(answer.domain));

  const app = new Hono();
  app.use('/~/*', csrf());
  app.onError((error, c) => {
    if (error instanceof RelayProblem) return htmlAnswer(c, problemPage('The sign-in could not be answered', error.message), 502);
    // Hono's own refusals (the form's origin check answers 403) carry their answer.
    if ('getResponse' in error && typeof error.getResponse === 'function') return error.getResponse() as Response;
    throw error;
  });
  app.get(STYLESHEET_PATH, (c) => c.body(STYLESHEET, 200, { 'Content-Type': 'text/css; charset=utf-8', 'X-Content-Type-Options': 'nosniff' }));
  app.get('/', (c) => htmlAnswer(c, homePage(relayUrl, chain?.rpcUrl ?? null)));

  const nowSeconds = () => Math.floor(now() / 1000);
  const keyRequests = { store: new KeyRequestStore(nowSeconds, maxKeyRequests), chain: chain ? lazyKeyRequestChain(chain) : null };
  app.route('/', clientApi({ ...keyRequests, nowSeconds }));
  app.route('/', keyRequestApproval(keyRequests));

  app.get('/~/siwf', async (c) => {
    const token = c.req.query('channelToken');
    if (!token) return htmlAnswer(c, problemPage('No sign-in request', 'This link names no request: it needs ?channelToken=… from the site.'), 400);
    const answer = answers.get(token);
    if (answer) return shown(c, answer);
    const request = await pendingRequest(token);
    if (!request) return htmlAnswer(c, closedPage(), 404);
    return htmlAnswer(c, approvalPage(token, { domain: request.domain, uri: request.siweUri, expirationTime: request.expirationTime }, demoIdentities));
  });

  app.post('/~/siwf', async (c) => {
    const form = await c.req.parseBody();
    const token = typeof form.channelToken === 'string' ? form.channelToken : '';
    const identity = demoIdentities.find((demo) => String(demo.fid) === form.fid);
    if (!token || !identity || !['approve', 'refuse'].includes(form.decision as string)) {
      return htmlAnswer(c, problemPage('Not a sign-in answer', 'The form needs a request, one of the demo accounts, and Approve or Refuse.'), 400);
    }
    if (!answers.has(token)) {
      const answer =
        form.decision === 'approve'
          ? await approve(token, identity)
          : await pendingRequest(token).then((request) => request && ({ approved: false, domain: request.domain }) as const);
      if (!answer) return htmlAnswer(c, closedPage(), 404);
      remember(token, answer);
    }
    // After the answer, the page is read from here: reloading it neither answers again nor reads the relay.
    return c.redirect(`/~/siwf?${new URLSearchParams({ channelToken: token })}`, 303);
  });
  return app;
}

export interface FarcasterAppServeOptions extends FarcasterAppOptions {
  port?: number;
  host?: string;
}

export function startFarcasterApp(options: FarcasterAppServeOptions): Promise<RunningStandIn> {
  return serveStandIn(farcasterApp(options), options);
}
