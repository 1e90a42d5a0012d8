import { ed25519 } from '@noble/curves/ed25519.js';
import { privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStandInNode, type StandInNode } from '../../../../gateway/standIns/snapchain/standInNode';
import { startTestGateway, type TestGateway } from '../../../../gateway/testing/testGateway';
import { gaslessSignerCalls } from '../../../api/gaslessSigners';
import { toHex } from '../../../farcaster/hex';
import { gaslessFailureText } from './fidText';
import { addSignerWithoutGas, type CustodyWallet, type GaslessProgress } from './gaslessSigner';

// The whole gasless path short of the browser: a custody wallet (a viem account), the gateway's signers
// route, and the stand-in Snapchain node, which checks the KEY_ADD as Snapchain does.

const custodyKey = (fid: number) => `0x${fid.toString(16).padStart(64, '0')}` as const;

function wallet(fid: number, chainId = 10, refuse = false): CustodyWallet & { chain: () => number } {
  const account = privateKeyToAccount(custodyKey(fid));
  let chain = chainId;
  return {
    address: account.address,
    chain: () => chain,
    chainId: () => chain,
    switchChain: async (id) => void (chain = id),
    signTypedData: async (typed) => {
      if (refuse) throw Object.assign(new Error('User rejected the request.'), { code: 4001 });
      return account.signTypedData(typed);
    },
  };
}

function newKey() {
  const seed = ed25519.utils.randomSecretKey();
  return { publicKey: ed25519.getPublicKey(seed), sign: async (bytes: Uint8Array) => ed25519.sign(bytes, seed) };
}

describe('adding a signer without gas', () => {
  let node: StandInNode;
  let gateway: TestGateway;
  beforeAll(async () => {
    node = await startStandInNode({ mergeDelayMs: 20 });
    for (const fid of [6001, 6002, 6003, 6004, 6005]) node.registerFid(fid, privateKeyToAccount(custodyKey(fid)).address);
    gateway = await startTestGateway({ hub: { hubUrl: node.url } });
  });
  afterAll(async () => {
    await gateway?.dispose();
    await node?.close();
  });

  const calls = () => gaslessSignerCalls({ baseUrl: gateway.url, apiKey: gateway.apiKey });

  it('moves the wallet to the chain the signatures name, has it sign twice, and resolves once the node lists the key', async () => {
    const custody = wallet(6001);
    const key = newKey();
    const steps: GaslessProgress['step'][] = [];
    await addSignerWithoutGas(calls(), { custody, fid: 6001, key }, (progress) => steps.push(progress.step));
    expect(steps).toEqual(['switching-chain', 'signing-request', 'signing-key-add', 'sending', 'confirming']);
    expect(custody.chain()).toBe(1);
    expect(await calls().signers(6001)).toEqual({ currentNonce: 1, keys: [toHex(key.publicKey)] });

    // A wallet on the chain already is not asked to switch.
    const steps2: GaslessProgress['step'][] = [];
    await addSignerWithoutGas(calls(), { custody: wallet(6002, 1), fid: 6002, key: newKey() }, (progress) => steps2.push(progress.step));
    expect(steps2[0]).toBe('signing-request');
  });

  it('says the node’s refusal in its words, a declined signature, and a node out of reach', async () => {
    node.refuse((message) => message.data?.fid === 6003, 'no keys for this account today');
    const refused = await addSignerWithoutGas(calls(), { custody: wallet(6003, 1), fid: 6003, key: newKey() }, () => {}).catch((e: unknown) => e);
    expect(gaslessFailureText(refused)).toBe('The Farcaster node refused the key: no keys for this account today');

    const submits = node.submits.length;
    const declined = await addSignerWithoutGas(calls(), { custody: wallet(6004, 1, true), fid: 6004, key: newKey() }, () => {}).catch((e: unknown) => e);
    expect(gaslessFailureText(declined)).toMatch(/^You declined the signature in your wallet/);
    expect(node.submits.length).toBe(submits);

    node.setUnavailable(true);
    try {
      const unreachable = await addSignerWithoutGas(calls(), { custody: wallet(6004, 1), fid: 6004, key: newKey() }, () => {}).catch((e: unknown) => e);
      expect(gaslessFailureText(unreachable)).toMatch(/^Can't reach the Farcaster node this gateway sends to\. Try again in a moment\. \(The Farcaster node could not list the signers of FID 6004: it answered 503\)$/);
    } finally {
      node.setUnavailable(false);
    }
  });

  it('gives up in words when the node never lists the key, and on a gateway with no node', async () => {
    node.setMergeDelay(60_000);
    let clock = Date.now();
    const late = await addSignerWithoutGas(calls(), { custody: wallet(6005, 1), fid: 6005, key: newKey() }, () => {}, {
      now: () => clock,
      sleep: async (ms) => void (clock += ms),
    }).catch((e: unknown) => e);
    node.setMergeDelay(20);
    expect(gaslessFailureText(late)).toBe('The Farcaster node took the key but has not listed it yet. Try signing in with it in a minute.');

    const alone = await startTestGateway();
    try {
      const none = gaslessSignerCalls({ baseUrl: alone.url, apiKey: alone.apiKey });
      expect(await none.signers(6005)).toBeNull();
      const error = await addSignerWithoutGas(none, { custody: wallet(6005, 1), fid: 6005, key: newKey() }, () => {}).catch((e: unknown) => e);
      expect(gaslessFailureText(error)).toMatch(/^This gateway sends nothing to a Farcaster node/);
    } finally {
      await alone.dispose();
    }
  });
});
