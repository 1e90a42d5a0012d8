import type { Cast } from '../../api/model';
import { castRefOf } from '../../writes/castRef';
import type { ComposerTarget } from './composerModel';
import { deleteDraft, EMPTY_DRAFT, loadDraft, saveDraft, type Draft, type DraftContext, type DraftOwner } from './draftStore';
import type { OutboxSender } from './outbox';
import { postThread, type PartPoster } from './postThread';
import { partPosted, signedPart } from './threadDraft';

export interface DraftPost extends Pick<PartPoster, 'progress'> {
  storage: Storage;
  /** The account the draft belongs to, fixed when Post is pressed: every part is signed and sent as it alone. */
  writer: DraftOwner;
  context: DraftContext;
  /** The publish path of one part, the outbox's own: as `as.owner` alone, else a `not-signed-in` error, unsent. */
  post: OutboxSender['post'];
  /** The writer's draft as now saved: a part signed or posted, or emptied (its channel kept) once all are posted. */
  changed(draft: Draft): void;
}

/**
 * Posts the writer's draft of a context from the composer, each part a reply to the one before. Each part
 * is signed and sent as the writer or not at all: a switch to another account midway stops the post with
 * a `not-signed-in` error before the next part is signed. Each step (a message signed, a part posted) is
 * kept in the writer's own saved draft, whichever account is current meanwhile, so what a stop leaves is
 * theirs, to be posted, or queued in their outbox, from where it stopped. `draft` is the one pressed;
 * it is the base while nothing of it is saved yet (a prefilled draft not edited).
 */
export async function postDraft(draft: Draft, first: ComposerTarget, { storage, writer, context, post, progress, changed }: DraftPost): Promise<Cast[]> {
  const change = (step: (saved: Draft) => Draft) => {
    const next = { ...step(loadDraft(storage, writer, context) ?? draft), updatedAt: Date.now() };
    saveDraft(storage, writer, context, next);
    changed(next);
  };
  const posted = await postThread(draft, first, {
    post: (part, target) => post(part, target, { owner: writer, onSigned: (signed) => change((saved) => signedPart(saved, part.id, signed)) }),
    posted: (part, cast) => change((saved) => partPosted(saved, part.id, castRefOf(cast))),
    progress,
  });
  deleteDraft(storage, writer, context);
  changed({ ...EMPTY_DRAFT, channelKey: draft.channelKey });
  return posted;
}
