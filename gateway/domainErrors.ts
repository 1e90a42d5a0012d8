/**
 * Refusals the gateway's own rules make, named for what went wrong rather than for an HTTP status, so
 * the store, message handling and sign-in stay free of HTTP. The HTTP layer turns each into its answer
 * in one place (`app.onError`). `details` are fields the answer carries beside the message, e.g. the
 * `hash` of the message a conflict refers to.
 */
export abstract class DomainError extends Error {
  constructor(
    message: string,
    readonly details: Readonly<Record<string, string>> = {},
  ) {
    super(message);
    this.name = new.target.name;
  }
}

/** What the caller sent breaks a rule of the protocol or of this gateway. */
export class InvalidInputError extends DomainError {}

/** The caller's token is missing, malformed, expired or ended. */
export class UnauthenticatedError extends DomainError {}

/** A wallet signature that does not sign the caller in. */
export class SignInRefusedError extends DomainError {}

/** The caller is known but may not do this. */
export class ForbiddenError extends DomainError {}

/** What the request names does not exist here. */
export class NotFoundError extends DomainError {}

/** The request contradicts what is already stored. */
export class ConflictError extends DomainError {}

/** A service the gateway depends on for this answer (a Farcaster node) cannot give it now. */
export class UnavailableError extends DomainError {}
