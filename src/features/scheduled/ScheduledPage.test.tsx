// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { farcasterNow, signedMessageJson } from '../../../gateway/testing/signedMessage';
import { startGatewayProcess, type GatewayProcess } from '../../../gateway/testing/testGatewayProcess';
import { createGateway } from '../../api/createGateway';
import { castHashOf, fidOf } from '../../api/ids';
import type { CastHash } from '../../api/model';
import type { ScheduledCast } from '../../api/scheduleModel';
import { readKeys } from '../../queries/queryKeys';
import { testServices } from '../../services/fixtures/servicesWrapper';
import { ScheduledPage } from './ScheduledPage';

let gateway: GatewayProcess;
const account = privateKeyToAccount(generatePrivateKey());
const me = fidOf(account.address);
let token: string;
/** Casts of this account that the gateway has published: the list on screen was read before they were. */
let published: CastHash;
let publishedToo: CastHash;

const castDated = (timestamp: number, text: string) => ({
  isExternal: true,
  message: signedMessageJson({ type: 1, fid: 0, timestamp, castAddBody: { text, embeds: [], mentions: [], mentionsPositions: [], embedsDeprecated: [], type: 0 } }, generatePrivateKey()),
});

beforeAll(async () => {
  gateway = await startGatewayProcess(['--seed', 'none']);
  const api = createGateway({ baseUrl: gateway.url, apiKey: gateway.apiKey }, { getToken: () => token });
  const message = await api.getSignInMessage(account.address, 1);
  token = await api.authenticate({ signature: await account.signMessage({ message }), address: account.address, chainId: 1, type: 'SIGNATURE' });
  const publish = async (text: string) => {
    const answer = await api.scheduleCast(castDated(farcasterNow(), text));
    if (!('published' in answer)) throw new Error('a cast dated now is published at once');
    return castHashOf(answer.published.hash);
  };
  published = await publish('went out at its time');
  publishedToo = await publish('went out too');
});
afterAll(() => gateway.dispose());
afterEach(cleanup);

/** The Scheduled casts screen, signed in, with `list` as the list last read from the gateway. */
function renderScheduled(list: ScheduledCast[]) {
  const test = testServices(gateway);
  test.session.dispatch({ type: 'signed-in', token, identity: { layer: 'L2', fid: me }, expiresAt: null });
  test.queryClient.setQueryData(readKeys.scheduled(me), list);
  const Wrapper = test.wrapper;
  render(
    <Wrapper>
      <MemoryRouter>
        <ScheduledPage />
      </MemoryRouter>
    </Wrapper>,
  );
  return test;
}

describe('ScheduledPage', () => {
  it('says which cast will be tried again and when, and which was refused for good', () => {
    const retryAt = Date.now() + 600_000;
    renderScheduled([
      { hash: castHashOf('0x01'), text: 'waiting for the node', publishAt: Date.now() - 60_000, failure: null, retry: { at: retryAt, reason: 'The Farcaster node could not be read (it answered 503).' } },
      { hash: castHashOf('0x02'), text: 'signer removed', publishAt: Date.now() - 60_000, failure: 'Invalid signer: not an active signer of FID 5', retry: null },
    ]);
    const [waiting, refused] = within(screen.getByRole('list', { name: 'Scheduled casts' })).getAllByRole('listitem');
    expect(waiting!.textContent).toMatch(/Not published yet: The Farcaster node could not be read \(it answered 503\)\. The gateway tries again at .+\./);
    expect(within(waiting!).getByRole('button', { name: 'Cancel: waiting for the node' }).textContent).toBe('Cancel');
    expect(refused!.textContent).toContain('Not published at its time: Invalid signer: not an active signer of FID 5');
    expect(refused!.textContent).not.toContain('tries again');
    expect(within(refused!).getByRole('button', { name: 'Cancel: signer removed' }).textContent).toBe('Remove');
  });

  it('asks before cancelling: Keep leaves the cast listed and sends nothing', () => {
    renderScheduled([{ hash: published, text: 'went out at its time', publishAt: Date.now() - 1000, failure: null, retry: null }]);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel: went out at its time' }));
    const question = screen.getByRole('group', { name: 'Cancel this scheduled cast?' });
    expect(document.activeElement).toBe(within(question).getByRole('button', { name: 'Keep' }));
    fireEvent.click(within(question).getByRole('button', { name: 'Keep' }));
    expect(screen.queryByRole('group', { name: 'Cancel this scheduled cast?' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Cancel: went out at its time' }).textContent).toBe('Cancel');
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('answers a cancel that came after the gateway published the cast: too late, with a link to the cast, and reads the list again', async () => {
    // The list on screen was read before the gateway published either cast (and, as read, is not due yet).
    renderScheduled([
      { hash: published, text: 'went out at its time', publishAt: Date.now() + 600_000, failure: null, retry: null },
      { hash: publishedToo, text: 'went out too', publishAt: Date.now() + 600_000, failure: null, retry: null },
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel: went out at its time' }));
    fireEvent.click(screen.getByRole('button', { name: 'Yes, cancel it' }));
    const status = await screen.findByRole('status');
    expect(status.textContent).toContain('Too late to cancel: the gateway had already published it.');
    expect(within(status).getByRole('link', { name: 'Open the cast' }).getAttribute('href')).toBe(`/cast/${published}`);
    // Read again, the list has neither: the other cast leaves too, though nobody cancelled it.
    await waitFor(() => expect(screen.queryByRole('list', { name: 'Scheduled casts' })).toBeNull());
    expect(screen.getByText(/^Nothing scheduled\./)).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('answers a cancel of a cast the gateway no longer has in plain words, and reads the list again', async () => {
    const unknown = castHashOf('0x00000000000000000000000000000000000000b2');
    renderScheduled([{ hash: unknown, text: 'cancelled in another tab', publishAt: Date.now() + 600_000, failure: null, retry: null }]);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel: cancelled in another tab' }));
    fireEvent.click(screen.getByRole('button', { name: 'Yes, cancel it' }));
    const status = await screen.findByRole('status');
    expect(status.textContent).toBe('That cast was no longer scheduled: it had already been cancelled or published, perhaps from another tab.');
    expect(screen.queryByRole('alert')).toBeNull();
    await waitFor(() => expect(screen.queryByRole('list', { name: 'Scheduled casts' })).toBeNull());
  });

  it('reads the list again when the tab is shown again', async () => {
    renderScheduled([{ hash: publishedToo, text: 'went out too', publishAt: Date.now() + 600_000, failure: null, retry: null }]);
    expect(screen.getByRole('list', { name: 'Scheduled casts' }).textContent).toContain('went out too');
    window.dispatchEvent(new Event('visibilitychange'));
    await waitFor(() => expect(screen.queryByRole('list', { name: 'Scheduled casts' })).toBeNull());
    expect(screen.getByText(/^Nothing scheduled\./)).toBeTruthy();
  });
});
