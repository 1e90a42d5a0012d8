import { bookmarkCalls } from './bookmarks';
import { channelFollowCalls } from './channelFollows';
import { dailyReads } from './dailyReads';
import { channelReads } from './channelReads';
import { searchReads } from './searchReads';
import { deliveryReads } from './deliveryReads';
import { isGatewayError } from './errors';
import type { AuthenticateInput, Gateway, GatewayConfig } from './gateway';
import type { ListQuery } from './model';
import { request, type HttpConfig, type HttpRequest, type QueryValue } from './http';
import type { CastHash, Fid, User } from './model';
import { castSchema } from './normalise/cast';
import { readLimits, readPreview, readUploaded } from './normalise/media';
import { readAuthField, readPage, readResult, readSingle, readSlots } from './normalise/envelope';
import { submittedMessageSchema } from './normalise/message';
import { readScheduleAnswer, readScheduledList } from './normalise/scheduled';
import { userSchema } from './normalise/user';
import {
  createRateBudget,
  resolveBudgetConfig,
  type BudgetBucket,
  type BudgetConfig,
  type BudgetPreset,
  type BudgetStatusSource,
} from './rateBudget';

export interface CreateGatewayOptions {
  getToken?: () => string | null;
  /** The account reads are made as, named to this browser's service worker (`HttpConfig.getAccount`). */
  getAccount?: () => string | null;
  /** Default `unlimited` (the local gateway); use `farquest` for the public service. */
  budget?: BudgetPreset | BudgetConfig;
  fetch?: typeof fetch;
  timeoutMs?: number;
  /** Where bookmarks and channel follows are kept against a gateway that keeps none; localStorage unless named. */
  browserStorage?: Storage;
}

/** A `Gateway` that also reports when requests are held back to stay within the rate budget. */
export interface GatewayClient extends Gateway {
  readonly budget: BudgetStatusSource;
}

/** The specification's limit on FIDs per `users` call. */
export const MAX_FIDS_PER_CALL = 100;

const SIGN_IN_MESSAGE_PATH = '/auth/v1/get-account-signin-message';
const AUTHENTICATE_V2_PATH = '/auth/v2/authenticate';
const AUTHENTICATE_V1_PATH = '/auth/v1/authenticate';
/** Castline's extensions of a gateway (limits, link previews, uploads, scheduled casts). */
const CASTLINE = '/castline/v1';

export function createGateway(config: GatewayConfig, options: CreateGatewayOptions = {}): GatewayClient {
  const http: HttpConfig = {
    baseUrl: config.baseUrl,
    apiKey: config.apiKey,
    getToken: options.getToken,
    getAccount: options.getAccount,
    fetch: options.fetch,
    timeoutMs: options.timeoutMs,
  };
  const budget = createRateBudget(resolveBudgetConfig(options.budget));
  const social = `/${config.network ?? 'farcaster'}/v2`;
  // far.quest only serves v1; once v2 is known missing, go straight to v1.
  let authenticatePath = AUTHENTICATE_V2_PATH;

  const send = (bucket: BudgetBucket, req: HttpRequest) => budget.run(bucket, () => request(http, req));
  const read = (path: string, query: Record<string, QueryValue>) =>
    send('read', { method: 'GET', path: `${social}/${path}`, query });
  const listQuery = (query: ListQuery = {}) => ({ limit: query.limit, cursor: query.cursor });
  const orNullWhenNotFound = async <T>(lookup: Promise<T | null>): Promise<T | null> => {
    try {
      return await lookup;
    } catch (error) {
      if (isGatewayError(error, 'not-found')) return null;
      throw error;
    }
  };
  const postAuthenticate = (path: string, input: AuthenticateInput) =>
    send('signin', { method: 'POST', path, body: input, signin: true });

  const cast = (hash: CastHash) => orNullWhenNotFound(read('cast', { hash }).then((body) => readSingle(body, 'cast', castSchema, 'cast')));
  const limits = () => orNullWhenNotFound(send('read', { method: 'GET', path: `${CASTLINE}/limits` }).then(readLimits));
  // Asked once; a failure is asked again next time.
  let castlineRoutes: Promise<boolean> | null = null;
  const hasCastlineRoutes = () =>
    (castlineRoutes ??= limits().then(
      (found) => found !== null,
      (error: unknown) => {
        castlineRoutes = null;
        throw error;
      },
    ));

  async function usersChunk(fids: Fid[]): Promise<(User | null)[]> {
    const body = await read('users', { fids: fids.join(',') });
    return readSlots(body, 'users', userSchema, 'users');
  }

  const channels = channelReads(social, (path, query) => send('read', { method: 'GET', path, query }));
  const browserStorage = () => options.browserStorage ?? localStorage;

  return {
    config,
    budget,
    ...dailyReads(read, (path) => send('read', { method: 'POST', path: `${social}/${path}` })),
    ...searchReads((path, query) => send('read', { method: 'GET', path, query })),
    ...channels,
    ...bookmarkCalls({ send: (req) => send('read', req), cast, hasCastlineRoutes, storage: browserStorage }),
    ...channelFollowCalls({ send: (req) => send('read', req), channel: channels.channel, hasCastlineRoutes, storage: browserStorage }),
    ...deliveryReads((path, query) => send('read', { method: 'GET', path, query })),

    async getSignInMessage(address, chainId = 1) {
      const body = await send('signin', {
        method: 'GET',
        path: SIGN_IN_MESSAGE_PATH,
        query: { address, chainId },
        signin: true,
      });
      return readAuthField(body, 'signature', 'sign-in message');
    },

    async authenticate(input) {
      try {
        return readAuthField(await postAuthenticate(authenticatePath, input), 'accessToken', 'authenticate');
      } catch (error) {
        if (authenticatePath !== AUTHENTICATE_V2_PATH || !isGatewayError(error, 'not-found')) throw error;
        authenticatePath = AUTHENTICATE_V1_PATH;
        return readAuthField(await postAuthenticate(authenticatePath, input), 'accessToken', 'authenticate');
      }
    },

    async submitMessage(body, token) {
      const response = await send('message', { method: 'POST', path: `${social}/message`, body, token });
      return readResult(response, submittedMessageSchema, 'message');
    },

    async users(fids) {
      if (fids.length === 0) return [];
      const chunks: Fid[][] = [];
      for (let i = 0; i < fids.length; i += MAX_FIDS_PER_CALL) chunks.push(fids.slice(i, i + MAX_FIDS_PER_CALL));
      const found = new Map<Fid, User>();
      for (const user of (await Promise.all(chunks.map(usersChunk))).flat()) {
        if (user !== null) found.set(user.fid, user);
      }
      return fids.map((fid) => found.get(fid) ?? null);
    },

    user: (fid) => orNullWhenNotFound(read('user', { fid }).then((body) => readSingle(body, 'user', userSchema, 'user'))),

    userByUsername: (username) =>
      orNullWhenNotFound(
        read('user-by-username', { username }).then((body) => readSingle(body, 'user', userSchema, 'user-by-username')),
      ),

    async searchUsers(match, limit) {
      const body = await read('search-user-by-match', { match, limit });
      return readPage(body, 'users', userSchema, 'search-user-by-match').items;
    },

    suggestedUsers: (limit) =>
      orNullWhenNotFound(
        send('read', { method: 'GET', path: `${CASTLINE}/suggested-users`, query: { limit } }).then(
          (body) => readPage(body, 'users', userSchema, 'suggested-users').items,
        ),
      ),

    async following(fid, query) {
      const body = await read('following', { fid, ...listQuery(query) });
      return readPage(body, 'users', userSchema, 'following');
    },

    async followers(fid, query) {
      const body = await read('followers', { fid, ...listQuery(query) });
      return readPage(body, 'users', userSchema, 'followers');
    },

    async casts(query) {
      const body = await read('casts', { fid: query.fid, parentChain: query.parentChain, ...listQuery(query) });
      return readPage(body, 'casts', castSchema, 'casts');
    },

    cast,

    async castsInThread(threadHash, query) {
      const body = await read('casts-in-thread', { threadHash, ...listQuery(query) });
      return readPage(body, 'casts', castSchema, 'casts-in-thread');
    },

    limits,

    unfurl: (url) => send('read', { method: 'GET', path: `${CASTLINE}/unfurl`, query: { url } }).then(readPreview),

    scheduledCasts: () => orNullWhenNotFound(send('read', { method: 'GET', path: `${CASTLINE}/scheduled` }).then(readScheduledList)),

    scheduleCast: (body, token) => send('message', { method: 'POST', path: `${CASTLINE}/scheduled`, body, token }).then(readScheduleAnswer),

    async cancelScheduled(hash) {
      try {
        await send('message', { method: 'DELETE', path: `${CASTLINE}/scheduled/${hash}` });
        return { cancelled: true };
      } catch (error) {
        // The gateway published it before the cancel came: its 409 names the cast.
        if (isGatewayError(error) && error.status === 409 && error.existingHash !== null) return { published: error.existingHash };
        throw error;
      }
    },

    async upload(file, uploadOptions) {
      const { sendFile } = await import('./upload');
      return readUploaded(await budget.run('message', () => sendFile(http, `${CASTLINE}/upload`, file, uploadOptions)));
    },

    async endSession(token) {
      await request(http, { method: 'POST', path: `${CASTLINE}/sign-out`, body: {}, token }).catch(() => undefined);
    },
  };
}
