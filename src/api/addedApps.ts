import type { Fid } from './model';

/**
 * The Mini Apps a person added, kept in this browser per account (never anything secret: a name,
 * an address and pictures). Pure functions over a `Storage`, so tests need no browser.
 */
export interface AddedApp {
  name: string;
  url: string;
  imageUrl: string | null;
  splashImageUrl: string | null;
  splashBackgroundColor: string | null;
  addedAt: number;
}

const keyFor = (account: Fid) => `castline.miniapps.${account}`;

function isAddedApp(value: unknown): value is AddedApp {
  if (typeof value !== 'object' || value === null) return false;
  const app = value as Record<string, unknown>;
  const text = (key: string) => typeof app[key] === 'string';
  const textOrNull = (key: string) => app[key] === null || text(key);
  return text('name') && text('url') && textOrNull('imageUrl') && textOrNull('splashImageUrl') && textOrNull('splashBackgroundColor') && typeof app.addedAt === 'number';
}

export function readAddedApps(storage: Storage, account: Fid): AddedApp[] {
  try {
    const value: unknown = JSON.parse(storage.getItem(keyFor(account)) ?? '[]');
    return Array.isArray(value) ? value.filter(isAddedApp) : [];
  } catch {
    return [];
  }
}

/** An app is one address: adding it again replaces the entry and moves it to the top. */
export function addApp(storage: Storage, account: Fid, app: AddedApp): AddedApp[] {
  const apps = [app, ...readAddedApps(storage, account).filter((a) => a.url !== app.url)];
  storage.setItem(keyFor(account), JSON.stringify(apps));
  return apps;
}

export function removeApp(storage: Storage, account: Fid, url: string): AddedApp[] {
  const apps = readAddedApps(storage, account).filter((a) => a.url !== url);
  storage.setItem(keyFor(account), JSON.stringify(apps));
  return apps;
}

export function isAdded(storage: Storage, account: Fid, url: string): boolean {
  return readAddedApps(storage, account).some((a) => a.url === url);
}
