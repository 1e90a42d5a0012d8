import { useChannel } from '../../queries/channelQueries';
import { channelDisplayName } from './channelKey';

/** What to call the channel `key` names: `/key` until (and unless) the gateway's record gives its name. */
export function useChannelDisplayName(key: string | null): string | null {
  const record = useChannel(key ?? '', { enabled: key !== null }).data;
  return key === null ? null : channelDisplayName(key, record);
}
