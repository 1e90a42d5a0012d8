import type { HDAccount } from 'viem/accounts';
import { createSiweMessage } from 'viem/siwe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { devAccount } from '../chain/devAccounts';
import { startStandInNode, type StandInNode } from '../standIns/snapchain/standInNode';
import { startTestGateway, type TestGateway } from '../testing/testGateway';
import { FARCASTER_SIGN_IN_PATH } from './farcasterSignInRoutes';

// Sign in with Farcaster with no chain but a Farcaster node (--hub-url): FID 5300 exists only on the
// stand-in node (the demo holds FIDs 1–240), which answers who holds it and which auth addresses it has.

const DOMAIN = 'castline.test';
const custody = devAccount(17);
const authAddress = devAccount(18);
let node: StandInNode;
let gateway: TestGateway;

beforeAll(async () => {
  node = await startStandInNode();
  node.registerFid(5300, custody.address);
  node.setAuthAddress(5300, authAddress.address, true);
  gateway = await startTestGateway({ hub: { hubUrl: node.url }, siwfDomains: [DOMAIN] });
});

afterAll(async () => {
  await gateway?.dispose();
  await node?.close();
});

async function signIn(signer: HDAccount, fid: number) {
  const { nonce } = (await (await gateway.post(`${FARCASTER_SIGN_IN_PATH}/nonce`, {})).json()) as { nonce: string };
  const message = createSiweMessage({
    domain: DOMAIN, address: signer.address, statement: 'Farcaster Auth', uri: `https://${DOMAIN}/`, version: '1', chainId: 10, nonce, issuedAt: new Date(), resources: [`farcaster://fid/${fid}`],
  });
  const res = await gateway.post(FARCASTER_SIGN_IN_PATH, { message, signature: await signer.signMessage({ message }) });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

describe('Sign in with Farcaster through a Farcaster node', () => {
  it('signs in an auth address of an FID only the node knows, then its custody, as that FID', async () => {
    // The auth address comes first, so the account is made with the custody the node names.
    const first = await signIn(authAddress, 5300);
    expect(first).toMatchObject({ status: 200, body: { fid: 5300, authMethod: 'authAddress' } });
    expect(node.reads).toContain(`/v1/fidAddressType?fid=5300&address=${authAddress.address.toLowerCase()}`);
    expect(node.reads).toContain('/v1/onChainEventsByFid?fid=5300&event_type=EVENT_TYPE_ID_REGISTER');
    // The account answers with the profile the node holds, and the custody it names.
    const user = (await (await gateway.get('/farcaster/v2/user?fid=5300')).json()) as { result: { user: { username: string; custodyAddress: string } } };
    expect(user.result.user).toMatchObject({ username: first.body.username, custodyAddress: custody.address });
    expect(await signIn(custody, 5300)).toMatchObject({ status: 200, body: { fid: 5300, authMethod: 'custody' } });
  });

  it('refuses an auth address the node no longer holds, and an address it knows nothing of', async () => {
    node.setAuthAddress(5300, authAddress.address, false);
    const removed = await signIn(authAddress, 5300);
    expect(removed).toMatchObject({ status: 401, body: { error: expect.stringContaining('has no Farcaster account and is not an auth address of FID 5300') } });
    expect((await signIn(devAccount(19), 5300)).status).toBe(401);
  });
});
