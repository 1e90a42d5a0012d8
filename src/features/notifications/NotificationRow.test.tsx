// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { fidOf } from '../../api/ids';
import { encodeCastText } from '../../farcaster/castText';
import { testCast, testUser } from '../../queries/testModel';
import { groupNotifications } from './groupNotifications';
import { NotificationRow } from './NotificationRow';

afterEach(cleanup);

describe('NotificationRow', () => {
  it('shows the cast’s mentions in its snippet, each a link to the profile', () => {
    const names = new Map([['alice', '2'], ['nina', '3']]);
    const encoded = encodeCastText('gm @alice and @nina', names);
    const mentions = encoded.mentions.map((fid, i) => ({
      fid: fidOf(fid),
      position: encoded.mentionsPositions[i]!,
      username: [...names].find(([, f]) => f === fid)![0],
    }));
    const bob = testUser({ fid: '4', username: 'bob', displayName: '' });
    const cast = testCast({ hash: '0xa', text: encoded.text, mentions, author: bob });
    const [group] = groupNotifications([{ id: '1', kind: 'mention', actor: bob, cast, reply: null, timestamp: Date.UTC(2025, 0, 1) }]);
    render(
      <MemoryRouter>
        <NotificationRow group={group!} />
      </MemoryRouter>,
    );
    const snippet = screen.getByText((_, element) => element?.tagName === 'P' && element.getAttribute('dir') === 'auto');
    expect(snippet.textContent).toBe('gm @alice and @nina');
    const links = [...snippet.querySelectorAll('a')].map((a) => `${a.textContent} ${a.getAttribute('href')}`);
    expect(links).toEqual(['@alice /u/2', '@nina /u/3']);
  });

  it('is one link to its target, its one tab stop, and names the person once, in the sentence', () => {
    const carol = testUser({ fid: '3', username: 'carol', displayName: 'Carol' });
    const [group] = groupNotifications([{ id: '1', kind: 'follow', actor: carol, cast: null, reply: null, timestamp: Date.UTC(2025, 0, 1) }]);
    const { container } = render(
      <MemoryRouter>
        <NotificationRow group={group!} />
      </MemoryRouter>,
    );
    const tabStops = [...container.querySelectorAll('a, button')].filter((element) => element.getAttribute('tabindex') !== '-1');
    expect(tabStops.map((a) => `${a.textContent} ${a.getAttribute('href')}`)).toEqual(['Carol followed you /u/3']);
    expect(container.textContent).not.toContain('@carol');
  });
});
