import type { Bookmarks } from './bookmarks';
import type { ChannelFollows } from './channelFollows';
import type { DailyReads } from './dailyReads';
import type { GatewayLimits, LinkPreview, UploadedImage, UploadOptions } from './mediaModel';
import type { Cast, CastHash, Fid, Page, SubmittedMessage, User, ListQuery } from './model';
import type { CancelOutcome, ScheduleAnswer, ScheduledCast } from './scheduleModel';
import type { ChannelReads } from './channelReads';
import type { SearchReads } from './searchReads';
import type { DeliveryReads } from './deliveryReads';

export interface GatewayConfig {
  /** Base URL, e.g. http://127.0.0.1:8787 or https://build.far.quest */
  baseUrl: string;
  apiKey: string;
  /** The network path segment: `farcaster` for both the local gateway and far.quest. */
  network?: string;
}

export type AuthType = 'SIGNATURE' | 'FID';

export interface AuthenticateInput {
  signature: `0x${string}`;
  address: `0x${string}`;
  chainId: number;
  type: AuthType;
  /** Ed25519 signer public key (0x hex) in FID mode. */
  id?: string;
}

export interface CastsQuery {
  fid?: Fid;
  parentChain?: string;
  cursor?: string | null;
  limit?: number;
}

/** JSON body of POST /farcaster/v2/message. */
export interface SubmitMessageBody {
  isExternal?: boolean;
  fid?: string;
  /** A Farcaster Message in protobuf JSON form. */
  message: unknown;
  bodyOverrides?: Record<string, unknown>;
}

/** The typed gateway client. Every method rejects with a `GatewayError`. */
export interface Gateway extends DailyReads, SearchReads, ChannelReads, Bookmarks, ChannelFollows, DeliveryReads {
  readonly config: GatewayConfig;
  getSignInMessage(address: `0x${string}`, chainId?: number): Promise<string>;
  /** Resolves to the access token. */
  authenticate(input: AuthenticateInput): Promise<string>;
  /** Sends a signed message; with `token`, as that session rather than whichever is current when the request goes out. */
  submitMessage(body: SubmitMessageBody, token?: string): Promise<SubmittedMessage>;
  /** One entry per requested FID, in order; null where the gateway knows no such user. */
  users(fids: Fid[]): Promise<(User | null)[]>;
  user(fid: Fid): Promise<User | null>;
  userByUsername(username: string): Promise<User | null>;
  searchUsers(match: string, limit?: number): Promise<User[]>;
  /** People to follow (Castline's own route): null where the gateway has none (the public service). */
  suggestedUsers(limit: number): Promise<User[] | null>;
  following(fid: Fid, query?: ListQuery): Promise<Page<User>>;
  followers(fid: Fid, query?: ListQuery): Promise<Page<User>>;
  casts(query: CastsQuery): Promise<Page<Cast>>;
  cast(hash: CastHash): Promise<Cast | null>;
  castsInThread(threadHash: CastHash, query?: ListQuery): Promise<Page<Cast>>;
  /** Castline's own routes: null where the gateway has no `/castline/v1/limits` (the public service). */
  limits(): Promise<GatewayLimits | null>;
  /** The page's preview card, fetched by the gateway. */
  unfurl(url: string): Promise<LinkPreview>;
  /** The signed-in account's scheduled casts, the soonest first (Castline's own route): null where the gateway has none (the public service). */
  scheduledCasts(): Promise<ScheduledCast[] | null>;
  /**
   * Hands the gateway a cast signed for its time, to keep until then; one dated now or earlier is published at once.
   * With `token`, as that session rather than whichever is current when the request goes out.
   */
  scheduleCast(body: SubmitMessageBody, token?: string): Promise<ScheduleAnswer>;
  /** Cancels one of the signed-in account's scheduled casts; one the gateway has published meanwhile is answered as such. */
  cancelScheduled(hash: CastHash): Promise<CancelOutcome>;
  /** Stores a picture; needs the session's token. */
  upload(file: Blob, options?: UploadOptions): Promise<UploadedImage>;
  /**
   * Ends `token` at the gateway (Castline's sign-out), so a copy of it is worth nothing. Never fails:
   * a gateway without the route (the public service) or out of reach leaves the token to expire,
   * and the app forgets it either way.
   */
  endSession(token: string): Promise<void>;
}
