import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { Compat } from '../auth/signIn';
import {
  ConflictError,
  DomainError,
  ForbiddenError,
  InvalidInputError,
  NotFoundError,
  SignInRefusedError,
  UnauthenticatedError,
  UnavailableError,
} from '../domainErrors';
import { isConstraintViolation } from '../store/database';

/**
 * Errors are JSON. Spec mode: `{error, source: "v2"}` with a 4xx status. far.quest mode: its own
 * shapes — `{code, success:false, message}` on /auth routes, `{error}` elsewhere.
 */
export function errorResponse(
  c: Context,
  compat: Compat,
  status: ContentfulStatusCode,
  message: string,
  details: Readonly<Record<string, string>> = {},
): Response {
  if (compat === 'spec') return c.json({ error: message, ...details, source: 'v2' }, status);
  if (c.req.path.startsWith('/auth/')) return c.json({ code: String(status), success: false, message, ...details }, status);
  return c.json({ error: message, ...details }, status);
}

function statusOf(error: DomainError, compat: Compat): ContentfulStatusCode {
  if (error instanceof InvalidInputError) return 400;
  if (error instanceof UnauthenticatedError) return 401;
  // far.quest answers a refused sign-in as a server error.
  if (error instanceof SignInRefusedError) return compat === 'farquest' ? 500 : 401;
  if (error instanceof ForbiddenError) return 403;
  if (error instanceof NotFoundError) return 404;
  if (error instanceof ConflictError) return 409;
  if (error instanceof UnavailableError) return 503;
  return 500;
}

/** The answer to an error a route threw, or null when it is a fault of the gateway's own (a 500). */
export function refusalResponse(c: Context, compat: Compat, error: Error): Response | null {
  if (error instanceof HTTPException) return errorResponse(c, compat, error.status, error.message);
  if (error instanceof DomainError) return errorResponse(c, compat, statusOf(error, compat), error.message, error.details);
  // A write that conflicts with stored data is the caller's to resolve, whichever route made it.
  if (isConstraintViolation(error)) return errorResponse(c, compat, 409, 'The request conflicts with data already stored');
  return null;
}
