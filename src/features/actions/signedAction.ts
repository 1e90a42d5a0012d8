import { describeError, GatewayError } from '../../api/errors';
import type { Gateway } from '../../api/gateway';
import { withFreshSession } from '../../auth/signIn';
import type { SessionStore } from '../../auth/sessionStore';
import { buildSubmission, MessageInputError, type SubmissionAction } from '../../farcaster/submission';
import { currentAuthor } from '../signer/currentAuthor';
import { signerFor, SignerUnavailableError } from '../signer/signerAccess';

export class NotSignedInError extends Error {
  constructor() {
    super('Sign in to do this.');
    this.name = 'NotSignedInError';
  }
}

/**
 * Signs one message (like, recast, follow, delete) and sends it. Loaded on demand, so signing
 * code stays out of the first download. An expired session waits for a fresh sign-in.
 */
export async function submitAction(action: SubmissionAction, deps: { gateway: Pick<Gateway, 'submitMessage'>; session: SessionStore }): Promise<void> {
  const author = currentAuthor(deps.session.getState());
  if (!author) throw new NotSignedInError();
  const signer = await signerFor(author);
  const submission = await buildSubmission(action, { author: author.fid, signer, timestampMs: Date.now() });
  await withFreshSession(deps.session, () => deps.gateway.submitMessage(submission.body));
}

export function describeActionError(error: unknown): string {
  if (error instanceof GatewayError) return describeError(error);
  if (error instanceof NotSignedInError || error instanceof SignerUnavailableError || error instanceof MessageInputError) return error.message;
  return 'Something went wrong. Try again.';
}
