import { describe, expect, it } from 'vitest';
import { safeParseMiniAppEmbed } from '@farcaster/miniapp-core';
import { parseMiniAppEmbed } from './embedSchema';

const PAGE = 'https://app.example.com/page';
const valid = {
  version: '1',
  imageUrl: 'https://app.example.com/image.png',
  button: {
    title: 'Play now',
    action: { type: 'launch_miniapp', name: 'Example', url: 'https://app.example.com/', splashImageUrl: 'https://app.example.com/s.png', splashBackgroundColor: '#f5f0ec' },
  },
};

const variants: [string, unknown][] = [
  ['valid', valid],
  ['legacy fc:frame launch_frame', { ...valid, version: 'next', button: { ...valid.button, action: { ...valid.button.action, type: 'launch_frame' } } }],
  ['numeric version', { ...valid, version: 1 }],
  ['no action url', { ...valid, button: { ...valid.button, action: { type: 'launch_miniapp', name: 'Example' } } }],
  ['1:1 image', { ...valid, aspectRatio: '1:1' }],
  ['unknown version', { ...valid, version: '2' }],
  ['http image', { ...valid, imageUrl: 'http://app.example.com/image.png' }],
  ['IP address image', { ...valid, imageUrl: 'https://10.0.0.1/image.png' }],
  ['localhost app', { ...valid, button: { ...valid.button, action: { ...valid.button.action, url: 'https://localhost/' } } }],
  ['title over 32 characters', { ...valid, button: { ...valid.button, title: 'x'.repeat(33) } }],
  ['name over 32 characters', { ...valid, button: { ...valid.button, action: { ...valid.button.action, name: 'n'.repeat(33) } } }],
  ['bad colour', { ...valid, button: { ...valid.button, action: { ...valid.button.action, splashBackgroundColor: 'red' } } }],
  ['view_token action', { ...valid, button: { title: 'Token', action: { type: 'view_token', token: 'eip155:1/native' } } }],
  ['javascript: image', { ...valid, imageUrl: 'javascript:alert(1)' }],
  ['missing button', { version: '1', imageUrl: valid.imageUrl }],
  ['not an object', 'fc:miniapp'],
  ['null', null],
];

describe('parseMiniAppEmbed', () => {
  it.each(variants)('agrees with @farcaster/miniapp-core on a launch embed: %s', (_name, raw) => {
    const official = safeParseMiniAppEmbed(raw);
    const launches = official.success && official.data.button.action.type !== 'view_token';
    expect(parseMiniAppEmbed(raw, PAGE, { allowLoopback: false }) !== null).toBe(launches);
  });

  it('gives the card what it shows and the host what it opens', () => {
    expect(parseMiniAppEmbed(valid, PAGE, { allowLoopback: false })).toEqual({
      imageUrl: 'https://app.example.com/image.png',
      aspectRatio: '3:2',
      buttonTitle: 'Play now',
      name: 'Example',
      url: 'https://app.example.com/',
      splashImageUrl: 'https://app.example.com/s.png',
      splashBackgroundColor: '#f5f0ec',
    });
  });

  it('opens the page that carried the embed when the action names no url', () => {
    const raw = { ...valid, button: { title: 'Open', action: { type: 'launch_frame', name: 'Example' } } };
    expect(parseMiniAppEmbed(raw, PAGE, { allowLoopback: false })?.url).toBe(PAGE);
    expect(parseMiniAppEmbed(raw, 'http://example.com/', { allowLoopback: false })).toBeNull();
  });

  it('accepts http on this computer only when the gateway is on this computer too', () => {
    const localApp = {
      ...valid,
      imageUrl: 'http://127.0.0.1:8787/static/miniapp/demo/image.svg',
      button: { title: 'Open', action: { type: 'launch_miniapp', name: 'Demo', url: 'http://127.0.0.1:8787/static/miniapp/demo/' } },
    };
    expect(parseMiniAppEmbed(localApp, PAGE, { allowLoopback: false })).toBeNull();
    expect(parseMiniAppEmbed(localApp, PAGE, { allowLoopback: true })?.url).toBe('http://127.0.0.1:8787/static/miniapp/demo/');
    const elsewhere = { ...localApp, imageUrl: 'http://example.com/image.png' };
    expect(parseMiniAppEmbed(elsewhere, PAGE, { allowLoopback: true })).toBeNull();
  });
});
