import { describe, expect, it } from 'vitest';
import type { AccountApp } from '../../api/miniApps';
import type { AddedApp } from '../../api/addedApps';
import { mergeApps } from './accountApps';

const kept = (appUrl: string, notificationsEnabled: boolean): AccountApp => ({ appUrl, webhookUrl: `${appUrl}/hook`, notificationsEnabled, addedAt: 1 });
const added = (url: string, name: string): AddedApp => ({ name, url, imageUrl: `${url}card.png`, splashImageUrl: null, splashBackgroundColor: null, addedAt: 1 });

describe('the account apps in Settings', () => {
  it("lists the gateway's apps first, named and pictured as this browser added them, then those only this browser lists", () => {
    const entries = mergeApps([kept('https://notes.example', true), kept('https://games.example', false)], [added('https://solo.example/', 'Solo'), added('https://notes.example/open/', 'Notes')]);
    expect(entries).toEqual([
      {
        appUrl: 'https://notes.example',
        name: 'Notes',
        imageUrl: 'https://notes.example/open/card.png',
        addedHere: 'https://notes.example/open/',
        webhook: { appUrl: 'https://notes.example', webhookUrl: 'https://notes.example/hook' },
        notificationsEnabled: true,
      },
      {
        appUrl: 'https://games.example',
        name: 'games.example',
        imageUrl: null,
        addedHere: null,
        webhook: { appUrl: 'https://games.example', webhookUrl: 'https://games.example/hook' },
        notificationsEnabled: false,
      },
      { appUrl: 'https://solo.example', name: 'Solo', imageUrl: 'https://solo.example/card.png', addedHere: 'https://solo.example/', webhook: null, notificationsEnabled: false },
    ]);
  });

  it('lists only this browser\'s apps where the gateway keeps none', () => {
    expect(mergeApps([], [added('https://solo.example/', 'Solo')]).map((entry) => [entry.name, entry.webhook])).toEqual([['Solo', null]]);
  });
});
