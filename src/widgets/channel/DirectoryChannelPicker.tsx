import { useChannelDirectory } from '../../queries/channelQueries';
import { channelChoices } from './channelChoices';
import { ChannelPicker } from './ChannelPicker';

/**
 * The channel filter over the gateway's directory, most active first. Where there is nothing to offer
 * (no directory, as on the public service, and no channel chosen) there is no control.
 */
export default function DirectoryChannelPicker({ value, onChange }: { value: string; onChange(key: string): void }) {
  const directory = useChannelDirectory();
  const keys = channelChoices(directory.channels ?? [], value || null);
  if (!directory.isPending && keys.length === 0) return null;
  return <ChannelPicker value={value} keys={keys} onChange={onChange} />;
}
