import 'fake-indexeddb/auto';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, startTestGateway, type TestGateway } from '../../gateway/testing/testGateway';
import { createGateway } from '../api/createGateway';
import { castHashOf, fidOf } from '../api/ids';
import { createSessionStore } from '../auth/sessionStore';
import { FARCASTER_EPOCH_MS } from '../farcaster/message';
import { signAndSchedule, type SignedMessage } from './signAndSubmit';

let gateway: TestGateway;
const account = privateKeyToAccount(generatePrivateKey());
const author = fidOf(account.address);
let token: string;

beforeAll(async () => {
  gateway = await startTestGateway({ seed: 'none' });
  token = await signIn(gateway, account, { type: 'SIGNATURE' });
});
afterAll(() => gateway.dispose());

function signedIn() {
  const session = createSessionStore();
  session.dispatch({ type: 'signed-in', token, identity: { layer: 'L2', fid: author }, expiresAt: null });
  return { session, gateway: createGateway({ baseUrl: gateway.url, apiKey: gateway.apiKey }, { getToken: session.getToken, timeoutMs: 3000 }) };
}

describe('signAndSchedule against a real gateway', () => {
  it('signs the cast dated at its chosen time, not when it is signed, and the gateway keeps it until then', async () => {
    const { session, gateway: api } = signedIn();
    // Three hours on, on a whole second: a Farcaster timestamp counts seconds.
    const at = (Math.ceil(Date.now() / 1000) + 3 * 3600) * 1000;
    let signed: SignedMessage | null = null;
    const result = await signAndSchedule(
      { action: { kind: 'cast', draft: { text: 'in three hours', mentions: [], mentionsPositions: [], embeds: [] } }, at, onSigned: (s) => (signed = s) },
      { gateway: api, session, wait: async () => {} },
    );
    const message = signed!.body.message as { data: { timestamp: number } };
    expect(FARCASTER_EPOCH_MS + message.data.timestamp * 1000).toBe(at);
    expect(result).toEqual({ scheduled: { hash: castHashOf(signed!.hash), text: 'in three hours', publishAt: at, failure: null, retry: null } });
    expect(await api.scheduledCasts()).toEqual([expect.objectContaining({ hash: castHashOf(signed!.hash), publishAt: at })]);
  });
});
