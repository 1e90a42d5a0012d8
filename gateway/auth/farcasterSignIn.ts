import { randomBytes } from 'node:crypto';
import { type AuthClientError, createAppClient, type CreateClientArgs } from '@farcaster/auth-client';
import { createPublicClient, custom, getAddress, http, isHex } from 'viem';
import { parseSiweMessage } from 'viem/siwe';
import { InvalidInputError, UnauthenticatedError, UnavailableError } from '../domainErrors';
import type { FarcasterRegistry } from '../l1/registry';
import { ensureAccount } from '../store/effects';
import type { Store } from '../store/store';
import { SIGN_IN_TTL_MS } from './signInText';
import type { TokenIssuer } from './tokens';

/**
 * Sign in with Farcaster (FIP-11): the gateway issues a nonce, the app has the person approve a sign-in
 * message (EIP-4361) in their Farcaster app through an AuthKit relay, and the gateway checks what comes
 * back — the site it names, the nonce (spent once), the time window, and that its signer is the FID's
 * custody address or one of its auth addresses — before it issues an access token for the FID.
 */

/** Farcaster's own AuthKit relay, which the Farcaster app answers through. */
export const PUBLIC_RELAY_URL = 'https://relay.farcaster.xyz';
/** How long a nonce may wait for its signed message. */
export const FARCASTER_NONCE_TTL_MS = SIGN_IN_TTL_MS;
/** The sign-in texts' mode under which nonces are kept (store/signInMessages.ts). */
const NONCE_MODE = 'siwf';
const MAX_MESSAGE_LENGTH = 4_096;
/** A wallet's 65-byte signature, or a contract wallet's longer one (ERC-1271, ERC-6492). */
const SIGNATURE = /^0x(?:[0-9a-fA-F]{2}){65,4096}$/;

export interface FarcasterSignInDeps {
  store: Store;
  registry: FarcasterRegistry;
  tokens: TokenIssuer;
  /** The sites (`host[:port]`, lowercase) a message may name as its domain. */
  domains: ReadonlySet<string>;
  /** The relay the app is pointed at; the gateway itself never calls it. */
  relayUrl: string;
  /** The chain the registry reads, which also checks contract wallets' signatures; null without one. */
  chainUrl: string | null;
}

export interface FarcasterSignInInput {
  message: unknown;
  signature: unknown;
}

/**
 * Where a signature is checked. On a chain, viem asks it (so a contract wallet's signature verifies too).
 * Without one, the client refuses every call and viem falls back to recovering the signer, which checks
 * the signature of an ordinary account (ECDSA) and nothing else.
 */
function signatureClient(chainUrl: string | null) {
  if (chainUrl) return createPublicClient({ transport: http(chainUrl) });
  return createPublicClient({
    transport: custom(
      {
        request: async () => {
          throw new Error('No chain is configured to check a contract wallet signature');
        },
      },
      { retryCount: 0 },
    ),
  });
}

/** The auth client's view of the registries: the gateway's own registry (its chain, or a Farcaster node). */
function registryConnector(registry: FarcasterRegistry, chainUrl: string | null): CreateClientArgs['ethereum'] {
  return {
    getFid: async (custody) => BigInt((await registry.fidOf(custody)) ?? 0),
    isValidAuthAddress: (address, fid) => (fid <= BigInt(Number.MAX_SAFE_INTEGER) ? registry.isAuthAddress(Number(fid), address) : Promise.resolve(false)),
    publicClient: signatureClient(chainUrl),
  };
}

const refuse = (words: string) => new UnauthenticatedError(words);

function hostOf(uri: string): string | null {
  try {
    return new URL(uri).host.toLowerCase();
  } catch {
    return null;
  }
}

/** The refusal for a message the auth client found signed by neither the FID's custody nor an auth address of it. */
async function wrongSigner(registry: FarcasterRegistry, signer: `0x${string}`, fid: number): Promise<UnauthenticatedError> {
  const owned = await registry.fidOf(signer);
  if (owned === null) return refuse(`${signer} has no Farcaster account and is not an auth address of FID ${fid}, so it cannot sign in as FID ${fid}`);
  return refuse(`${signer} is the custody address of FID ${owned}, not of FID ${fid}, and not an auth address of FID ${fid}`);
}

export function farcasterSignIn(deps: FarcasterSignInDeps) {
  const { store, registry } = deps;
  const client = createAppClient({ relay: deps.relayUrl, ethereum: registryConnector(registry, deps.chainUrl) });
  const accepted = () => (deps.domains.size > 0 ? [...deps.domains].join(', ') : 'none: the gateway was started without --siwf-domain');

  /** The auth client's refusal in words: the message's form (400), the registry out of reach (503), or the signer (401). */
  async function refusal(error: AuthClientError | undefined, signer: `0x${string}`, fid: number | null): Promise<Error> {
    const detail = error?.message ?? 'no reason given';
    if (error?.errCode === 'bad_request.validation_failure') return new InvalidInputError(`message is not a Sign in with Farcaster message: ${detail}`);
    if (error?.errCode === 'unavailable') return new UnavailableError(`The Farcaster registry could not be asked who may sign in as FID ${fid}: ${detail}`);
    if (error?.errCode === 'unauthorized' && detail.startsWith('Invalid resource') && fid !== null) return wrongSigner(registry, signer, fid);
    return refuse(`The signature is not ${signer}'s signature of this message`);
  }

  return {
    /** A new nonce, good for one sign-in within FARCASTER_NONCE_TTL_MS. */
    async issueNonce(now = Date.now()): Promise<{ nonce: string; expiresAt: string }> {
      await store.signInMessages.prune(NONCE_MODE, now - FARCASTER_NONCE_TTL_MS);
      const nonce = randomBytes(16).toString('hex');
      await store.signInMessages.issue(nonce, NONCE_MODE, nonce, now);
      return { nonce, expiresAt: new Date(now + FARCASTER_NONCE_TTL_MS).toISOString() };
    },

    /** Checks a signed sign-in message and, once it passes, spends its nonce and issues a token for its FID. */
    async signIn(input: FarcasterSignInInput, now = Date.now()) {
      const { message, signature } = input;
      if (typeof message !== 'string' || message.length === 0 || message.length > MAX_MESSAGE_LENGTH) {
        throw new InvalidInputError(`message is required: the signed Sign in with Farcaster text, at most ${MAX_MESSAGE_LENGTH} characters`);
      }
      if (typeof signature !== 'string' || !SIGNATURE.test(signature) || !isHex(signature)) {
        throw new InvalidInputError('signature is invalid: expected the 0x hex signature the Farcaster app returned');
      }
      const parsed = parseSiweMessage(message);
      if (!parsed.domain || !parsed.address || !parsed.nonce || !parsed.uri) {
        throw new InvalidInputError('message is not a Sign in with Farcaster message: it needs a domain, an address, a URI and a nonce (EIP-4361)');
      }
      const domain = parsed.domain.toLowerCase();
      if (!deps.domains.has(domain)) throw refuse(`This sign-in is for ${parsed.domain}, not for a site this gateway accepts (${accepted()})`);
      if (hostOf(parsed.uri) !== domain) throw refuse(`The message's URI ${parsed.uri} is not on its domain ${parsed.domain}`);
      if (parsed.expirationTime && parsed.expirationTime.getTime() <= now) {
        throw refuse(`This sign-in message expired at ${parsed.expirationTime.toISOString()}: sign in again`);
      }
      if (parsed.notBefore && parsed.notBefore.getTime() > now) throw refuse(`This sign-in message is not valid before ${parsed.notBefore.toISOString()}`);
      const [issued] = await store.signInMessages.open(parsed.nonce, NONCE_MODE, now - FARCASTER_NONCE_TTL_MS);
      if (!issued) throw refuse('The message\'s nonce is unknown here, used already or more than 10 minutes old: ask for a new nonce and sign in again');

      const verified = await client.verifySignInMessage({ nonce: parsed.nonce, domain: parsed.domain, message, signature, acceptAuthAddress: true });
      const signer = getAddress(parsed.address);
      if (verified.isError) {
        const claimed = parsed.resources?.map((r) => /^farcaster:\/\/fid\/([1-9]\d*)\/?$/.exec(r)?.[1]).find(Boolean);
        throw await refusal(verified.error, signer, claimed ? Number(claimed) : null);
      }
      const fid = verified.fid;
      const custody = verified.authMethod === 'custody' ? signer : await registry.custodyOf(fid);
      if (!custody) throw new UnavailableError(`The Farcaster registry did not say which address holds FID ${fid}`);
      // One transaction: the nonce is spent only when the account is there too, and by one sign-in only.
      const account = await store.db.transaction(async () => {
        if (!(await store.signInMessages.spend(issued.id))) throw refuse('The message\'s nonce was used already: ask for a new nonce and sign in again');
        return ensureAccount(store, String(fid), getAddress(custody), now);
      });
      // No signer key: every message the token's holder sends is still checked against the FID's signers.
      const accessToken = await deps.tokens.issue({ kind: 'fid', fid: String(fid), signerKey: null });
      return { accessToken, fid, authMethod: verified.authMethod, account };
    },
  };
}
