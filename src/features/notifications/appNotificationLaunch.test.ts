import { describe, expect, it } from 'vitest';
import type { AppNotification } from '../../api/miniApps';
import type { AddedApp } from '../../api/addedApps';
import { appNameOf, launchOfNotification } from './appNotificationLaunch';

const notification: AppNotification = {
  id: '7',
  appUrl: 'https://games.example',
  notificationId: 'turn-12',
  title: 'Your turn',
  body: 'Alice played a word',
  targetUrl: 'https://games.example/match/12',
  receivedAt: 1_700_000_000_000,
};

const added = (url: string, name: string): AddedApp => ({
  name,
  url,
  imageUrl: `${url}card.png`,
  splashImageUrl: `${url}splash.png`,
  splashBackgroundColor: '#112233',
  addedAt: 1,
});

describe('opening an app notification', () => {
  it('launches the app at the target with the notification as its location, named and pictured as the added app on its origin', () => {
    const apps = [added('https://other.example/', 'Other'), added('https://games.example/play/', 'Word Games')];
    expect(launchOfNotification(notification, apps)).toEqual({
      name: 'Word Games',
      url: 'https://games.example/match/12',
      imageUrl: 'https://games.example/play/card.png',
      splashImageUrl: 'https://games.example/play/splash.png',
      splashBackgroundColor: '#112233',
      from: { type: 'notification', notification: { notificationId: 'turn-12', title: 'Your turn', body: 'Alice played a word' } },
    });
  });

  it('names an app this browser did not add by its host, and opens it without pictures', () => {
    const apps = [added('https://games.example.evil.example/', 'Look-alike')];
    expect(appNameOf(notification, apps)).toBe('games.example');
    expect(launchOfNotification(notification, apps)).toMatchObject({ name: 'games.example', imageUrl: null, splashImageUrl: null, splashBackgroundColor: null });
  });
});
