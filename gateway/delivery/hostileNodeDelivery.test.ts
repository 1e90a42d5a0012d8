import type { ServerResponse } from 'node:http';
import { sql } from 'kysely';
import { mnemonicToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoIdentities } from '../seed/identities';
import { openDatabase, type Db } from '../store/database';
import { outboxStore } from '../store/outbox';
import { sendJson, startHostileNode, streamAnswer, type HostileNode } from '../testing/hostileNode';
import { DEMO_MNEMONIC } from '../testing/testIdentities';
import { signedMessageJson, signIn, startTestGateway, type TestGateway } from '../testing/testGateway';

const [alice] = demoIdentities as [(typeof demoIdentities)[0]];
const MB = 1_000_000;
const castAdd = (text: string) => ({ type: 1, fid: 1, castAddBody: { text, mentions: [], mentionsPositions: [], embeds: [], embedsDeprecated: [], type: 0 } });
const hashOf = (json: unknown) => `0x${Buffer.from((json as { hash: string }).hash, 'base64').toString('hex')}`;

/** A proxy's error page of about 2 MB: a title, a style, a script, and a long paragraph with control and direction characters. */
const ERROR_PAGE = {
  prefix: '<html><head><title>400 Bad Request</title><style>h1 { color: red }</style><script>alert("x")</script></head><body><h1>Bad\u202e Request</h1>\r\n<p>\u0007',
  suffix: '</p></body></html>',
};

describe('delivery to a node whose answers are too large', () => {
  let node: HostileNode;
  let gw: TestGateway;
  let db: Db;
  let token: string;
  /** How the node answers the next submit; and the bytes it wrote of each answer. */
  let answerSubmit: (res: ServerResponse) => Promise<number>;
  const written: Promise<number>[] = [];

  const post = async (text: string): Promise<string> => {
    const message = signedMessageJson(castAdd(text), alice.signerPrivateKey);
    const res = await gw.post('/farcaster/v2/message', { message }, token);
    expect(res.status, await res.clone().text()).toBe(200);
    return hashOf(message);
  };
  const delivery = async (hash: string) => ((await (await gw.get(`/castline/v1/deliveries/${hash}`, token)).json()) as { result: { state: string; reason?: string } }).result;
  const stored = async (hash: string) => (await outboxStore(db).status(hash))!;

  beforeAll(async () => {
    node = await startHostileNode((_req, res, url) => {
      if (url.pathname === '/v1/submitMessage') return void written.push(answerSubmit(res));
      if (url.pathname === '/v1/events') return sendJson(res, 200, { events: [] });
      sendJson(res, 400, { error: 'Failed to get cast', error_detail: 'status: NotFound, message: "cast not found", details: []' });
    });
    // A retry waits a minute, so each message is sent once while the test looks; a generous time limit,
    // so that only the size of an answer can end it.
    gw = await startTestGateway({ hub: { hubUrl: node.url, baseBackoffMs: 60_000, maxBackoffMs: 60_000, probeMaxMs: 100, requestTimeoutMs: 120_000 } });
    db = await openDatabase(gw.db);
    token = await signIn(gw, mnemonicToAccount(DEMO_MNEMONIC, { addressIndex: 0 }), { type: 'FID', signerPublicKey: alice.signerPublicKey });
  });
  afterAll(async () => {
    await db.close();
    await gw.dispose();
    await node.close();
  });

  it('keeps and serves a refusal given as a 2 MB HTML page as its words in plain text, at most 300 characters', async () => {
    answerSubmit = (res) => streamAnswer(res, { status: 400, contentType: 'text/html', bytes: 2 * MB, ...ERROR_PAGE });
    const hash = await post('refused with a page of HTML');
    await expect.poll(async () => (await delivery(hash)).state, { timeout: 15_000 }).toBe('refused');
    const { reason } = await delivery(hash);
    expect(reason).toMatch(/^400 Bad Request Bad Request x+…$/);
    expect(Array.from(reason!)).toHaveLength(300);
    expect((await stored(hash)).reason).toBe(reason);
  });

  it('serves a reason an older gateway stored whole as plain text of at most 300 characters', async () => {
    answerSubmit = (res) => streamAnswer(res, { status: 400, contentType: 'text/plain', bytes: 100, prefix: 'no' });
    const hash = await post('refused, its reason then stored whole');
    await expect.poll(async () => (await delivery(hash)).state, { timeout: 15_000 }).toBe('refused');
    const page = `${ERROR_PAGE.prefix}${'y'.repeat(2 * MB)}${ERROR_PAGE.suffix}`;
    await db.bookkeep(sql`UPDATE outbox SET reason = ${page} WHERE hash = ${hash}`);
    expect((await delivery(hash)).reason).toBe(`400 Bad Request Bad Request ${'y'.repeat(271)}…`);
  });

  it('stops reading a 120 MB answer to a submission past 4 MiB, and keeps the message waiting to be sent again', async () => {
    const sent = written.length;
    answerSubmit = (res) => streamAnswer(res, { status: 200, contentType: 'application/json', bytes: 120 * MB, prefix: '{"pad":"', suffix: '"}', chunked: true });
    const hash = await post('answered with 120 MB');
    await expect.poll(() => written.length, { timeout: 15_000 }).toBe(sent + 1);
    expect(await written[sent]).toBeLessThan(32 * MB);
    await expect.poll(async () => (await stored(hash)).reason, { timeout: 15_000 }).toBe('the node answered with more than 4 MiB');
    expect((await stored(hash)).state).toBe('waiting');
    expect(node.requests.filter((r) => r.startsWith('GET /v1/castById'))).toEqual([]);
  });
});
