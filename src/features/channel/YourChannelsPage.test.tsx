// @vitest-environment happy-dom
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FollowedChannelPage } from '../../api/channelFollows';
import type { Gateway } from '../../api/gateway';
import { fidOf } from '../../api/ids';
import { testChannel } from '../../queries/testModel';
import { testServices } from '../../services/fixtures/servicesWrapper';
import { YourChannelsPage } from './YourChannelsPage';

afterEach(cleanup);

const me = fidOf('0x00000000000000000000000000000000000000aa');

/** The screen signed in as `me`, over a gateway whose list of followed channels is `page`. */
function renderYourChannels(page: FollowedChannelPage | null) {
  const test = testServices({ url: 'http://127.0.0.1:9', apiKey: 'unused' });
  if (page) test.session.dispatch({ type: 'signed-in', token: 't', identity: { layer: 'L2', fid: me }, expiresAt: null });
  const followedChannels = vi.fn<Gateway['followedChannels']>(async () => page!);
  test.services.gateway = { ...test.services.gateway, followedChannels };
  const Wrapper = test.wrapper;
  render(
    <Wrapper>
      <MemoryRouter>
        <YourChannelsPage />
      </MemoryRouter>
    </Wrapper>,
  );
  return { followedChannels };
}

const followed = (key: string, unseenCount: number | null) => ({ ...testChannel({ key, viewerFollowing: true }), followedAt: null, seenAt: null, unseenCount });

describe('YourChannelsPage', () => {
  it('lists the channels followed, each link saying how many casts are new in it', async () => {
    const { followedChannels } = renderYourChannels({ items: [followed('art', 100), followed('dev', 1), followed('books', 0)], next: null, keptInBrowser: false });
    const list = await screen.findByRole('list', { name: 'Your channels' });
    expect(within(list).getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(['/channel/art', '/channel/dev', '/channel/books']);
    // Each link is named by what it shows, the count read with its words after it.
    expect(within(list).getByRole('link', { name: /^\/art .*99\+ new casts$/ }).getAttribute('href')).toBe('/channel/art');
    expect(within(list).getByRole('link', { name: /^\/dev .*1 new cast$/ }).getAttribute('href')).toBe('/channel/dev');
    expect(within(list).getByRole('link', { name: /^\/books/ }).textContent).not.toMatch(/new cast/);
    expect(within(list).getByText('99+')).toBeTruthy();
    expect(screen.queryByText(/Kept in this browser/)).toBeNull();
    expect(followedChannels).toHaveBeenCalledWith(me, expect.objectContaining({ cursor: null }));
  });

  it('says where the follows are kept when this browser keeps them, and that Following leaves them out', async () => {
    renderYourChannels({ items: [followed('art', null)], next: null, keptInBrowser: true });
    expect(await screen.findByText('Kept in this browser: the public service keeps no channel follows, so Following does not include these channels.')).toBeTruthy();
    expect(within(screen.getByRole('list', { name: 'Your channels' })).getByRole('link').textContent).not.toMatch(/new cast/);
  });

  it('offers the directory when nothing is followed, and asks to sign in when signed out', async () => {
    renderYourChannels({ items: [], next: null, keptInBrowser: false });
    expect((await screen.findByRole('link', { name: 'Find channels to follow' })).getAttribute('href')).toBe('/channels');
    cleanup();
    const { followedChannels } = renderYourChannels(null);
    expect(screen.getByText('Sign in to see the channels you follow.')).toBeTruthy();
    expect(followedChannels).not.toHaveBeenCalled();
  });
});
