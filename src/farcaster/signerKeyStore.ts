/**
 * Signer key pairs in IndexedDB, one per wallet address. IndexedDB stores a CryptoKey by
 * structured clone, which keeps it non-extractable: the private key is never in storage in a
 * readable form.
 */

const DB_NAME = 'castline-signer-keys';
const STORE = 'keys';

interface StoredSignerKey {
  keyPair: CryptoKeyPair;
  /** Unix milliseconds. */
  createdAt: number;
}

export interface SavedSignerKey extends StoredSignerKey {
  address: string;
}

function request<T>(req: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error ?? new Error('IndexedDB request failed'));
  });
}

function openDatabase(): Promise<IDBDatabase> {
  const open = indexedDB.open(DB_NAME, 1);
  open.onupgradeneeded = () => open.result.createObjectStore(STORE);
  return request(open);
}

async function withStore<T>(mode: IDBTransactionMode, use: (store: IDBObjectStore) => IDBRequest<T>): Promise<T> {
  const db = await openDatabase();
  try {
    const tx = db.transaction(STORE, mode);
    const done = new Promise<void>((resolve, reject) => {
      tx.oncomplete = () => resolve();
      tx.onerror = () => reject(tx.error ?? new Error('IndexedDB transaction failed'));
      tx.onabort = () => reject(tx.error ?? new Error('IndexedDB transaction aborted'));
    });
    const [result] = await Promise.all([request(use(tx.objectStore(STORE))), done]);
    return result;
  } finally {
    db.close();
  }
}

function storageKey(address: string): string {
  return address.toLowerCase();
}

export async function loadSignerKey(address: string): Promise<SavedSignerKey | null> {
  const stored = await withStore<StoredSignerKey | undefined>('readonly', (store) => store.get(storageKey(address)));
  return stored === undefined ? null : { address: storageKey(address), ...stored };
}

/** Refuses an extractable private key, so nothing readable can end up stored. */
export async function saveSignerKey(address: string, keyPair: CryptoKeyPair, createdAt = Date.now()): Promise<void> {
  if (keyPair.privateKey.extractable) throw new Error('Refusing to store an extractable signer key');
  const record: StoredSignerKey = { keyPair, createdAt };
  await withStore('readwrite', (store) => store.put(record, storageKey(address)));
}

export async function removeSignerKey(address: string): Promise<void> {
  await withStore('readwrite', (store) => store.delete(storageKey(address)));
}
