import { Link } from 'react-router-dom';
import { CHANNELS } from '../features/channel/channels';

/** The right-hand column on wide screens: channels to look into. */
export default function SuggestedChannels() {
  return (
    <section className="rounded-2xl border border-zinc-200 p-4 dark:border-zinc-800">
      <h2 className="text-lg font-bold">
        Channels
      </h2>
      <ul className="mt-2 flex flex-col">
        {CHANNELS.map((channel) => (
          <li key={channel.key}>
            <Link to={`/channel/${channel.key}`} className="flex min-h-10 items-center justify-between rounded-lg px-2 hover:bg-zinc-100 dark:hover:bg-zinc-900">
              <span className="font-semibold">/{channel.key}</span>
              <span className="text-sm text-zinc-600 dark:text-zinc-400">{channel.name}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
