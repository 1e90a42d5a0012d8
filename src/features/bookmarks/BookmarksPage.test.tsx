// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { startGatewayProcess, type GatewayProcess } from '../../../gateway/testing/testGatewayProcess';
import { createGateway } from '../../api/createGateway';
import { fidOf } from '../../api/ids';
import type { Cast } from '../../api/model';
import { memoryStorage } from '../../components/fixtures/memoryStorage';
import { testServices } from '../../services/fixtures/servicesWrapper';
import { BookmarksPage } from './BookmarksPage';

let gateway: GatewayProcess;
const account = privateKeyToAccount(generatePrivateKey());
const me = fidOf(account.address);
let token: string;
let casts: Cast[];

beforeAll(async () => {
  gateway = await startGatewayProcess(['--seed', 'demo']);
  const api = createGateway({ baseUrl: gateway.url, apiKey: gateway.apiKey }, { getToken: () => null });
  const message = await api.getSignInMessage(account.address, 1);
  token = await api.authenticate({ signature: await account.signMessage({ message }), address: account.address, chainId: 1, type: 'SIGNATURE' });
  casts = (await api.casts({ limit: 25 })).items.filter((c) => !c.reply);
});
afterAll(() => gateway.dispose());
afterEach(cleanup);

/**
 * The public service as the client sees it: no Castline routes, and cast records without the
 * bookmark flag (the local gateway's answers with `isSelfBookmark` taken out).
 */
const publicService: typeof fetch = async (input, init) => {
  if (String(input).includes('/castline/')) return new Response('{"error":"Not found"}', { status: 404 });
  const response = await fetch(input, init);
  const text = (await response.text()).replace(/,"isSelfBookmark":(true|false|null)/g, '');
  return new Response(text, { status: response.status, headers: response.headers });
};

function renderBookmarks(storage: Storage) {
  const test = testServices(gateway);
  test.session.dispatch({ type: 'signed-in', token, identity: { layer: 'L2', fid: me }, expiresAt: null });
  test.services.gateway = createGateway({ baseUrl: gateway.url, apiKey: gateway.apiKey }, { getToken: test.session.getToken, fetch: publicService, browserStorage: storage });
  const Wrapper = test.wrapper;
  render(
    <Wrapper>
      <MemoryRouter>
        <BookmarksPage />
      </MemoryRouter>
    </Wrapper>,
  );
  return test;
}

describe('BookmarksPage against a gateway without bookmarks', () => {
  it('lists the casts kept in this browser, says where they are kept, and takes one away from its card', async () => {
    const storage = memoryStorage();
    const [older, newer] = casts;
    storage.setItem(`castline.bookmarks.${me}`, JSON.stringify([newer!.hash, older!.hash]));
    renderBookmarks(storage);

    expect(await screen.findByText('Kept in this browser: this gateway does not keep bookmarks.')).toBeTruthy();
    const feed = await screen.findByRole('feed', { name: 'Bookmarks' });
    await waitFor(() => expect(feed.querySelectorAll('article')).toHaveLength(2));
    const rows = [...feed.querySelectorAll('article')];
    expect(rows.map((row) => row.getAttribute('data-cast-key'))).toEqual([newer!.hash, older!.hash]);
    // The card's state comes from this browser, since the gateway gave no flag.
    const removeOlder = within(rows[1]!).getByRole('button', { name: 'Remove bookmark' });
    expect(removeOlder.getAttribute('aria-pressed')).toBe('true');

    fireEvent.click(removeOlder);
    await waitFor(() => expect(feed.querySelectorAll('article')).toHaveLength(1));
    await waitFor(() => expect(storage.getItem(`castline.bookmarks.${me}`)).toBe(JSON.stringify([newer!.hash])));
  });

  it('says there are none yet', async () => {
    renderBookmarks(memoryStorage());
    expect(await screen.findByText('No bookmarks yet. Bookmark a cast from its actions to find it here.')).toBeTruthy();
    expect(screen.getByText('Kept in this browser: this gateway does not keep bookmarks.')).toBeTruthy();
  });
});
