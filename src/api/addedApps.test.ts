import { describe, expect, it } from 'vitest';
import { fidOf } from './ids';
import { addApp, isAdded, readAddedApps, removeApp, type AddedApp } from './addedApps';
import { memoryStorage } from '../components/fixtures/memoryStorage';

const app = (url: string, addedAt = 1): AddedApp => ({ name: 'Demo', url, imageUrl: null, splashImageUrl: null, splashBackgroundColor: '#ffffff', addedAt });

describe('added Mini Apps', () => {
  it('are kept per account, newest first, one entry per address', () => {
    const storage = memoryStorage();
    addApp(storage, fidOf('1'), app('https://a.example/'));
    addApp(storage, fidOf('1'), app('https://b.example/'));
    addApp(storage, fidOf('1'), app('https://a.example/', 2));
    expect(readAddedApps(storage, fidOf('1')).map((a) => [a.url, a.addedAt])).toEqual([
      ['https://a.example/', 2],
      ['https://b.example/', 1],
    ]);
    expect(readAddedApps(storage, fidOf('2'))).toEqual([]);
    expect(isAdded(storage, fidOf('1'), 'https://b.example/')).toBe(true);
    expect(isAdded(storage, fidOf('2'), 'https://b.example/')).toBe(false);
  });

  it('are kept under the canonical FID, where an L2 account written in any case finds them', () => {
    const storage = memoryStorage();
    addApp(storage, fidOf('0xABCDEF'), app('https://a.example/'));
    expect(JSON.parse(storage.getItem('castline.miniapps.0xabcdef') ?? '[]')).toHaveLength(1);
    expect(readAddedApps(storage, fidOf('0xabcdef'))).toHaveLength(1);
  });

  it('can be removed', () => {
    const storage = memoryStorage();
    addApp(storage, fidOf('1'), app('https://a.example/'));
    expect(removeApp(storage, fidOf('1'), 'https://a.example/')).toEqual([]);
    expect(readAddedApps(storage, fidOf('1'))).toEqual([]);
  });

  it('ignore what is not a list of apps', () => {
    const storage = memoryStorage();
    storage.setItem('castline.miniapps.1', '{broken');
    expect(readAddedApps(storage, fidOf('1'))).toEqual([]);
    storage.setItem('castline.miniapps.1', JSON.stringify([{ name: 'x' }, app('https://a.example/')]));
    expect(readAddedApps(storage, fidOf('1')).map((a) => a.url)).toEqual(['https://a.example/']);
  });
});
