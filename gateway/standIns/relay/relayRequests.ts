/**
 * The bodies the AuthKit relay accepts, checked as its JSON schemas do (auth-monorepo
 * apps/relay/src/schemas.ts), with its answer to a failed check: 400 `{error: "Validation error",
 * message}` in the words of its validator. Properties the schema does not name are dropped, as the
 * relay's server does by default; types are not coerced.
 */

/** What an app asks for when it opens a channel: the fields of the sign-in message to be signed. */
export interface ChannelRequest {
  siweUri: string;
  domain: string;
  nonce?: string;
  notBefore?: string;
  expirationTime?: string;
  requestId?: string;
  redirectUrl?: string;
  acceptAuthAddress?: boolean;
}

/** What the Farcaster app sends once the person approved: the signed message and who they are. */
export interface AuthenticateRequest {
  message: string;
  signature: string;
  authMethod?: 'custody' | 'authAddress';
  fid: number;
  username?: string;
  bio?: string;
  displayName?: string;
  pfpUrl?: string;
}

export class ValidationError extends Error {}

const DOMAIN = '^[a-zA-Z0-9.-]+(:[0-9]+)?$';
const SIGNATURE = '^0x[a-fA-F0-9]{130}$';
const USERNAME = '^[a-z0-9][a-z0-9-]{0,15}$|^[a-z0-9][a-z0-9-]{0,15}\\.eth$';
const DATE_TIME = /^\d{4}-\d{2}-\d{2}[Tt ]\d{2}:\d{2}:\d{2}(\.\d+)?([Zz]|[+-]\d{2}:\d{2})$/;

type Check = (name: string, value: unknown) => void;

const string: Check = (name, value) => {
  if (typeof value !== 'string') throw new ValidationError(`body/${name} must be string`);
};

const pattern =
  (source: string): Check =>
  (name, value) => {
    string(name, value);
    if (!new RegExp(source).test(value as string)) throw new ValidationError(`body/${name} must match pattern "${source}"`);
  };

const format =
  (kind: 'uri' | 'date-time', valid: (value: string) => boolean): Check =>
  (name, value) => {
    string(name, value);
    if (!valid(value as string)) throw new ValidationError(`body/${name} must match format "${kind}"`);
  };

function isUri(value: string): boolean {
  if (!/^[a-zA-Z][a-zA-Z0-9+.-]*:/.test(value)) return false;
  try {
    new URL(value);
    return true;
  } catch {
    return false;
  }
}

const uri = format('uri', isUri);
const dateTime = format('date-time', (value) => DATE_TIME.test(value) && !Number.isNaN(Date.parse(value)));

const boolean: Check = (name, value) => {
  if (typeof value !== 'boolean') throw new ValidationError(`body/${name} must be boolean`);
};

const integer: Check = (name, value) => {
  if (typeof value !== 'number' || !Number.isSafeInteger(value)) throw new ValidationError(`body/${name} must be integer`);
};

const oneOf =
  (...allowed: string[]): Check =>
  (name, value) => {
    if (!allowed.includes(value as string)) throw new ValidationError(`body/${name} must be equal to one of the allowed values`);
  };

/** The schema's properties, required ones first in its order; the checked body keeps only these. */
function checked<T>(body: unknown, properties: Record<string, Check>, required: readonly string[]): T {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw new ValidationError('body must be object');
  const given = body as Record<string, unknown>;
  for (const name of required) {
    if (!(name in given)) throw new ValidationError(`body must have required property '${name}'`);
  }
  const kept: Record<string, unknown> = {};
  for (const [name, check] of Object.entries(properties)) {
    if (!(name in given)) continue;
    check(name, given[name]);
    kept[name] = given[name];
  }
  return kept as T;
}

export function channelRequest(body: unknown): ChannelRequest {
  return checked<ChannelRequest>(
    body,
    { siweUri: uri, domain: pattern(DOMAIN), nonce: string, notBefore: dateTime, expirationTime: dateTime, requestId: string, redirectUrl: string, acceptAuthAddress: boolean },
    ['siweUri', 'domain'],
  );
}

export function authenticateRequest(body: unknown): AuthenticateRequest {
  return checked<AuthenticateRequest>(
    body,
    { message: string, signature: pattern(SIGNATURE), authMethod: oneOf('custody', 'authAddress'), fid: integer, username: pattern(USERNAME), bio: string, displayName: string, pfpUrl: uri },
    ['message', 'signature', 'fid'],
  );
}
