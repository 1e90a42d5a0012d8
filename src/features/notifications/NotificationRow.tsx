import { Link } from 'react-router-dom';
import { profilePath } from '../../app/routePaths';
import { Avatar } from '../../components/Avatar';
import { FollowIcon, HeartIcon, MentionIcon, QuoteIcon, RecastIcon, ReplyIcon, type IconComponent } from '../../components/icons';
import { exactTime, relativeTimeLabel } from '../../components/relativeTime';
import { CastText } from '../../widgets/cast/CastText';
import { groupHref, groupSentence, nameOf, type NotificationGroup } from './groupNotifications';

const SHOWN_FACES = 5;

/** One line-icon set for every kind: the same glyphs as the cast actions, none drawn as a colour emoji. */
const ICONS: Record<NotificationGroup['kind'], IconComponent> = {
  like: HeartIcon,
  recast: RecastIcon,
  follow: FollowIcon,
  reply: ReplyIcon,
  mention: MentionIcon,
  quote: QuoteIcon,
};

/** Links inside the row stand above its stretched link, so a click on them keeps its own target. */
const ABOVE_ROW_LINK = 'relative z-10';

/**
 * One row of the notifications list: who did what, when, and a few lines of the cast it is about. The
 * sentence is the row's one link, stretched over the whole row and its one tab stop; the faces (each
 * person's profile) and the links in the snippet still take a click of their own.
 */
export function NotificationRow({ group }: { group: NotificationGroup }) {
  const sentence = groupSentence(group);
  const { latest } = group;
  const cast = latest.kind === 'reply' ? (latest.reply ?? latest.cast) : latest.cast;
  const KindIcon = ICONS[group.kind];
  return (
    <div
      className={`relative flex gap-3 px-4 py-3 ${group.unseen ? 'bg-violet-50 dark:bg-violet-950/40' : 'hover:bg-zinc-50 dark:hover:bg-zinc-900'}`}
    >
      <span className="flex w-6 shrink-0 justify-center pt-1 text-violet-700 dark:text-violet-300">
        <KindIcon className="h-5 w-5" />
      </span>
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap gap-1" aria-hidden="true">
          {group.actors.slice(0, SHOWN_FACES).map((actor) => (
            <Link key={actor.fid} to={profilePath(actor.fid)} tabIndex={-1} title={nameOf(actor)} className={`${ABOVE_ROW_LINK} rounded-full`}>
              <Avatar url={actor.pfpUrl} seed={actor.fid} size="sm" />
            </Link>
          ))}
        </div>
        <p className="mt-1">
          <Link
            to={groupHref(group)}
            className="font-semibold after:absolute after:inset-0 hover:underline focus-visible:outline-none focus-visible:after:outline-2 focus-visible:after:-outline-offset-2 focus-visible:after:outline-violet-600 dark:focus-visible:after:outline-violet-400"
          >
            {sentence}
          </Link>
          {group.unseen && <span className="ml-2 rounded-full bg-violet-700 px-1.5 py-0.5 text-xs font-semibold text-white dark:bg-violet-300 dark:text-zinc-900">New</span>}
          <span className="text-sm text-zinc-600 dark:text-zinc-400">
            {' · '}
            <time dateTime={new Date(latest.timestamp).toISOString()} title={exactTime(latest.timestamp)}>
              {relativeTimeLabel(latest.timestamp, Date.now())}
            </time>
          </span>
        </p>
        {cast && (
          <CastText
            text={cast.text}
            mentions={cast.mentions}
            untabbable
            className="mt-1 line-clamp-3 text-sm text-zinc-700 dark:text-zinc-300 [&_a]:relative [&_a]:z-10"
          />
        )}
      </div>
    </div>
  );
}
