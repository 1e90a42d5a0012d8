// `npx tsx scripts/bench-ed25519.ts`: incoming message signatures verified per second, by Node's crypto
// (what the gateway uses, on a thread of its own: one at a time, and all at once as under load, one batch) and by
// the JavaScript implementation it replaced, on the same messages.
import { randomBytes } from 'node:crypto';
import { ed25519 } from '@noble/curves/ed25519.js';
import { verifyEd25519 } from '../gateway/messages/ed25519';

const SIGNERS = 50;
const MESSAGES = 2_000;
const signers = Array.from({ length: SIGNERS }, () => ed25519.utils.randomSecretKey());
const messages = Array.from({ length: MESSAGES }, (_, i) => {
  const secret = signers[i % SIGNERS]!;
  const message = new Uint8Array(randomBytes(20));
  return { message, signature: ed25519.sign(message, secret), publicKey: ed25519.getPublicKey(secret) };
});

type Signed = (typeof messages)[number];

async function perSecond(name: string, check: (m: Signed) => boolean | Promise<boolean>, together = false): Promise<number> {
  const start = performance.now();
  const valid = together ? await Promise.all(messages.map(check)) : [];
  if (!together) for (const m of messages) valid.push(await check(m));
  if (valid.some((ok) => !ok)) throw new Error(`${name} refused a valid signature`);
  return Math.round(MESSAGES / ((performance.now() - start) / 1000));
}

const native = await perSecond('node:crypto', (m) => verifyEd25519(m.signature, m.message, m.publicKey));
const nativeTogether = await perSecond('node:crypto', (m) => verifyEd25519(m.signature, m.message, m.publicKey), true);
const noble = await perSecond('@noble/curves', (m) => ed25519.verify(m.signature, m.message, m.publicKey));
console.log(`node:crypto, one at a time  ${native.toLocaleString('en')} verifications/s`);
console.log(`node:crypto, all at once    ${nativeTogether.toLocaleString('en')} verifications/s`);
console.log(`@noble/curves               ${noble.toLocaleString('en')} verifications/s`);
console.log(`ratio                       ${(native / noble).toFixed(1)} × one at a time, ${(nativeTogether / noble).toFixed(1)} × all at once`);
