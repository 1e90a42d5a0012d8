import { describeError, GatewayError } from '../../api/errors';
import type { Gateway } from '../../api/gateway';
import type { Cast } from '../../api/model';
import { withFreshSession } from '../../auth/signIn';
import type { SessionStore } from '../../auth/sessionStore';
import { MessageInputError, type MessageSubmission } from '../../farcaster/submission';
import { SignerUnavailableError } from '../signer/signerAccess';
import type { BusyPhase } from './publishState';

export interface PublishDeps {
  gateway: Pick<Gateway, 'submitMessage' | 'cast'>;
  session: SessionStore;
  onPhase(phase: BusyPhase): void;
  wait?(ms: number): Promise<void>;
}

/** Pauses before each read-back: the gateway may need a moment before a new cast can be read. */
export const CONFIRM_DELAYS_MS = [0, 250, 500, 1000, 2000];

export class NotConfirmedError extends Error {
  constructor() {
    super('The gateway accepted the cast but it could not be read back yet. Retry to check again; it will not be posted twice.');
    this.name = 'NotConfirmedError';
  }
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** The gateway refused a message it already has: an earlier attempt went through. */
function alreadySubmitted(error: unknown): boolean {
  return error instanceof GatewayError && error.kind === 'bad-request' && (error.status === 409 || /already/i.test(error.serverMessage ?? ''));
}

/**
 * Sends a built message and reads the cast back. An expired session waits for the person to
 * sign in again and then carries on; a retry of the same submission cannot post twice, because
 * the message (and so its hash) is the same.
 */
export async function sendAndConfirm(submission: MessageSubmission, deps: PublishDeps): Promise<Cast> {
  const wait = deps.wait ?? sleep;
  deps.onPhase('sending');
  try {
    await withFreshSession(deps.session, () => deps.gateway.submitMessage(submission.body));
  } catch (error) {
    if (!alreadySubmitted(error)) throw error;
  }
  deps.onPhase('confirming');
  for (const delay of CONFIRM_DELAYS_MS) {
    if (delay > 0) await wait(delay);
    const cast = await deps.gateway.cast(submission.hash);
    if (cast) return cast;
  }
  throw new NotConfirmedError();
}

/** Why a post failed, in words for the person writing. */
export function describePublishError(error: unknown): string {
  if (error instanceof MessageInputError) return error.problems.length > 0 ? error.problems.map((p) => p.message).join(' ') : error.message;
  if (error instanceof SignerUnavailableError || error instanceof NotConfirmedError) return error.message;
  if (error instanceof GatewayError) return describeError(error);
  if (error instanceof Error && error.name === 'SignerKeyError') return error.message;
  return 'Something went wrong. Try again.';
}
