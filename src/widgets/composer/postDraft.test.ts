import 'fake-indexeddb/auto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { fidOf } from '../../api/ids';
import { createSessionStore } from '../../auth/sessionStore';
import { memoryStorage } from '../../components/fixtures/memoryStorage';
import { describeError } from '../../errors/describeError';
import { toAppError } from '../../errors/appError';
import { castRefOf } from '../../writes/castRef';
import { draftOf, loadDraft, saveDraft, type Draft } from './draftStore';
import { startTwoAccounts, type TwoAccounts } from './fixtures/twoAccounts';
import { postDraft } from './postDraft';
import { addPart, changePart } from './threadDraft';

// The composer's post of a thread through the real publish path (publishPart, signAndSubmit) to a real
// gateway, with two accounts signed in in one browser and the person switching between them midway.

let accounts: TwoAccounts;
beforeAll(async () => {
  accounts = await startTwoAccounts();
});
afterAll(() => accounts.gateway.dispose());

it('posts no part as another account: a switch midway stops the thread, the rest stays the writer’s draft and goes on as them', async () => {
  const { writer, switchedTo, castsBy } = accounts;
  const storage = memoryStorage();
  const session = createSessionStore();
  accounts.makeCurrent(session, writer);
  const owner = accounts.ownerOf(writer);
  let thread = draftOf('one');
  for (const text of ['two', 'three']) {
    thread = addPart(thread);
    thread = changePart(thread, thread.parts.at(-1)!.id, (part) => ({ ...part, text }));
  }
  saveDraft(storage, owner, 'new', thread);
  const theirs = draftOf('what the other account was writing here');
  saveDraft(storage, accounts.ownerOf(switchedTo), 'new', theirs);
  const shown: Draft[] = [];
  // The person switches to the other account as soon as the gateway has taken the first part.
  const posting = { storage, writer: owner, context: 'new', post: accounts.postSwitching(session), changed: (draft: Draft) => void shown.push(draft) } as const;

  const stop = await postDraft(thread, {}, posting).then(
    () => null,
    (error: unknown) => error,
  );
  expect(await castsBy(switchedTo)).toEqual([]);
  expect(toAppError(stop).kind).toBe('not-signed-in');
  expect(describeError(stop)).toBe('You switched to another account before it was sent. Switch back to the account that wrote it to send it; nothing you wrote is lost.');
  const [one, ...more] = await castsBy(writer);
  expect([one!.text, more]).toEqual(['one', []]);
  const left = loadDraft(storage, owner, 'new')!;
  expect(left.parts.map((part) => [part.text, part.submission])).toEqual([
    ['two', null],
    ['three', null],
  ]);
  expect(left.postedUpTo).toEqual(castRefOf(one!));
  expect(shown.at(-1)).toEqual(left);
  expect(loadDraft(storage, accounts.ownerOf(switchedTo), 'new')).toEqual(theirs);

  accounts.makeCurrent(session, writer);
  await postDraft(left, {}, posting);
  expect(loadDraft(storage, owner, 'new')).toBeNull();
  expect(await castsBy(switchedTo)).toEqual([]);
  const inThread = (await accounts.reader.castsInThread(one!.hash)).items;
  const byWriter = fidOf(writer.address);
  const two = inThread.find((cast) => cast.text === 'two');
  expect(inThread.map((cast) => [cast.text, cast.author.fid, cast.parentHash])).toEqual([
    ['one', byWriter, null],
    ['two', byWriter, one!.hash],
    ['three', byWriter, two?.hash],
  ]);
});
