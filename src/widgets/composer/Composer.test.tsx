// @vitest-environment happy-dom
import 'fake-indexeddb/auto';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { request } from 'node:http';
import { generatePrivateKey, privateKeyToAccount, type PrivateKeyAccount } from 'viem/accounts';
import { fidOf } from '../../api/ids';
import { startGatewayProcess, type GatewayProcess } from '../../../gateway/testing/testGatewayProcess';
import { createGateway } from '../../api/createGateway';
import { testCast, testUser } from '../../queries/testModel';
import { testServices } from '../../services/fixtures/servicesWrapper';
import Composer from './Composer';
import { listOutbox } from './outbox';
import { draftOf, loadDraft, saveDraft } from './draftStore';
import type { SessionStore } from '../../auth/sessionStore';
import { GatewayError } from '../../api/errors';
import { probeGateway } from '../../api/reachability';

/** A HEAD request through Node: resolves when anything answers, rejects when nothing does. */
const headOverNode = (url: string) =>
  new Promise<Response>((resolve, reject) => {
    const sent = request(url, { method: 'HEAD' }, (answer) => {
      answer.resume();
      resolve(new Response(null, { status: 200 }));
    });
    sent.on('error', reject);
    sent.end();
  });

/** Whether the probe of the gateway finds it (false: the connection is gone). */
let connected = true;
let gateway: GatewayProcess;
const account = privateKeyToAccount(generatePrivateKey());
const me = fidOf(account.address);
let token: string;
/** A second account signed in in the same browser, that the person switches to. */
const other = privateKeyToAccount(generatePrivateKey());
let otherToken: string;

beforeAll(async () => {
  // Before posting, the composer asks whether the gateway answers at all with a HEAD (api/reachability). That
  // one request goes to the same gateway through Node's own HTTP client, or fails while the test cut the connection.
  const pageFetch = globalThis.fetch;
  vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) =>
    init?.method === 'HEAD' ? (connected ? headOverNode(String(input)) : Promise.reject(new TypeError('Failed to fetch'))) : pageFetch(input, init),
  );
  gateway = await startGatewayProcess();
  const api = createGateway({ baseUrl: gateway.url, apiKey: gateway.apiKey }, { getToken: () => null });
  const signIn = async (person: PrivateKeyAccount) => {
    const message = await api.getSignInMessage(person.address, 1);
    return api.authenticate({ signature: await person.signMessage({ message }), address: person.address, chainId: 1, type: 'SIGNATURE' });
  };
  token = await signIn(account);
  otherToken = await signIn(other);
});
afterAll(() => {
  vi.unstubAllGlobals();
  return gateway.dispose();
});
afterEach(async () => {
  cleanup();
  connected = true;
  // A test that cut the connection leaves the gateway marked unreachable: the next finds it again first.
  await probeGateway({ url: gateway.url, apiKey: gateway.apiKey });
});

function renderComposer(readBackAs: string | null, change?: (gateway: ReturnType<typeof testServices>['services']['gateway']) => void) {
  localStorage.clear();
  const test = testServices(gateway);
  test.session.dispatch({ type: 'signed-in', token, identity: { layer: 'L2', fid: me }, expiresAt: null });
  const real = test.services.gateway;
  if (readBackAs) {
    test.services.gateway = { ...real, cast: async (hash) => testCast({ hash, text: 'not what you wrote', author: testUser({ fid: readBackAs }) }) };
  }
  change?.(test.services.gateway);
  const Wrapper = test.wrapper;
  render(
    <Wrapper>
      <MemoryRouter>
        <Composer context="new" target={{}} allowChannelPick={false} label="Write a cast" />
      </MemoryRouter>
    </Wrapper>,
  );
  return test;
}

const textbox = () => screen.getByRole('textbox', { name: 'Write a cast' }) as HTMLTextAreaElement;
const boxes = () => [...document.querySelectorAll('textarea')].map((box) => box.value);
const status = () => screen.getByTestId('publish-status');

/** Makes `person` the current account, as a switch between accounts held in this browser does (here or in another tab). */
const switchTo = (session: SessionStore, person: PrivateKeyAccount, personToken: string) =>
  session.dispatch({ type: 'session-restored', address: person.address, walletName: null, token: personToken, identity: { layer: 'L2', fid: fidOf(person.address) }, expiresAt: null });
/** What the other account was writing in the same place. */
const othersDraft = draftOf('what the other account was writing here');
const OTHER = `L2:${fidOf(other.address)}`;

/** Writes a thread of `texts` in the composer and presses Post thread. */
function writeThreadAndPost(texts: string[]) {
  fireEvent.change(textbox(), { target: { value: texts[0] } });
  for (const [i, text] of texts.slice(1).entries()) {
    fireEvent.click(screen.getByRole('button', { name: 'Add another cast' }));
    fireEvent.change(screen.getByRole('textbox', { name: `Cast ${i + 2} of the thread` }), { target: { value: text } });
  }
  fireEvent.click(screen.getByRole('button', { name: 'Post thread' }));
}

describe('Composer', () => {
  it('posts, and clears what was typed only once the cast reads back as the person’s', async () => {
    renderComposer(null);
    fireEvent.change(textbox(), { target: { value: 'from the composer test' } });
    fireEvent.click(screen.getByRole('button', { name: 'Post' }));
    await waitFor(() => expect(status().textContent).toMatch(/^Posted\./), { timeout: 10_000 });
    expect(textbox().value).toBe('');
  });

  it('a cast read back as someone else’s is not posted: it says why and what was typed stays', async () => {
    renderComposer('0x00000000000000000000000000000000000000cc');
    fireEvent.change(textbox(), { target: { value: 'mine, and it stays' } });
    fireEvent.click(screen.getByRole('button', { name: 'Post' }));
    await waitFor(() => expect(status().textContent).toMatch(/^Not posted\./), { timeout: 10_000 });
    expect(status().textContent).toMatch(/cast by someone else, so yours is not confirmed.*Your draft is kept\./);
    expect(textbox().value).toBe('mine, and it stays');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
  });

  it('signed in with Farcaster without a key yet, says "Enable posting to post as …" and Post opens Enable posting instead of failing', async () => {
    const test = renderComposer(null);
    const sent: string[] = [];
    const submit = test.services.gateway.submitMessage.bind(test.services.gateway);
    test.services.gateway.submitMessage = (...args) => (sent.push('message'), submit(...args));
    test.session.dispatch({ type: 'session-restored', address: account.address, walletName: 'Farcaster', token, identity: { layer: 'L1', fid: fidOf('3'), signerKey: null }, expiresAt: null });
    await waitFor(() => expect(screen.getByTestId('enable-posting-notice').textContent).toMatch(/^Enable posting to post as (@\w+|FID 3): approve a key/));
    fireEvent.change(textbox(), { target: { value: 'kept until posting is enabled' } });
    fireEvent.click(screen.getByRole('button', { name: 'Post' }));
    await waitFor(() => expect(screen.getByRole('dialog', { name: 'Enable posting' })).toBeTruthy());
    expect(sent).toEqual([]);
    expect(textbox().value).toBe('kept until posting is enabled');
  });

  it('a picture dropped before the gateway has said what it takes is kept, then uploaded once it has', async () => {
    let answer!: () => void;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    renderComposer(null, (api) => {
      const limits = api.limits.bind(api);
      api.limits = async () => {
        await answered;
        return limits();
      };
    });
    const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#888' } }).png().toBuffer();
    const file = new File([new Uint8Array(png)], 'dot.png', { type: 'image/png' });
    const drop = fireEvent.drop(screen.getByRole('region', { name: 'Write a cast' }), { dataTransfer: { files: [file], types: ['Files'] } });
    expect(drop).toBe(false);
    await waitFor(() => expect(screen.getByTestId('uploads-unavailable').textContent).toBe('Asking the gateway which pictures it takes…'));
    answer();
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Alt text' })).toBeTruthy(), { timeout: 10_000 });
  });

  it('posts a thread as a chain of replies; after an answer lost midway it goes on without posting any part twice', async () => {
    let submits = 0;
    const test = renderComposer(null, (api) => {
      const submit = api.submitMessage.bind(api);
      api.submitMessage = async (body) => {
        submits += 1;
        const answer = await submit(body);
        // The second cast reaches the gateway, but its answer is lost on the way back.
        if (submits === 2) throw new TypeError('Failed to fetch');
        return answer;
      };
    });
    const texts = [`thread one ${Date.now()}`, 'thread two', 'thread three'];
    writeThreadAndPost(texts);
    await waitFor(() => expect(status().textContent).toMatch(/^1 of 3 casts posted\. Not posted\./), { timeout: 10_000 });
    expect(boxes()).toEqual(texts.slice(1));

    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(status().textContent).toMatch(/^Thread of 2 posted\./), { timeout: 10_000 });
    // A reply may come folded under its parent: every cast once, by its hash.
    const listed = (await test.services.gateway.casts({ fid: me, limit: 25 })).items.flatMap((cast) => [cast, ...(cast.reply ? [cast.reply] : [])]);
    const mine = [...new Map(listed.map((cast) => [cast.hash, cast])).values()].filter((cast) => texts.includes(cast.text));
    const [one, two, three] = texts.map((text) => mine.filter((cast) => cast.text === text));
    expect([one!.length, two!.length, three!.length]).toEqual([1, 1, 1]);
    expect(two![0]!.parentHash).toBe(one![0]!.hash);
    expect(three![0]!.parentHash).toBe(two![0]!.hash);
  });

  it('says plainly that a gateway without Castline’s routes does not schedule casts, and posts now instead', async () => {
    renderComposer(null, (api) => {
      api.limits = async () => null;
    });
    fireEvent.change(textbox(), { target: { value: 'for later, if it could' } });
    fireEvent.click(screen.getByRole('button', { name: 'Schedule…' }));
    await waitFor(() => expect(screen.getByRole('note').textContent).toMatch(/^This gateway does not schedule casts/));
    expect(screen.queryByLabelText('Publish at')).toBeNull();
    expect(screen.getByRole('button', { name: 'Post' })).toBeTruthy();
  });

  it('a thread whose connection goes midway waits in the outbox with only the parts not posted, the signed one keeping its message', async () => {
    let submits = 0;
    renderComposer(null, (api) => {
      const submit = api.submitMessage.bind(api);
      api.submitMessage = async (body) => {
        submits += 1;
        if (submits === 2) {
          connected = false;
          throw new GatewayError('network', 'Failed to fetch');
        }
        return submit(body);
      };
    });
    const texts = [`offline thread one ${Date.now()}`, 'offline thread two', 'offline thread three'];
    writeThreadAndPost(texts);
    await waitFor(() => expect(status().textContent).toMatch(/^1 of 3 casts posted\. You're offline\. Your cast waits in the Outbox/), { timeout: 10_000 });
    expect(textbox().value).toBe('');
    const [waiting, ...more] = listOutbox(localStorage, `L2:${me}`);
    expect(more).toEqual([]);
    expect(waiting!.draft.parts.map((part) => part.text)).toEqual(texts.slice(1));
    expect(waiting!.draft.parts.map((part) => part.submission !== null)).toEqual([true, false]);
    expect(waiting!.draft.postedUpTo?.fid).toBe(me);
    expect(waiting!.draft.queued).toMatchObject({ state: 'waiting', target: {} });
  });

  it('a thread is posted only as its writer: a switch midway stops it in words, and the rest waits in the writer’s draft', async () => {
    let submits = 0;
    const test = renderComposer(null, (api) => {
      const submit = api.submitMessage.bind(api);
      api.submitMessage = async (body, token) => {
        const answer = await submit(body, token);
        // The person switches to the other account as soon as the gateway has taken the first part.
        if (++submits === 1) switchTo(test.session, other, otherToken);
        return answer;
      };
    });
    saveDraft(localStorage, OTHER, 'new', othersDraft);
    const texts = [`writer’s thread one ${Date.now()}`, 'writer’s thread two', 'writer’s thread three'];
    writeThreadAndPost(texts);
    await waitFor(() => expect(status().textContent).toMatch(/^1 of 3 casts posted\. Not posted\. You switched to another account before it was sent\. Switch back/), { timeout: 10_000 });
    expect(submits).toBe(1);
    expect((await test.services.gateway.casts({ fid: fidOf(other.address), limit: 25 })).items).toEqual([]);
    expect(boxes()).toEqual([othersDraft.parts[0]!.text]);
    expect(loadDraft(localStorage, OTHER, 'new')).toEqual(othersDraft);

    switchTo(test.session, account, token);
    await waitFor(() => expect(boxes()).toEqual(texts.slice(1)));
  });

  it('a thread whose connection goes midway as the person switches account waits in its writer’s outbox, the other account’s draft untouched', async () => {
    let submits = 0;
    const test = renderComposer(null, (api) => {
      const submit = api.submitMessage.bind(api);
      api.submitMessage = async (body, token) => {
        // The person switches to the other account while the second part is on its way, and the connection goes.
        if (++submits === 2) {
          switchTo(test.session, other, otherToken);
          connected = false;
          throw new GatewayError('network', 'Failed to fetch');
        }
        return submit(body, token);
      };
    });
    saveDraft(localStorage, OTHER, 'new', othersDraft);
    const texts = [`switching offline one ${Date.now()}`, 'switching offline two', 'switching offline three'];
    writeThreadAndPost(texts);
    await waitFor(() => expect(status().textContent).toMatch(/^1 of 3 casts posted\. You're offline\. Your cast waits in the Outbox/), { timeout: 10_000 });
    const [waiting, ...more] = listOutbox(localStorage, `L2:${me}`);
    expect(more).toEqual([]);
    expect(waiting!.draft.parts.map((part) => part.text)).toEqual(texts.slice(1));
    expect(loadDraft(localStorage, `L2:${me}`, 'new')).toBeNull();
    expect(listOutbox(localStorage, OTHER)).toEqual([]);
    expect(loadDraft(localStorage, OTHER, 'new')).toEqual(othersDraft);
    expect(boxes()).toEqual([othersDraft.parts[0]!.text]);
  });
});
