import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestGateway, type TestGateway } from '../../gateway/testing/testGateway';
import { gatewayReach, probeGateway } from './reachability';

/** The probe against the real local gateway in both response families: answered 200, so it logs nothing in a browser. */
for (const compat of ['spec', 'farquest'] as const) {
  describe(`the gateway's reach, ${compat} family`, () => {
    let gw: TestGateway;
    beforeAll(async () => {
      gw = await startTestGateway({ compat });
    });
    afterAll(() => gw.dispose());

    it('is probed with a request the gateway answers 200 without a token, and a closed port is unreachable', async () => {
      const sent = vi.spyOn(globalThis, 'fetch');
      try {
        expect(await probeGateway({ url: gw.url, apiKey: gw.apiKey })).toBe(true);
        expect(gatewayReach()).toBe('reachable');
        const answer = (await sent.mock.results[0]!.value) as Response;
        expect(answer.status).toBe(200);
        expect(sent.mock.calls[0]![1]).toMatchObject({ method: 'HEAD' });
      } finally {
        sent.mockRestore();
      }
      expect(await probeGateway({ url: 'http://127.0.0.1:9', apiKey: gw.apiKey }, 1000)).toBe(false);
      expect(gatewayReach()).toBe('unreachable');
    });
  });
}
