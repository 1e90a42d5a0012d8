import 'fake-indexeddb/auto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { fidOf } from '../../api/ids';
import { memoryStorage } from '../../components/fixtures/memoryStorage';
import { createSessionStore } from '../../auth/sessionStore';
import { draftOf } from './draftStore';
import { startTwoAccounts, type TwoAccounts } from './fixtures/twoAccounts';
import { listOutbox, putInOutbox, sendOutbox, type OutboxSender } from './outbox';
import { addPart, changePart } from './threadDraft';

// The outbox through the real publish path (publishPart, signAndSubmit) to a real gateway, with two
// accounts signed in in one browser and the person switching between them while it sends.

let accounts: TwoAccounts;
beforeAll(async () => {
  accounts = await startTwoAccounts();
});
afterAll(() => accounts.gateway.dispose());

it('sends nothing as another account: after a switch midway the rest waits, then goes as its writer once they are current again', async () => {
  const { writer, switchedTo, castsBy } = accounts;
  const storage = memoryStorage();
  const session = createSessionStore();
  accounts.makeCurrent(session, writer);
  const owner = accounts.ownerOf(writer);
  let thread = addPart(draftOf('one'));
  thread = changePart(thread, thread.parts[1]!.id, (part) => ({ ...part, text: 'two' }));
  putInOutbox(storage, owner, thread, {}, 1);
  putInOutbox(storage, owner, draftOf('three'), {}, 2);

  // The person switches to the other account as soon as the gateway has taken the first part.
  const sender: OutboxSender = { storage, owner, online: () => true, post: accounts.postSwitching(session) };

  await sendOutbox(sender);
  expect(await castsBy(switchedTo)).toEqual([]);
  expect((await castsBy(writer)).map((cast) => cast.text)).toEqual(['one']);
  const waiting = listOutbox(storage, owner).map(({ draft }) => [draft.parts.map((part) => part.text), draft.queued!.state, draft.parts[0]!.submission]);
  expect(waiting).toEqual([
    [['two'], 'waiting', null],
    [['three'], 'waiting', null],
  ]);

  accounts.makeCurrent(session, writer);
  await sendOutbox(sender);
  expect(listOutbox(storage, owner)).toEqual([]);
  expect(await castsBy(switchedTo)).toEqual([]);
  const posted = await castsBy(writer);
  // The author's list holds each of their casts once, a reply to their own among them.
  expect(new Set(posted.map((cast) => cast.text))).toEqual(new Set(['one', 'two', 'three']));
  const one = posted.find((cast) => cast.text === 'one')!;
  const inThread = (await accounts.reader.castsInThread(one.hash)).items.map((cast) => [cast.text, cast.author.fid, cast.parentHash]);
  expect(inThread).toEqual([
    ['one', fidOf(writer.address), null],
    ['two', fidOf(writer.address), one.hash],
  ]);
});
