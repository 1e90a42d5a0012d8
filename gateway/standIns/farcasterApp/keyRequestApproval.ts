import { type Context, Hono } from 'hono';
import type { LocalAccount } from 'viem';
import { type DemoIdentity, demoIdentities } from '../../seed/identities';
import { demoCustodyAccount } from './demoCustody';
import { ChainProblem, type KeyRequestChain } from './keyRequestChain';
import {
  KEY_REQUEST_PAGE_PATH,
  keyRequestAddingPage,
  keyRequestApprovalPage,
  keyRequestClosedPage,
  keyRequestCompletedPage,
  keyRequestDeclinedPage,
} from './keyRequestPages';
import { isAnswered, type KeyRequest, type KeyRequestStore, markApproved, markCompleted, markDeclined, markFailed } from './keyRequests';
import { htmlAnswer, problemPage } from './pages';

/**
 * The page a signed key request's deep link opens, as the Farcaster app shows it: which app asks, the
 * key and until when, and a choice of demo account (FIDs 1–10). Approve adds the key for that account
 * on chain (KeyGateway.addFor: the custody signs, a relayer pays), and the API says `approved`, then
 * `completed` with the account's FID. Decline adds nothing; the API keeps saying `pending`.
 */

export interface KeyRequestApprovalDeps {
  store: KeyRequestStore;
  chain: (() => Promise<KeyRequestChain>) | null;
}

const usernameOf = (fid: number | undefined) => demoIdentities.find((demo) => demo.fid === fid)?.username ?? `fid${fid}`;

export function keyRequestApproval({ store, chain }: KeyRequestApprovalDeps): Hono {
  function shown(c: Context, request: KeyRequest) {
    if (request.declined) return htmlAnswer(c, keyRequestDeclinedPage(request));
    if (request.state === 'approved') return htmlAnswer(c, keyRequestAddingPage(request, usernameOf(request.userFid)));
    if (request.state === 'completed') return htmlAnswer(c, keyRequestCompletedPage(request, usernameOf(request.userFid)));
    return htmlAnswer(c, keyRequestApprovalPage(request, request.requestSigner, demoIdentities));
  }

  /** Adds the approved key on chain; the request ends `completed`, or `pending` again with the reason. */
  async function addApprovedKey(connect: () => Promise<KeyRequestChain>, request: KeyRequest, custody: LocalAccount): Promise<void> {
    try {
      await (await connect()).addKey(custody, request);
      markCompleted(request);
    } catch (error) {
      markFailed(request, error instanceof Error ? error.message : String(error));
    }
  }

  function approve(request: KeyRequest, identity: DemoIdentity): void {
    if (!chain) throw new ChainProblem('This Farcaster app stand-in has no chain to add keys on: start it with --chain-url and --key-gateway.');
    const custody = demoCustodyAccount(identity);
    markApproved(request, identity.fid);
    void addApprovedKey(chain, request, custody);
  }

  const pages = new Hono();
  pages.onError((error, c) => {
    if (error instanceof ChainProblem) return htmlAnswer(c, problemPage('The key request could not be answered', error.message), 502);
    throw error;
  });

  pages.get(KEY_REQUEST_PAGE_PATH, (c) => {
    const token = c.req.query('token');
    if (!token) return htmlAnswer(c, problemPage('No key request', 'This link names no request: it needs ?token=… from the app.'), 400);
    const request = store.get(token);
    return request ? shown(c, request) : htmlAnswer(c, keyRequestClosedPage(), 404);
  });

  pages.post(KEY_REQUEST_PAGE_PATH, async (c) => {
    const form = await c.req.parseBody();
    const token = typeof form.token === 'string' ? form.token : '';
    const identity = demoIdentities.find((demo) => String(demo.fid) === form.fid);
    if (!token || !identity || !['approve', 'decline'].includes(form.decision as string)) {
      return htmlAnswer(c, problemPage('Not an answer to a key request', 'The form needs a request, one of the demo accounts, and Approve or Decline.'), 400);
    }
    const request = store.get(token);
    if (!request) return htmlAnswer(c, keyRequestClosedPage(), 404);
    if (!isAnswered(request)) {
      if (form.decision === 'approve') approve(request, identity);
      else markDeclined(request);
    }
    // After the answer the page shows it: reloading neither answers again nor sends anything.
    return c.redirect(`${KEY_REQUEST_PAGE_PATH}?${new URLSearchParams({ token })}`, 303);
  });
  return pages;
}
