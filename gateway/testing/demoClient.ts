import { generatePrivateKey, mnemonicToAccount, type LocalAccount } from 'viem/accounts';
import { demoIdentities } from '../seed/identities';
import { DEMO_MNEMONIC } from './testIdentities';
import { farcasterNow, signedMessageJson } from './signedMessage';

/**
 * Test support: a person acting over HTTP as another client would — a demo identity in FID mode with
 * its demo signer, or any wallet in signature mode (L2). An L2 author or target makes a message external.
 */

export interface CastTarget {
  hash: string;
  /** The author's FID: decimal (L1) or a 0x address (L2). */
  fid: string;
}

const isL2 = (fid: string) => fid.startsWith('0x');

/**
 * An external message carries fid 0, so two people liking the same cast in the same second would
 * send identical data, one hash and a 409. Each external message gets a second of its own.
 */
let lastExternalTime = 0;
const hashBytes = (hash: string) => Buffer.from(hash.slice(2), 'hex');

/** Demo FID `fid` (1–10), signed in with its custody wallet and demo signer. */
export async function demoClient(baseUrl: string, apiKey: string, fid: number) {
  const identity = demoIdentities[fid - 1]!;
  const account = mnemonicToAccount(DEMO_MNEMONIC, { addressIndex: fid - 1 });
  return actingClient(baseUrl, apiKey, account, { fid, signerPublicKey: identity.signerPublicKey, signerPrivateKey: identity.signerPrivateKey });
}

/** Any wallet signed in in signature mode: an L2 person whose messages are all external. */
export function l2Client(baseUrl: string, apiKey: string, account: LocalAccount) {
  return actingClient(baseUrl, apiKey, account, null);
}

interface L1Signer {
  fid: number;
  signerPublicKey: string;
  signerPrivateKey: string;
}

async function actingClient(baseUrl: string, apiKey: string, account: LocalAccount, l1: L1Signer | null) {
  const headers = { 'API-KEY': apiKey, 'Content-Type': 'application/json' };
  const fid = l1?.fid ?? 0;
  const signerKey = l1?.signerPrivateKey ?? generatePrivateKey();
  const text = (await (await fetch(`${baseUrl}/auth/v1/get-account-signin-message?address=${account.address}&chainId=1`, { headers })).json()) as {
    signature: string;
  };
  const auth = await fetch(`${baseUrl}/auth/v2/authenticate`, {
    method: 'POST',
    headers,
    body: JSON.stringify({
      signature: await account.signMessage({ message: text.signature }),
      address: account.address,
      chainId: 1,
      ...(l1 ? { type: 'FID', id: l1.signerPublicKey } : { type: 'SIGNATURE' }),
    }),
  });
  const { accessToken } = (await auth.json()) as { accessToken?: string };
  if (!accessToken) throw new Error(`sign-in of ${account.address} failed: ${auth.status}`);

  async function submit(data: Record<string, unknown>, targetsL2: boolean, bodyOverrides?: Record<string, unknown>): Promise<string> {
    const external = targetsL2 || !l1;
    if (external) lastExternalTime = Math.max(farcasterNow(), lastExternalTime + 1);
    const dated = external ? { timestamp: lastExternalTime } : {};
    const message = signedMessageJson({ fid: external ? 0 : fid, ...dated, ...data }, signerKey);
    const res = await fetch(`${baseUrl}/farcaster/v2/message`, {
      method: 'POST',
      headers: { ...headers, Authorization: `Bearer ${accessToken}` },
      body: JSON.stringify({ message, ...(external ? { isExternal: true } : {}), ...(bodyOverrides ? { bodyOverrides } : {}) }),
    });
    const body = (await res.json()) as { result?: { hash: string }; error?: string };
    if (!res.ok || !body.result) throw new Error(`${account.address}'s message was refused: ${res.status} ${body.error ?? ''}`);
    return body.result.hash;
  }
  const castId = (target: CastTarget) => ({ fid: isL2(target.fid) ? 0 : Number(target.fid), hash: hashBytes(target.hash) });
  const castAdd = (text: string, extra: Record<string, unknown> = {}) => ({
    type: 1,
    castAddBody: { text, mentions: [], mentionsPositions: [], embeds: [], embedsDeprecated: [], type: 0, ...extra },
  });
  const reaction = (add: boolean, kind: 1 | 2, target: CastTarget) =>
    submit({ type: add ? 3 : 4, reactionBody: { type: kind, targetCastId: castId(target) } }, isL2(target.fid));
  const link = (add: boolean, type: 'follow' | 'block', who: string) =>
    isL2(who)
      ? submit({ type: add ? 5 : 6, linkBody: { type, targetFid: 0 } }, true, { targetFid: who })
      : submit({ type: add ? 5 : 6, linkBody: { type, targetFid: Number(who) } }, false);

  return {
    fid: l1 ? String(l1.fid) : account.address.toLowerCase(),
    token: accessToken,
    /** A cast, in the channel whose parent URL is `channel` when given. */
    cast: (text: string, channel?: string) => submit(castAdd(text, channel === undefined ? {} : { parentUrl: channel }), false),
    /** A cast with one embedded picture (or page) at `url`. */
    withEmbed: (text: string, url: string) => submit(castAdd(text, { embeds: [{ url }] }), false),
    reply: (target: CastTarget, text: string) => submit(castAdd(text, { parentCastId: castId(target) }), isL2(target.fid)),
    /** `text` then a mention of `who` at its end. */
    mention: (who: string, text: string) =>
      isL2(who)
        ? submit(castAdd(text, { mentions: [0], mentionsPositions: [Buffer.byteLength(text)] }), true, { mentions: [who] })
        : submit(castAdd(text, { mentions: [Number(who)], mentionsPositions: [Buffer.byteLength(text)] }), false),
    quote: (target: CastTarget, text: string) => submit(castAdd(text, { embeds: [{ castId: castId(target) }] }), isL2(target.fid)),
    like: (target: CastTarget) => reaction(true, 1, target),
    unlike: (target: CastTarget) => reaction(false, 1, target),
    recast: (target: CastTarget) => reaction(true, 2, target),
    follow: (who: string) => link(true, 'follow', who),
    unfollow: (who: string) => link(false, 'follow', who),
    block: (who: string) => link(true, 'block', who),
    unblock: (who: string) => link(false, 'block', who),
    remove: (hash: string) => submit({ type: 2, castRemoveBody: { targetHash: hashBytes(hash) } }, false),
    /** A profile field: `type` is the protocol's user data type (1 picture, 2 display name, 3 bio, 5 website, 6 username). */
    userData: (type: number, value: string) => submit({ type: 11, userDataBody: { type, value } }, false),
  };
}

export type DemoClient = Awaited<ReturnType<typeof actingClient>>;
