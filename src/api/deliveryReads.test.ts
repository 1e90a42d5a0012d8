import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoClient, type DemoClient } from '../../gateway/testing/demoClient';
import { startStandInNode, type StandInNode } from '../../gateway/standIns/snapchain/standInNode';
import { startTestGateway, type TestGateway } from '../../gateway/testing/testGateway';
import { createGateway, type GatewayClient } from './createGateway';
import { castHashOf } from './ids';

/** The delivery read against the real local gateway delivering to a stand-in node, in both response families. */
for (const compat of ['spec', 'farquest'] as const) {
  describe(`delivery read, ${compat} family`, () => {
    let node: StandInNode;
    let gw: TestGateway;
    let bare: TestGateway;
    let carol: DemoClient;
    let client: GatewayClient;
    beforeAll(async () => {
      node = await startStandInNode({ mergeDelayMs: 50 });
      gw = await startTestGateway({ compat, hub: { hubUrl: node.url, baseBackoffMs: 50, maxBackoffMs: 200 } });
      bare = await startTestGateway({ compat });
      carol = await demoClient(gw.url, gw.apiKey, 3);
      client = createGateway({ baseUrl: gw.url, apiKey: gw.apiKey }, { getToken: () => carol.token });
    });
    afterAll(async () => {
      await Promise.all([gw.dispose(), bare.dispose()]);
      await node.close();
    });

    it('reads waiting, then delivered, for one\'s own cast', async () => {
      node.setUnavailable(true);
      const hash = castHashOf(await carol.cast('on its way'));
      expect(await client.delivery(hash)).toMatchObject({ state: 'waiting', reason: null });
      node.setUnavailable(false);
      await expect.poll(async () => (await client.delivery(hash))?.state, { timeout: 5000 }).toBe('delivered');
    });

    it('reads a refusal with the node\'s words', async () => {
      node.refuse((message) => message.data?.castAddBody?.text === 'refuse this', 'not on this network');
      const hash = castHashOf(await carol.cast('refuse this'));
      await expect.poll(() => client.delivery(hash), { timeout: 5000 }).toMatchObject({ state: 'refused', reason: 'not on this network' });
    });

    it('is null for another author\'s cast and on a gateway that sends to no node', async () => {
      const erin = await demoClient(gw.url, gw.apiKey, 5);
      expect(await client.delivery(castHashOf(await erin.cast('erin\'s')))).toBeNull();
      const dave = await demoClient(bare.url, bare.apiKey, 4);
      const bareClient = createGateway({ baseUrl: bare.url, apiKey: bare.apiKey }, { getToken: () => dave.token });
      expect(await bareClient.delivery(castHashOf(await dave.cast('kept here')))).toBeNull();
    });
  });
}
