import { Worker } from 'node:worker_threads';

/**
 * The thread's code, CommonJS run as it is (a worker of a TypeScript entry point cannot count on its
 * loader). It answers each batch with one byte per check (1: valid), in the batch's order. A batch is
 * one buffer of items laid end to end: the 32-byte key, the 64-byte signature, the message's length
 * (4 bytes, little-endian) and the message. Key objects of signers seen recently are kept: building one
 * costs about as much as a check.
 */
const THREAD = `
const { parentPort } = require('node:worker_threads');
const { createPublicKey, verify } = require('node:crypto');
const SPKI_PREFIX = Buffer.from('302a300506032b6570032100', 'hex');
const KEY_CACHE_SIZE = 4096;
const keys = new Map();
function keyObject(raw) {
  const id = raw.toString('hex');
  let key = keys.get(id);
  if (key === undefined) {
    key = createPublicKey({ key: Buffer.concat([SPKI_PREFIX, raw]), format: 'der', type: 'spki' });
    if (keys.size >= KEY_CACHE_SIZE) keys.delete(keys.keys().next().value);
    keys.set(id, key);
  }
  return key;
}
parentPort.on('message', ({ id, batch, count }) => {
  const items = Buffer.from(batch);
  const valid = new Uint8Array(count);
  for (let i = 0, at = 0; i < count; i++) {
    const key = items.subarray(at, at + 32);
    const signature = items.subarray(at + 32, at + 96);
    const length = items.readUInt32LE(at + 96);
    const message = items.subarray(at + 100, at + 100 + length);
    at += 100 + length;
    try {
      valid[i] = verify(null, message, keyObject(key), signature) ? 1 : 0;
    } catch {
      valid[i] = 0;
    }
  }
  parentPort.postMessage({ id, valid }, [valid.buffer]);
});
`;

interface Check {
  signature: Uint8Array;
  message: Uint8Array;
  publicKey: Uint8Array;
  resolve(valid: boolean): void;
  reject(error: unknown): void;
}

/** Checks asked for during this turn of the event loop, sent together at its end. */
let asked: Check[] = [];
let thread: { worker: Worker; sent: Map<number, Check[]> } | null = null;
let lastBatch = 0;

function checkThread() {
  if (thread) return thread;
  const worker = new Worker(THREAD, { eval: true });
  const sent = new Map<number, Check[]>();
  const current = { worker, sent };
  worker.on('message', ({ id, valid }: { id: number; valid: Uint8Array }) => {
    const batch = sent.get(id);
    sent.delete(id);
    batch?.forEach((check, i) => check.resolve(valid[i] === 1));
    // Idle, the thread does not keep its process alive.
    if (sent.size === 0) worker.unref();
  });
  // The thread failed: its batches fail as errors (not as refusals), and the next batch starts another.
  const fail = (error: unknown) => {
    if (thread === current) thread = null;
    for (const batch of sent.values()) for (const check of batch) check.reject(error);
    sent.clear();
  };
  worker.once('error', fail);
  worker.once('exit', (code) => fail(new Error(`the signature checking thread stopped (exit code ${code})`)));
  thread = current;
  return current;
}

function sendAsked(): void {
  const batch = asked;
  asked = [];
  const items = new Uint8Array(batch.reduce((size, check) => size + 100 + check.message.length, 0));
  const lengths = new DataView(items.buffer);
  let at = 0;
  for (const { publicKey, signature, message } of batch) {
    items.set(publicKey, at);
    items.set(signature, at + 32);
    lengths.setUint32(at + 96, message.length, true);
    items.set(message, at + 100);
    at += 100 + message.length;
  }
  const { worker, sent } = checkThread();
  const id = ++lastBatch;
  sent.set(id, batch);
  worker.ref();
  worker.postMessage({ id, batch: items.buffer, count: batch.length }, [items.buffer]);
}

/**
 * An Ed25519 signature check by Node's own crypto (OpenSSL), about ten times faster than one in
 * JavaScript, run on a thread of its own so the event loop serves other requests meanwhile. The checks
 * asked for in one turn of the event loop (under load, every message whose request was read in it) go
 * to the thread as one batch, one message each way: handing each check over alone cost the event loop
 * about a tenth of a write. Anything malformed (a key that is not 32 bytes or not a curve point, a
 * signature that is not 64 bytes, a non-canonical S) is a refusal, never a rejection.
 */
export function verifyEd25519(signature: Uint8Array, message: Uint8Array, publicKey: Uint8Array): Promise<boolean> {
  if (publicKey.length !== 32 || signature.length !== 64) return Promise.resolve(false);
  return new Promise((resolve, reject) => {
    if (asked.length === 0) setImmediate(sendAsked);
    asked.push({ signature, message, publicKey, resolve, reject });
  });
}
