import { useCallback, useState } from 'react';
import { localOwnerOf } from '../../auth/lastAccount';
import { useSession } from '../../services/useSession';
import { putInOutbox } from './outbox';
import { announceOutboxChange } from './outboxSignal';
import { deleteDraft, draftOf, EMPTY_DRAFT, isBlankDraft, loadDraft, newDraftContext, saveDraft, type Draft, type DraftContext, type DraftOwner, type QueuedTarget } from './draftStore';

export interface DraftSeed {
  text: string;
  embeds: string[];
  channelKey?: string;
}

function initialDraft(owner: DraftOwner, context: DraftContext, seed: DraftSeed | undefined): Draft {
  const saved = loadDraft(localStorage, owner, context);
  // What the person already typed wins over a prefilled link: nothing typed is ever replaced.
  if (saved) return saved;
  if (!seed) return EMPTY_DRAFT;
  return { ...draftOf(seed.text, { addedUrls: seed.embeds }), channelKey: seed.channelKey ?? null };
}

/**
 * Another account became the current one: its own draft replaces the one on screen, except that
 * what was typed while signed out goes with the person into the account they sign in to.
 */
function draftAfterSwitch(held: { owner: DraftOwner; draft: Draft }, owner: DraftOwner, context: DraftContext, seed: DraftSeed | undefined): Draft {
  const own = loadDraft(localStorage, owner, context);
  if (own || held.owner !== 'signed-out' || isBlankDraft(held.draft)) return own ?? initialDraft(owner, context, seed);
  deleteDraft(localStorage, held.owner, context);
  saveDraft(localStorage, owner, context, held.draft);
  return held.draft;
}

/** The draft of one context for the current account, written to storage on every change. */
export function useDraft(context: DraftContext, seed?: DraftSeed) {
  const owner = localOwnerOf(useSession(), localStorage);
  const [held, setHeld] = useState(() => ({ owner, draft: initialDraft(owner, context, seed) }));
  const current = held.owner === owner ? held : { owner, draft: draftAfterSwitch(held, owner, context, seed) };
  if (current !== held) setHeld(current);
  const update = useCallback(
    (change: (draft: Draft) => Draft) => {
      setHeld((now) => {
        const next = { ...change(now.draft), updatedAt: Date.now() };
        saveDraft(localStorage, now.owner, context, next);
        return { owner: now.owner, draft: next };
      });
    },
    [context],
  );
  /** A post changed `writer`'s saved draft of this context: it is shown while their drafts are the ones shown. */
  const show = useCallback((writer: DraftOwner, draft: Draft) => setHeld((now) => (now.owner === writer ? { owner: writer, draft } : now)), []);
  const discard = useCallback(() => deleteDraft(localStorage, current.owner, context), [current.owner, context]);
  /** Keeps what is written as a draft of its own (listed in Drafts) and empties this context's. */
  const keepAside = useCallback(
    (change: (draft: Draft) => Draft) => {
      saveDraft(localStorage, current.owner, newDraftContext(Date.now()), { ...change(current.draft), updatedAt: Date.now() });
      update((d) => ({ ...EMPTY_DRAFT, channelKey: d.channelKey }));
    },
    [current, update],
  );
  /**
   * Puts `writer`'s draft of this context in their outbox, to be signed and sent once the connection returns,
   * and empties it (its channel kept). It takes the draft as last saved (`draft`, the one posted, while
   * nothing of it is saved), not as this render saw it: after a post that stopped midway, the parts already
   * posted have left it and the signed ones carry their messages, and it is the writer's own, whichever
   * account is current by then.
   */
  const sendLater = useCallback(
    (writer: DraftOwner, draft: Draft, target: QueuedTarget) => {
      const saved = loadDraft(localStorage, writer, context) ?? draft;
      putInOutbox(localStorage, writer, saved, target, Date.now());
      deleteDraft(localStorage, writer, context);
      show(writer, { ...EMPTY_DRAFT, channelKey: saved.channelKey });
      announceOutboxChange();
    },
    [context, show],
  );
  return { owner: current.owner, draft: current.draft, update, show, discard, keepAside, sendLater };
}
