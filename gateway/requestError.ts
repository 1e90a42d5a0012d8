/** A refusal with an HTTP status and a message meant for the caller; anything else is a 500. */
export class RequestError extends Error {
  constructor(
    readonly status: 400 | 401 | 403 | 404 | 409 | 413 | 415 | 422 | 429 | 500 | 502 | 504,
    message: string,
    /** Fields added to the error body beside the message, e.g. the `hash` of the message a 409 refers to. */
    readonly details: Readonly<Record<string, string>> = {},
  ) {
    super(message);
    this.name = 'RequestError';
  }
}

export const badRequest = (message: string): RequestError => new RequestError(400, message);
