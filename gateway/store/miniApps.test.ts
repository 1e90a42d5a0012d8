import { describe, expect, it } from 'vitest';
import { testStore } from '../testing/testStore';
import { START_DESC } from './cursor';
import { createStore } from './store';

const HOOK = 'https://hooks.example/notes';

describe('Mini Apps of an account', () => {
  it('issue one token per account and app until it is turned off, take it only once enabled, and forget it when disabled or removed', async () => {
    const { store, user } = await testStore();
    const [alice, bob] = [await user('1'), await user('0xb0b0000000000000000000000000000000000000')];
    const apps = store.miniApps;
    expect(await apps.issueToken(alice.id, 'https://notes.example', HOOK, 'a1', 10)).toBe('a1');
    expect(await apps.issueToken(alice.id, 'https://notes.example', `${HOOK}/v2`, 'a2', 20)).toBe('a1');
    expect(await apps.issueToken(bob.id, 'https://notes.example', HOOK, 'b1', 30)).toBe('b1');
    expect(await apps.enabledTokens(['a1', 'b1'])).toEqual(new Map());

    expect(await apps.enable(alice.id, 'https://notes.example', 'b1', HOOK)).toBe(false);
    expect(await apps.enable(alice.id, 'https://notes.example', 'a1', HOOK)).toBe(true);
    expect(await apps.enabledTokens(['a1', 'b1', 'zz'])).toEqual(new Map([['a1', { user_id: alice.id, app_url: 'https://notes.example' }]]));
    expect(await apps.enabledTokens([])).toEqual(new Map());

    await apps.addWithoutNotifications(alice.id, 'https://games.example', HOOK, 40);
    expect(await apps.list(alice.id)).toEqual([
      { app_url: 'https://games.example', webhook_url: HOOK, added_at: 40, token: null, enabled: 0 },
      { app_url: 'https://notes.example', webhook_url: HOOK, added_at: 10, token: 'a1', enabled: 1 },
    ]);
    expect(await apps.count(alice.id)).toBe(2);

    expect(await apps.disable(alice.id, 'https://notes.example', HOOK)).toBe(true);
    expect(await apps.enabledTokens(['a1'])).toEqual(new Map());
    expect(await apps.byApp(alice.id, 'https://notes.example')).toMatchObject({ token: null, enabled: 0, added_at: 10 });
    expect(await apps.issueToken(alice.id, 'https://notes.example', HOOK, 'a3', 50)).toBe('a3');
    expect(await apps.remove(bob.id, 'https://notes.example')).toBe(true);
    expect(await apps.remove(bob.id, 'https://notes.example')).toBe(false);
    expect(await apps.disable(bob.id, 'https://notes.example', HOOK)).toBe(false);
    expect(await apps.list(bob.id)).toEqual([]);
  });

  it("keep one signing key for the gateway's events, the same for every store on the database", async () => {
    const { store } = await testStore();
    const key = await store.miniApps.eventSigningKey();
    expect(key).toHaveLength(32);
    expect(await createStore(store.db).miniApps.eventSigningKey()).toEqual(key);
    expect(await (await testStore()).store.miniApps.eventSigningKey()).not.toEqual(key);
  });

  it('store a notification once per account, app and id within the window, and list them newest first, page by page', async () => {
    const { store, user } = await testStore();
    const [alice, bob] = [await user('1'), await user('2')];
    const notes = store.miniAppNotifications;
    const at = (receivedAt: number, notificationId: string, userId = alice.id, appUrl = 'https://notes.example') =>
      ({ userId, appUrl, notificationId, title: 'Notes', body: notificationId, targetUrl: `${appUrl}/`, receivedAt });
    expect(await notes.receive(at(100, 'n1'), 0)).toBe(true);
    expect(await notes.receive(at(200, 'n1'), 0)).toBe(false);
    expect(await notes.repeated(at(0, 'n1'), 99)).toBe(true);
    expect(await notes.repeated(at(0, 'n1'), 100)).toBe(false);
    expect(await notes.receive(at(300, 'n1'), 100)).toBe(true);
    expect(await notes.receive(at(400, 'n1', alice.id, 'https://games.example'), 0)).toBe(true);
    expect(await notes.receive(at(500, 'n1', bob.id), 0)).toBe(true);
    expect(await notes.receive(at(600, 'n2'), 0)).toBe(true);

    const first = await notes.page(alice.id, START_DESC, 2);
    expect(first.map((n) => [n.received_at, n.app_url])).toEqual([[600, 'https://notes.example'], [400, 'https://games.example']]);
    const rest = await notes.page(alice.id, { ts: first[1]!.received_at, id: first[1]!.id }, 10);
    expect(rest.map((n) => n.received_at)).toEqual([300, 100]);
    expect(rest[0]).toEqual({ id: expect.any(Number), app_url: 'https://notes.example', notification_id: 'n1', title: 'Notes', body: 'n1', target_url: 'https://notes.example/', received_at: 300 });
    expect((await notes.page(bob.id, START_DESC, 10)).map((n) => n.received_at)).toEqual([500]);
  });
});
