import type { CastAction, SignedWrite, WriteResult } from '../../writes/signAndSubmit';
import type { CastLimits } from '../../farcaster/validateCast';
import { checkComposer, type ComposerTarget } from './composerModel';
import type { DraftPart } from './draftStore';

type Publish = (write: SignedWrite<CastAction>) => Promise<WriteResult<CastAction>>;

/**
 * One part of a draft through the one publish path: checked where it goes, signed (or its saved message
 * resent), sent and read back. The composer and the outbox both post with it, naming the account that
 * wrote the part (`owner`), the only one it is signed and sent as.
 */
export async function publishPart(publish: Publish, limits: CastLimits, part: DraftPart, target: ComposerTarget, hooks: Pick<SignedWrite<CastAction>, 'owner' | 'onSigned' | 'onPhase'>) {
  const { cast } = await publish({ action: { kind: 'cast', draft: checkComposer(part, target, limits).castDraft, limits }, signed: part.submission, ...hooks });
  return cast;
}
