import type { ComposeCast } from '@farcaster/miniapp-host';
import { parseCastHash, parseChannelKey } from '../../../api/ids';
import type { CastHash } from '../../../api/model';

/** What an app's composeCast asks for, once checked: an app's words are suggestions, never trusted as given. */
export interface ComposeCastRequest {
  text: string;
  /** At most two, as the SDK allows. */
  embeds: string[];
  /** The cast to reply to. */
  parentHash?: CastHash;
  /** Any well-formed channel id; a reply has none, since it stays in its thread's channel. */
  channelKey?: string;
}

export function composeCastRequest(options: ComposeCast.Options<boolean | undefined>): ComposeCastRequest {
  const parentHash = options.parent?.type === 'cast' ? parseCastHash(options.parent.hash) : null;
  const channelKey = parentHash ? null : parseChannelKey(options.channelKey);
  return {
    text: typeof options.text === 'string' ? options.text : '',
    embeds: (options.embeds ?? []).filter((e): e is string => typeof e === 'string').slice(0, 2),
    ...(parentHash && { parentHash }),
    ...(channelKey && { channelKey }),
  };
}
