import type { ChannelFollowVars } from './channelFollowWrite';
import { optimisticWriteOptions, useOptimisticWrite } from './optimisticWrite';
import { useWriteDeps, type WriteDeps } from './writeDeps';

const loadChannelFollowWrite = () => import('./channelFollowWrite').then((m) => m.channelFollowWrite);
const channelTarget = ({ channel }: ChannelFollowVars) => channel.key;

/** Follow a channel and leave it: its counts and the list of followed channels change at once and go back if the gateway refuses. */
export const channelFollowMutationOptions = (deps: WriteDeps) => optimisticWriteOptions('channel-follow', deps, loadChannelFollowWrite);

export function useChannelFollow() {
  const deps = useWriteDeps();
  return useOptimisticWrite(deps.client, channelFollowMutationOptions(deps), channelTarget);
}
