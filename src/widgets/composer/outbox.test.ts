import { describe, expect, it } from 'vitest';
import { GatewayError } from '../../api/errors';
import { memoryStorage } from '../../components/fixtures/memoryStorage';
import { testCast } from '../../queries/testModel';
import { draftOf, listDrafts, loadDraft, saveDraft, type Draft, type DraftPart, type Queued } from './draftStore';
import { addPart, changePart } from './threadDraft';
import { listOutbox, nextQueued, nextToSend, putInOutbox, retryQueued, sendOutbox, stopReason, waitingCount, type OutboxReport, type OutboxSender } from './outbox';

const OWNER = 'L1:7';
const parent = { fid: '3', hash: '0x00000000000000000000000000000000000000ab' };

/** A gateway stood in by a list: each part posted gets the next hash, and what it was asked is recorded. */
function fakeGateway(failWith: (part: DraftPart, sent: number) => unknown = () => null) {
  const sent: { text: string; target: unknown; resent: boolean }[] = [];
  const post: OutboxSender['post'] = async (part, target, { onSigned }) => {
    await Promise.resolve();
    const failure = failWith(part, sent.length);
    if (failure) throw failure;
    if (!part.submission) onSigned({ author: '7' as never, hash: `0x${part.text}`, body: {} } as never);
    sent.push({ text: part.text, target, resent: part.submission !== null });
    return testCast({ hash: `0x${(sent.length).toString(16).padStart(40, '0')}`, text: part.text });
  };
  return { sent, post };
}

function sender(storage: Storage, post: OutboxSender['post'], reports: OutboxReport[] = [], online = () => true): OutboxSender {
  return { storage, owner: OWNER, online, post, report: (r) => reports.push(r) };
}

const queued = (state: Queued['state']): Queued => ({ at: 1, target: {}, state });

describe('nextQueued', () => {
  it('goes waiting → sending → posted or failed, and back to waiting on a retry or a dropped connection', () => {
    expect(nextQueued(queued('waiting'), { type: 'send' }).state).toBe('sending');
    expect(nextQueued(queued('sending'), { type: 'send' }).state).toBe('sending');
    expect(nextQueued(queued('sending'), { type: 'fail', reason: 'No.' })).toEqual({ ...queued('failed'), reason: 'No.' });
    expect(nextQueued(queued('sending'), { type: 'wait' }).state).toBe('waiting');
    expect(nextQueued({ ...queued('failed'), reason: 'No.' }, { type: 'retry' })).toEqual(queued('waiting'));
  });

  it('ignores events that do not fit the state', () => {
    expect(nextQueued(queued('failed'), { type: 'send' }).state).toBe('failed');
    expect(nextQueued(queued('waiting'), { type: 'fail', reason: 'x' }).state).toBe('waiting');
    expect(nextQueued(queued('waiting'), { type: 'retry' }).state).toBe('waiting');
    expect(nextQueued(queued('failed'), { type: 'wait' }).state).toBe('failed');
  });
});

describe('the outbox in storage', () => {
  it('lists queued casts oldest first, apart from the drafts', () => {
    const storage = memoryStorage();
    putInOutbox(storage, OWNER, draftOf('second'), {}, 20);
    putInOutbox(storage, OWNER, draftOf('first'), { parent }, 10);
    saveDraft(storage, OWNER, 'new', { ...draftOf('a plain draft'), updatedAt: 30 });
    const outbox = listOutbox(storage, OWNER);
    expect(outbox.map(({ draft }) => draft.parts[0]!.text)).toEqual(['first', 'second']);
    expect(outbox[0]!.draft.queued).toEqual({ at: 10, target: { parent }, state: 'waiting' });
    expect(listDrafts(storage, OWNER).map(({ draft }) => draft.parts[0]!.text)).toEqual(['a plain draft']);
    expect(listOutbox(storage, 'L1:8')).toEqual([]);
  });

  it('skips refused casts when choosing the next one, and does not count them as waiting', () => {
    const storage = memoryStorage();
    const refused = putInOutbox(storage, OWNER, draftOf('refused'), {}, 1);
    putInOutbox(storage, OWNER, draftOf('next'), {}, 2);
    const raw = JSON.parse(storage.getItem(`castline.draft.${OWNER}.${refused}`)!) as Draft;
    storage.setItem(`castline.draft.${OWNER}.${refused}`, JSON.stringify({ ...raw, queued: { ...raw.queued, state: 'failed', reason: 'No.' } }));
    const outbox = listOutbox(storage, OWNER);
    expect(nextToSend(outbox)?.draft.parts[0]?.text).toBe('next');
    expect(waitingCount(outbox)).toBe(1);
    retryQueued(storage, OWNER, refused);
    expect(nextToSend(listOutbox(storage, OWNER))?.draft.parts[0]?.text).toBe('refused');
  });
});

describe('stopReason', () => {
  it('waits on a lost connection or an ended session, fails on a refusal', () => {
    expect(stopReason(new GatewayError('network', 'Failed to fetch'))).toBe('offline');
    expect(stopReason(new GatewayError('token-expired', 'expired'))).toBe('signed-out');
    expect(stopReason(new GatewayError('bad-request', 'too long'))).toBe('refused');
    expect(stopReason(new GatewayError('server', 'boom'))).toBe('refused');
  });
});

describe('sendOutbox', () => {
  it('sends every queued cast in order, to where each was written, and empties the outbox', async () => {
    const storage = memoryStorage();
    putInOutbox(storage, OWNER, draftOf('b'), {}, 2);
    putInOutbox(storage, OWNER, draftOf('a'), { parent }, 1);
    const gateway = fakeGateway();
    const reports: OutboxReport[] = [];
    await sendOutbox(sender(storage, gateway.post, reports));
    expect(gateway.sent).toEqual([
      { text: 'a', target: { parent }, resent: false },
      { text: 'b', target: {}, resent: false },
    ]);
    expect(reports.map((r) => `${r.state} ${r.draft.parts[0]!.text}`)).toEqual(['sending a', 'posted a', 'sending b', 'posted b']);
    expect(listOutbox(storage, OWNER)).toEqual([]);
  });

  it('posts each cast once when asked twice at the same time', async () => {
    const storage = memoryStorage();
    putInOutbox(storage, OWNER, draftOf('once'), {}, 1);
    const gateway = fakeGateway();
    await Promise.all([sendOutbox(sender(storage, gateway.post)), sendOutbox(sender(storage, gateway.post))]);
    await sendOutbox(sender(storage, gateway.post));
    expect(gateway.sent.map((s) => s.text)).toEqual(['once']);
  });

  it('sends a thread as replies in a chain', async () => {
    const storage = memoryStorage();
    let thread = addPart(draftOf('one'));
    thread = changePart(thread, thread.parts[1]!.id, (part) => ({ ...part, text: 'two' }));
    putInOutbox(storage, OWNER, thread, {}, 1);
    const gateway = fakeGateway();
    await sendOutbox(sender(storage, gateway.post));
    expect(gateway.sent.map((s) => [s.text, s.target])).toEqual([
      ['one', {}],
      ['two', { parent: { fid: '1', hash: '0x0000000000000000000000000000000000000001' } }],
    ]);
  });

  it('stops and keeps the cast waiting when the connection drops, then resends the message it signed', async () => {
    const storage = memoryStorage();
    putInOutbox(storage, OWNER, draftOf('a'), {}, 1);
    putInOutbox(storage, OWNER, draftOf('b'), {}, 2);
    let down = true;
    const gateway = fakeGateway((_part, sent) => (down && sent === 0 ? new GatewayError('network', 'Failed to fetch') : null));
    // Signed, then the connection dropped before the answer came.
    const post: OutboxSender['post'] = async (part, target, as) => {
      if (down) as.onSigned({ author: '7' as never, hash: '0xsigned', body: {} } as never);
      return gateway.post(part, target, as);
    };
    const reports: OutboxReport[] = [];
    await sendOutbox(sender(storage, post, reports));
    expect(reports.map((r) => r.state)).toEqual(['sending', 'waiting']);
    const waiting = listOutbox(storage, OWNER);
    expect(waiting.map(({ draft }) => [draft.parts[0]!.text, draft.queued!.state, draft.parts[0]!.submission?.hash])).toEqual([
      ['a', 'waiting', '0xsigned'],
      ['b', 'waiting', undefined],
    ]);
    down = false;
    await sendOutbox(sender(storage, post));
    expect(gateway.sent).toEqual([
      { text: 'a', target: {}, resent: true },
      { text: 'b', target: {}, resent: false },
    ]);
  });

  it('sends nothing while offline', async () => {
    const storage = memoryStorage();
    putInOutbox(storage, OWNER, draftOf('a'), {}, 1);
    const gateway = fakeGateway();
    await sendOutbox(sender(storage, gateway.post, [], () => false));
    expect(gateway.sent).toEqual([]);
    expect(listOutbox(storage, OWNER)[0]!.draft.queued!.state).toBe('waiting');
  });

  it('marks a refused cast failed with the reason and goes on with the next', async () => {
    const storage = memoryStorage();
    const refused = putInOutbox(storage, OWNER, draftOf('bad'), {}, 1);
    putInOutbox(storage, OWNER, draftOf('good'), {}, 2);
    const gateway = fakeGateway((part) => (part.text === 'bad' ? new GatewayError('bad-request', 'bad', { serverMessage: 'Text too long' }) : null));
    const reports: OutboxReport[] = [];
    await sendOutbox(sender(storage, gateway.post, reports));
    expect(gateway.sent.map((s) => s.text)).toEqual(['good']);
    const left = loadDraft(storage, OWNER, refused)!;
    expect(left.queued).toMatchObject({ state: 'failed', reason: 'The gateway rejected the request: Text too long.' });
    expect(reports.find((r) => r.state === 'failed')).toMatchObject({ context: refused });
  });

  it('leaves a cast deleted while it waited alone', async () => {
    const storage = memoryStorage();
    const context = putInOutbox(storage, OWNER, draftOf('gone'), {}, 1);
    storage.removeItem(`castline.draft.${OWNER}.${context}`);
    const gateway = fakeGateway();
    await sendOutbox(sender(storage, gateway.post));
    expect(gateway.sent).toEqual([]);
  });
});
