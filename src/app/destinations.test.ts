import { describe, expect, it } from 'vitest';
import { DESTINATIONS, phoneTabs } from './destinations';

const reachableFor = (signedIn: boolean) =>
  DESTINATIONS.flatMap((destination) => (destination.path(signedIn ? { layer: 'L2', fid: '0x1' as never } : null) === null ? [] : [{ destination }]));
const labels = (items: { destination: { label: string } }[]) => items.map((i) => i.destination.label);

describe('phoneTabs', () => {
  it('fills the room a signed-out visitor leaves with Channels and Apps', () => {
    expect(labels(phoneTabs(reachableFor(false)))).toEqual(['Home', 'Search', 'Channels', 'Apps', 'Settings']);
  });

  it('keeps five places for someone signed in, the wide-only ones left to the account menu', () => {
    expect(labels(phoneTabs(reachableFor(true)))).toEqual(['Home', 'Search', 'Notifications', 'Profile', 'Settings']);
  });

  it('never drops a destination that is not wide-only', () => {
    expect(labels(phoneTabs(reachableFor(true), 3))).toEqual(['Home', 'Search', 'Notifications', 'Profile', 'Settings']);
  });
});
