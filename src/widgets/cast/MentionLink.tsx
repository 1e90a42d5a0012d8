import { Link } from 'react-router-dom';
import type { Fid } from '../../api/model';
import { useUser } from '../../queries/useUser';
import { profilePath } from '../../app/routePaths';
import { shownName } from '../../components/userText';
import { displayName, handleName, identityName } from '../../components/userName';

const mentionClass = 'font-semibold text-violet-700 hover:underline dark:text-violet-300';

/** A mention as a profile link; when the response did not name the user, the name comes from a batched lookup. */
export function MentionLink({ fid, username, tabIndex }: { fid: Fid; username?: string | undefined; tabIndex?: number | undefined }) {
  if (username) return <NamedMention fid={fid} username={username} tabIndex={tabIndex} />;
  return <LookedUpMention fid={fid} tabIndex={tabIndex} />;
}

/** A wallet-only account's username is its address: shown short, as everywhere else. */
function NamedMention({ fid, username, tabIndex }: { fid: Fid; username: string; tabIndex?: number | undefined }) {
  return (
    <Link to={profilePath(fid)} className={mentionClass} data-mention-fid={fid} tabIndex={tabIndex}>
      @<bdi>{shownName(handleName({ username }) ?? identityName(username))}</bdi>
    </Link>
  );
}

function LookedUpMention({ fid, tabIndex }: { fid: Fid; tabIndex?: number | undefined }) {
  const { data: user, isPending } = useUser(fid);
  const name = user ? (handleName(user) ?? displayName(user)) : isPending ? '…' : identityName(fid);
  return <NamedMention fid={fid} username={name} tabIndex={tabIndex} />;
}
