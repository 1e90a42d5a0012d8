import type { Cast } from '../../api/model';
import { castRefOf } from '../../writes/castRef';
import type { ComposerTarget } from './composerModel';
import { targetOfPart } from './threadDraft';
import type { Draft, DraftPart } from './draftStore';

export interface PartPoster {
  /** Signs (or resends the part's saved message), sends, and reads back one part; throws what went wrong. */
  post(part: DraftPart, target: ComposerTarget): Promise<Cast>;
  /** The part is posted and read back: it leaves the draft, which now continues under it. */
  posted(part: DraftPart, cast: Cast): void;
  /** The part about to be posted, counting from 1 over this run. */
  progress?(part: number, of: number): void;
}

/**
 * Posts a draft's parts in order, each a reply to the one before (the first where `first` points, or
 * under what an earlier run posted). It stops at the first failure: what is posted has left the draft
 * by then, so running it again continues with the rest and never posts a part twice.
 */
export async function postThread(draft: Draft, first: ComposerTarget, poster: PartPoster): Promise<Cast[]> {
  const posted: Cast[] = [];
  for (const [index, part] of draft.parts.entries()) {
    poster.progress?.(index + 1, draft.parts.length);
    const previous = posted.at(-1);
    const cast = await poster.post(part, previous ? { parent: castRefOf(previous) } : targetOfPart(draft, 0, first));
    poster.posted(part, cast);
    posted.push(cast);
  }
  return posted;
}
