import type { UserRow } from '../store/rows';
import type { CastItem, ViewContext } from './viewContext';

export type Json = Record<string, unknown>;

/** What POST /farcaster/v2/message accepted, before it is shaped for a mode. */
export interface AcceptedMessage {
  fid: string;
  /** Numeric FID author (L1) rather than an address (L2). */
  l1: boolean;
  messageType: number;
  timestamp: number;
  hash: string;
  hashScheme: number;
  signature: string;
  signatureScheme: number;
  signer: string;
  raw: string;
  external: boolean;
  createdAt: number;
  bodyOverrides: Json | null;
}

/** Turns rows into one mode's response records. */
export interface Presenter {
  /** `relation` adds isFollowing/isFollowedBy even for an anonymous caller (authors in casts). */
  user(user: UserRow, ctx: ViewContext, relation: boolean): Json;
  cast(item: CastItem, ctx: ViewContext): Json;
  message(message: AcceptedMessage): Json;
}
