import type { Context } from '@farcaster/miniapp-host';
import type { Cast, User } from '../../../api/model';
import type { Identity } from '../../../auth/session';
import { channelKeyOfUrl } from '../../../widgets/channel/channelKey';
import type { MiniAppLaunch } from '../../../widgets/miniapp/launch';
import { displayName, handleName } from '../../../components/userName';

/** An L1 FID as the SDK types it; L2 identities (addresses) have none and are 0. */
const numericFid = (fid: string): number => (/^\d+$/.test(fid) ? Number(fid) : 0);

function miniAppUser(user: User): Context.MiniAppUser {
  return {
    fid: numericFid(user.fid),
    ...(handleName(user) && { username: handleName(user)! }),
    displayName: displayName(user),
    ...(user.pfpUrl && { pfpUrl: user.pfpUrl }),
  };
}

export function miniAppCast(cast: Cast): Context.MiniAppCast {
  const channelKey = channelKeyOfUrl(cast.parentUrl);
  return {
    author: miniAppUser(cast.author),
    hash: cast.hash,
    ...(cast.parentHash && { parentHash: cast.parentHash }),
    ...(cast.parentAuthor && { parentFid: numericFid(cast.parentAuthor.fid) }),
    timestamp: cast.timestamp,
    text: cast.text,
    embeds: [...cast.embeds.images, ...cast.embeds.urls],
    ...(channelKey && { channelKey }),
  };
}

function launchLocation(from: MiniAppLaunch['from']): Context.LocationContext {
  switch (from.type) {
    case 'cast_embed':
      return { type: 'cast_embed', embed: from.embed, cast: miniAppCast(from.cast) };
    case 'notification':
      return { type: 'notification', notification: from.notification };
    case 'launcher':
      return { type: 'launcher' };
  }
}

export interface ContextInput {
  launch: MiniAppLaunch;
  identity: Identity | null;
  /** The viewer's profile, when the gateway knows it. */
  profile: User | null;
  added: boolean;
  platform: 'web' | 'mobile';
}

/**
 * The context an app reads as `sdk.context`. An L1 viewer is their FID and profile; an L2 viewer
 * (a wallet address) has no FID, so `fid` is 0 and the address is added as `address`; nobody signed
 * in is FID 0 with no profile. Castline has no client FID of its own (0).
 */
export function miniAppContext({ launch, identity, profile, added, platform }: ContextInput): Context.MiniAppContext {
  const user = {
    ...(profile ? miniAppUser(profile) : {}),
    fid: identity ? numericFid(identity.fid) : 0,
    ...(identity?.layer === 'L2' && { address: identity.fid }),
  };
  return {
    client: { platformType: platform, clientFid: 0, added, safeAreaInsets: { top: 0, bottom: 0, left: 0, right: 0 } },
    user,
    location: launchLocation(launch.from),
    features: { haptics: false, cameraAndMicrophoneAccess: false },
  };
}
