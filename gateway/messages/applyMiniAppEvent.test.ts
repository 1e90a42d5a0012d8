import { describe, expect, it } from 'vitest';
import { ConflictError, NotFoundError } from '../domainErrors';
import { MAX_MINIAPPS } from '../store/miniApps';
import { testStore } from '../testing/testStore';
import { applyMiniAppEvent } from './applyMiniAppEvent';

const HOOK = 'https://hooks.example/notes';
const details = (token: string) => ({ url: 'https://gateway.example/castline/v1/miniapps/notifications', token });

describe('applying a Mini App event', () => {
  it('takes the issued token on added or enabled, keeps none when added without, and forgets it when turned off or removed', async () => {
    const { store, user } = await testStore();
    const app = { userId: (await user('1')).id, appUrl: 'https://notes.example', webhookUrl: HOOK };
    await store.miniApps.issueToken(app.userId, app.appUrl, HOOK, 't1', 10);
    await expect(applyMiniAppEvent(store, app, { event: 'miniapp_added', notificationDetails: details('t0') }, 20)).rejects.toThrow(ConflictError);
    await applyMiniAppEvent(store, { ...app, webhookUrl: `${HOOK}/v2` }, { event: 'miniapp_added', notificationDetails: details('t1') }, 20);
    expect(await store.miniApps.byApp(app.userId, app.appUrl)).toEqual({ app_url: app.appUrl, webhook_url: `${HOOK}/v2`, added_at: 10, token: 't1', enabled: 1 });

    await applyMiniAppEvent(store, app, { event: 'notifications_disabled' }, 30);
    expect(await store.miniApps.byApp(app.userId, app.appUrl)).toMatchObject({ token: null, enabled: 0, webhook_url: HOOK });
    await store.miniApps.issueToken(app.userId, app.appUrl, HOOK, 't2', 40);
    await applyMiniAppEvent(store, app, { event: 'notifications_enabled', notificationDetails: details('t2') }, 40);
    expect(await store.miniApps.enabledTokens(['t1', 't2'])).toEqual(new Map([['t2', { user_id: app.userId, app_url: app.appUrl }]]));

    await applyMiniAppEvent(store, app, { event: 'miniapp_added' }, 50);
    expect(await store.miniApps.byApp(app.userId, app.appUrl)).toMatchObject({ token: null, enabled: 0, added_at: 10 });
    await applyMiniAppEvent(store, app, { event: 'miniapp_removed' }, 60);
    expect(await store.miniApps.list(app.userId)).toEqual([]);
    await expect(applyMiniAppEvent(store, app, { event: 'miniapp_removed' }, 70)).rejects.toThrow(new NotFoundError('This account has not added https://notes.example'));
    await expect(applyMiniAppEvent(store, app, { event: 'notifications_disabled' }, 70)).rejects.toThrow(NotFoundError);
  });

  it(`adds at most ${MAX_MINIAPPS} apps to an account, while one already added may be added again`, async () => {
    const { store, user } = await testStore();
    const userId = (await user('1')).id;
    const appNumber = (n: number) => ({ userId, appUrl: `https://app${n}.example`, webhookUrl: HOOK });
    for (let n = 0; n < MAX_MINIAPPS; n++) await store.miniApps.addWithoutNotifications(userId, appNumber(n).appUrl, HOOK, n);
    await expect(applyMiniAppEvent(store, appNumber(MAX_MINIAPPS), { event: 'miniapp_added' }, 200)).rejects.toThrow(/At most 100 Mini Apps per account/);
    await applyMiniAppEvent(store, appNumber(0), { event: 'miniapp_added' }, 200);
    expect(await store.miniApps.count(userId)).toBe(MAX_MINIAPPS);
  });
});
