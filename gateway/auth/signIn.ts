import { randomBytes, randomInt } from 'node:crypto';
import { getAddress, recoverMessageAddress } from 'viem';
import type { SignerRegistry } from '../l1/registry';
import { SignInRefusedError } from '../domainErrors';
import { ensureAccount } from '../store/effects';
import type { Store } from '../store/store';
import { farquestSignInText, SIGN_IN_TTL_MS, specSignInText } from './signInText';
import type { Identity, TokenIssuer } from './tokens';

export type Compat = 'spec' | 'farquest';

export interface SignInDeps {
  store: Store;
  registry: SignerRegistry;
  tokens: TokenIssuer;
  compat: Compat;
}

export interface AuthenticateInput {
  signature: `0x${string}`;
  address: `0x${string}`;
  fidMode: boolean;
  signerKey: `0x${string}` | null;
}

/** The two vocabularies of refusal: the specification's and far.quest's (whose status differs too, see `app.onError`). */
const refusals = {
  spec: { noMessage: 'Invalid signature', wrongSigner: 'Invalid signature', fid: 'Signer not found' },
  farquest: { noMessage: 'Account not found', wrongSigner: 'Unauthorized', fid: 'Invalid token' },
} as const;

function refuse(compat: Compat, reason: 'noMessage' | 'wrongSigner' | 'fid'): SignInRefusedError {
  return new SignInRefusedError(refusals[compat][reason]);
}

export async function signInMessage(deps: SignInDeps, address: `0x${string}`, now = Date.now()): Promise<string> {
  const key = address.toLowerCase();
  const messages = deps.store.signInMessages;
  if (deps.compat === 'farquest') {
    // far.quest keeps one nonce per address until a sign-in succeeds.
    const open = (await messages.open(key, 'farquest', 0))[0];
    if (open) return open.text;
    const text = farquestSignInText(randomInt(1, 10_000));
    await messages.issue(key, 'farquest', text, now);
    return text;
  }
  await messages.prune('spec', now - SIGN_IN_TTL_MS);
  const text = specSignInText(getAddress(address), randomBytes(16).toString('hex'), now);
  await messages.issue(key, 'spec', text, now);
  return text;
}

export async function authenticate(deps: SignInDeps, input: AuthenticateInput, now = Date.now()) {
  const { store, compat } = deps;
  const key = input.address.toLowerCase();
  const open = await store.signInMessages.open(key, compat, compat === 'spec' ? now - SIGN_IN_TTL_MS : 0);
  if (open.length === 0) throw refuse(compat, 'noMessage');
  let signed: (typeof open)[number] | undefined;
  for (const message of open) {
    const signer = await recoverMessageAddress({ message: message.text, signature: input.signature }).catch(() => null);
    if (signer?.toLowerCase() === key) {
      signed = message;
      break;
    }
  }
  if (!signed) throw refuse(compat, 'wrongSigner');

  let identity: Identity;
  let custody: string | null = null;
  if (input.fidMode) {
    const fid = await deps.registry.fidOf(input.address);
    if (fid === null || !input.signerKey || !(await deps.registry.isActiveSigner(fid, input.signerKey))) {
      throw refuse(compat, 'fid');
    }
    identity = { kind: 'fid', fid: String(fid), signerKey: input.signerKey.toLowerCase() };
    custody = getAddress(input.address);
  } else {
    identity = { kind: 'address', fid: key };
  }
  // One transaction: a sign-in message is spent only when the account is there too.
  const account = await store.db.transaction(async () => {
    if (!(await store.signInMessages.spend(signed.id))) throw refuse(compat, 'wrongSigner');
    return ensureAccount(store, identity.fid, custody, now);
  });
  return { accessToken: await deps.tokens.issue(identity), identity, account };
}
