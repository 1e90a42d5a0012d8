import type { MouseEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import type { Cast } from '../../api/model';
import { Avatar } from '../../components/Avatar';
import { castPath, profilePath } from '../../app/routePaths';
import { AuthorLine } from './AuthorLine';
import { L2Badge } from '../../components/Badge';
import { shownName } from '../../components/userText';
import { ChannelChip } from '../channel/ChannelChip';
import { CastEmbeds } from './CastEmbeds';
import { CastText } from './CastText';
import { CastActions } from '../actions/CastActions';
import { mentionName } from '../../components/userName';

/** Elements that keep their own click: a click there never opens the thread. */
const OWN_ACTION = 'a, button, input, textarea, select, label, summary, video, audio, iframe, [role="button"], [data-own-click]';

/**
 * A click anywhere on a card opens its thread, unless it lands on a control, ends a text selection,
 * or is not a plain left click (those keep the browser's own meaning).
 */
export function opensThread(event: MouseEvent<HTMLElement>): boolean {
  if (event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return false;
  const target = event.target as Element;
  if (target.closest(OWN_ACTION)) return false;
  const selection = window.getSelection();
  return !selection || selection.isCollapsed || !event.currentTarget.contains(selection.anchorNode);
}

/** One cast: author, "replying to", text, embeds and actions. Its frame (article, list row) belongs to the caller. */
export function CastCard({ cast, large = false, nameId, showReplyingTo = true }: { cast: Cast; large?: boolean; nameId?: string; showReplyingTo?: boolean }) {
  const navigate = useNavigate();
  const { author, parentAuthor } = cast;
  const open = (event: MouseEvent<HTMLDivElement>) => {
    if (!large && opensThread(event)) navigate(castPath(cast.hash));
  };
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: the card's click is a pointer shortcut; keyboard users open the thread from the time link or with Enter on the feed row
    // biome-ignore lint/a11y/useKeyWithClickEvents: as above
    <div className={`flex gap-3 ${large ? '' : 'cursor-pointer'}`} onClick={open} data-cast-hash={cast.hash}>
      <Link to={profilePath(author.fid)} tabIndex={-1} aria-hidden="true" className="shrink-0">
        <Avatar url={author.pfpUrl} seed={author.fid} />
      </Link>
      <div className="min-w-0 flex-1">
        <AuthorLine cast={cast} {...(nameId ? { nameId } : {})} />
        {showReplyingTo && parentAuthor && (
          <p className="truncate text-sm text-zinc-600 dark:text-zinc-400">
            Replying to{' '}
            <Link to={profilePath(parentAuthor.fid)} className="font-semibold text-violet-700 hover:underline dark:text-violet-300">
              <bdi>{shownName(mentionName(parentAuthor))}</bdi>
            </Link>
          </p>
        )}
        <CastText text={cast.text} mentions={cast.mentions} className={`mt-1 ${large ? 'text-lg' : ''}`} />
        <CastEmbeds cast={cast} />
        {(cast.parentUrl || cast.external) && (
          <div className="mt-2 flex flex-wrap items-center gap-1.5">
            {cast.parentUrl && <ChannelChip parentUrl={cast.parentUrl} />}
            {cast.external && <L2Badge what="cast" />}
          </div>
        )}
        <CastActions cast={cast} />
      </div>
    </div>
  );
}
