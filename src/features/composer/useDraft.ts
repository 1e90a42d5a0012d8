import { useCallback, useState } from 'react';
import { EMPTY_DRAFT, loadDraft, saveDraft, type Draft, type DraftContext } from './draftStore';

export interface DraftSeed {
  text: string;
  embeds: string[];
  channelKey?: string;
}

function initialDraft(context: DraftContext, seed: DraftSeed | undefined): Draft {
  const saved = loadDraft(localStorage, context);
  // What the person already typed wins over a prefilled link: nothing typed is ever replaced.
  if (saved) return saved;
  if (!seed) return EMPTY_DRAFT;
  return { ...EMPTY_DRAFT, text: seed.text, addedUrls: seed.embeds, channelKey: seed.channelKey ?? null };
}

/** The draft of one context, written to storage on every change. */
export function useDraft(context: DraftContext, seed?: DraftSeed) {
  const [draft, setDraft] = useState(() => initialDraft(context, seed));
  const update = useCallback(
    (change: (draft: Draft) => Draft) => {
      setDraft((current) => {
        const next = { ...change(current), updatedAt: Date.now() };
        saveDraft(localStorage, context, next);
        return next;
      });
    },
    [context],
  );
  return [draft, update] as const;
}
