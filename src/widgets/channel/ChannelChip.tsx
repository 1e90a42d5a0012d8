import { Link } from 'react-router-dom';
import { channelPath } from '../../app/routePaths';
import { channelKeyOfUrl } from './channelKey';

const chip = 'rounded-full bg-zinc-100 px-2 py-0.5 text-xs font-semibold text-zinc-700 dark:bg-zinc-800 dark:text-zinc-300';

/** Where a cast was posted: a channel links to its page; any other parent URL is named by its host. */
export function ChannelChip({ parentUrl }: { parentUrl: string }) {
  const key = channelKeyOfUrl(parentUrl);
  if (key) {
    return (
      <Link to={channelPath(key)} className={`${chip} hover:underline`}>
        /{key}
      </Link>
    );
  }
  let host = parentUrl;
  try {
    host = new URL(parentUrl).host || parentUrl;
  } catch {
    // Not a URL: the text itself is the best name there is.
  }
  return (
    <span className={chip} title={parentUrl}>
      in {host.slice(0, 40)}
    </span>
  );
}
