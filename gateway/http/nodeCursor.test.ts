import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendJson, startHostileNode, type HostileNode } from '../testing/hostileNode';
import { startTestGateway, type TestGateway } from '../testing/testGateway';

const FID = 5400;
const CAST_HASH = `0x${'ab'.repeat(20)}`;
/** The one page token the node ever answers: it leads back to the page that gave it. */
const STUCK_TOKEN = 'c3R1Y2s=';

describe('the gateway\'s next cursor over a node\'s page tokens', () => {
  let node: HostileNode;
  let gw: TestGateway;
  beforeAll(async () => {
    node = await startHostileNode((_req, res, url) => {
      if (url.pathname === '/v1/events') return sendJson(res, 200, { events: [] });
      if (url.pathname === '/v1/info') return sendJson(res, 200, { shardInfos: [] });
      const cast = { data: { type: 'MESSAGE_TYPE_CAST_ADD', fid: FID, timestamp: 1000, castAddBody: { text: 'Again', embeds: [], mentions: [], mentionsPositions: [] } }, hash: CAST_HASH };
      const paged = url.searchParams.has('reverse');
      sendJson(res, 200, {
        messages: url.pathname === '/v1/castsByFid' ? [cast] : [],
        nextPageToken: paged ? STUCK_TOKEN : '',
      });
    });
    gw = await startTestGateway({ hub: { hubUrl: node.url } });
  });
  afterAll(async () => {
    await gw.dispose();
    await node.close();
  });

  it('ends a list when the node answers the very token it was asked with', async () => {
    for (const path of [`/farcaster/v2/casts?fid=${FID}`, `/farcaster/v2/following?fid=${FID}`, `/farcaster/v2/followers?fid=${FID}`, `/farcaster/v2/cast-likes?castHash=${CAST_HASH}`]) {
      const first = (await (await gw.get(`${path}&limit=1`)).json()) as { next: string | null };
      expect(first.next, path).toEqual(expect.any(String));
      const res = await gw.get(`${path}&limit=1&cursor=${first.next}`);
      expect(res.status, path).toBe(200);
      expect(((await res.json()) as { next: string | null }).next, path).toBeNull();
    }
    expect(node.requests.filter((r) => r.includes(`pageToken=${encodeURIComponent(STUCK_TOKEN)}`))).toHaveLength(4);
  });
});
