import type { Channel } from '../api/channelModel';
import { cancelChannelReads, channelFollowInCache, markChannelReadsStale } from '../queries/channelFollowCache';
import { readKeys } from '../queries/queryKeys';
import { notSignedIn } from './currentAuthor';
import type { OptimisticWrite } from './optimisticWrite';

export interface ChannelFollowVars {
  channel: Channel;
  /** true to follow the channel, false to leave it. */
  on: boolean;
}

/** Castline's own record (or this browser's, against the public service), never published: sent as it is, with no message to sign. */
export const channelFollowWrite: OptimisticWrite<ChannelFollowVars, () => void> = {
  async send({ gateway, session }, { channel, on }) {
    const account = session.getState().identity?.fid;
    if (!account) throw notSignedIn();
    await (on ? gateway.followChannel(account, channel.key) : gateway.unfollowChannel(account, channel.key));
  },
  async apply(client, viewer, { channel, on }) {
    await cancelChannelReads(client, viewer);
    return channelFollowInCache(client, viewer, channel, on);
  },
  rollback(_client, _viewer, _vars, restore) {
    restore();
  },
  reconcile(client, viewer, { on }) {
    markChannelReadsStale(client, viewer);
    // Leaving a channel takes its casts out of Following now, even while another screen is shown; a
    // followed channel's casts come with the next look at Following, and its newest as new casts at the top.
    void client.invalidateQueries({ queryKey: readKeys.casts(viewer, { following: true }), refetchType: on ? 'none' : 'all' });
    void client.invalidateQueries({ queryKey: readKeys.castsHead(viewer, { following: true }) });
  },
};
