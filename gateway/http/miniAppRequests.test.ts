import { describe, expect, it } from 'vitest';
import { appAndWebhook, manifestUrlOf, manifestWebhookUrl, outsideUrl, readSendRequest } from './miniAppRequests';

const request = { notificationId: 'daily', title: 'Notes', body: 'A new note', targetUrl: 'https://notes.example/today', tokens: ['a'.repeat(64)] };

describe('Mini App addresses', () => {
  it('takes https apps and webhooks by their origin and address, and http only on this computer while private addresses are allowed', () => {
    expect(appAndWebhook({ appUrl: 'https://notes.example/open?x=1', webhookUrl: 'https://hooks.example/notes' }, false)).toEqual({
      appUrl: 'https://notes.example',
      webhookUrl: 'https://hooks.example/notes',
    });
    expect(outsideUrl('http://127.0.0.1:8792/webhook', 'webhookUrl', true).href).toBe('http://127.0.0.1:8792/webhook');
    expect(outsideUrl('http://localhost:8792/webhook', 'webhookUrl', true).host).toBe('localhost:8792');
    expect(outsideUrl('https://10.0.0.1/webhook', 'webhookUrl', true).host).toBe('10.0.0.1');
    const refusals: [unknown, boolean, RegExp][] = [
      ['http://hooks.example/notes', true, /must be an https URL/],
      ['http://127.0.0.1:8792/webhook', false, /must be an https URL/],
      ['ftp://hooks.example/', true, /must be an https URL/],
      ['https://127.0.0.1/webhook', false, /on this computer or a private network \(127\.0\.0\.1\)/],
      ['https://[::ffff:10.0.0.1]/webhook', false, /private network/],
      ['https://169.254.169.254/latest', false, /private network/],
      ['https://app.localhost/', false, /private network/],
      ['https://me:secret@hooks.example/', true, /user name or password/],
      ['not a url', true, /not a valid URL/],
      [`https://hooks.example/${'x'.repeat(1024)}`, true, /at most 1024 characters/],
      [7, true, /at most 1024 characters/],
    ];
    for (const [value, allowPrivate, words] of refusals) expect(() => outsideUrl(value, 'webhookUrl', allowPrivate)).toThrow(words);
  });

  it("reads a notification with the specification's schema, saying what is wrong in words", () => {
    expect(readSendRequest(request, false)).toEqual(request);
    expect(readSendRequest({ ...request, extra: 1 }, false)).toEqual(request);
    const refusals: [Record<string, unknown>, RegExp][] = [
      [{ title: 'x'.repeat(33) }, /^title must be text of at most 32 characters$/],
      [{ body: 'x'.repeat(129) }, /^body must be text of at most 128 characters$/],
      [{ notificationId: undefined }, /^notificationId must be/],
      [{ targetUrl: 'https://127.0.0.1/today' }, /^targetUrl must be an https URL/],
      [{ targetUrl: 'https://localhost/today' }, /^targetUrl/],
      [{ tokens: ['a', 5] }, /^tokens must be a list of at most 100/],
      [{ tokens: Array.from({ length: 101 }, () => 'a') }, /^tokens/],
    ];
    for (const [fields, words] of refusals) expect(() => readSendRequest({ ...request, ...fields }, false)).toThrow(words);
  });

  it('takes a target on this computer only while private addresses are allowed, with every other field still checked', () => {
    const here = { ...request, targetUrl: 'http://127.0.0.1:5173/today' };
    expect(readSendRequest(here, true)).toEqual(here);
    expect(() => readSendRequest(here, false)).toThrow(/targetUrl/);
    expect(() => readSendRequest({ ...here, title: 'x'.repeat(33) }, true)).toThrow(/title/);
    expect(() => readSendRequest({ ...request, targetUrl: 'http://notes.example/' }, true)).toThrow(/targetUrl/);
  });
});

describe("a Mini App's manifest", () => {
  it('is at the well-known place on the app\'s origin', () => {
    expect(manifestUrlOf('https://notes.example')).toBe('https://notes.example/.well-known/farcaster.json');
  });

  it('names its webhook under miniapp, else under the older frame', () => {
    expect(manifestWebhookUrl({ miniapp: { webhookUrl: 'https://notes.example/hook' }, frame: { webhookUrl: 'https://old.example/hook' } }, false)).toBe('https://notes.example/hook');
    expect(manifestWebhookUrl({ frame: { name: 'Notes', webhookUrl: 'https://notes.example/old-hook' } }, false)).toBe('https://notes.example/old-hook');
    expect(manifestWebhookUrl({ miniapp: { name: 'Notes' }, frame: { webhookUrl: 'https://notes.example/old-hook' } }, false)).toBe('https://notes.example/old-hook');
  });

  it('names none when it has no webhook, or one the gateway would not send to', () => {
    for (const manifest of [null, 'text', [], {}, { miniapp: { name: 'Notes' } }, { miniapp: null }, { miniapp: { webhookUrl: 42 } }]) {
      expect(manifestWebhookUrl(manifest, false)).toBeNull();
    }
    expect(manifestWebhookUrl({ miniapp: { webhookUrl: 'http://notes.example/hook' } }, false)).toBeNull();
    expect(manifestWebhookUrl({ miniapp: { webhookUrl: 'http://127.0.0.1:8792/webhook' } }, false)).toBeNull();
    expect(manifestWebhookUrl({ miniapp: { webhookUrl: 'http://127.0.0.1:8792/webhook' } }, true)).toBe('http://127.0.0.1:8792/webhook');
  });
});
