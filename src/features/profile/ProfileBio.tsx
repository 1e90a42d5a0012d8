import { useMemo } from 'react';
import { useQueries } from '@tanstack/react-query';
import type { Mention, User } from '../../api/model';
import { encodeCastText } from '../../farcaster/castText';
import { userByUsernameQueryOptions, userQueryOptions } from '../../queries/userQueries';
import { useReadContext } from '../../queries/useReadContext';
import { CastText } from '../../widgets/cast/CastText';
import { fidOf } from '../../api/ids';

/**
 * A bio with its mentions as profile links. A gateway names mentioned users by FID (the specification)
 * or by username (far.quest), so the other half comes from one batched lookup each; until then the
 * bio reads as plain text.
 */
export function ProfileBio({ user }: { user: User }) {
  const ctx = useReadContext();
  const byFid = useQueries({ queries: user.bioMentions.map((fid) => userQueryOptions(ctx, fid)) });
  const byUsername = useQueries({ queries: user.bioMentionNames.map((name) => userByUsernameQueryOptions(ctx, name)) });
  // name:fid pairs as one string, so the text below is worked out again only when a lookup answers.
  const known = [...byFid, ...byUsername].flatMap((q) => (q.data ? [`${q.data.username.toLowerCase()}:${q.data.fid}`] : [])).join(',');
  const { text, mentions } = useMemo(() => {
    const byName = new Map<string, string>(known ? known.split(',').map((pair) => pair.split(':') as [string, string]) : []);
    const encoded = encodeCastText(user.bio, byName);
    const names = new Map([...byName].map(([name, fid]) => [fid, name]));
    const placed: Mention[] = encoded.mentions.map((fid, i) => ({ fid: fidOf(fid), position: encoded.mentionsPositions[i] ?? 0, username: names.get(fid) ?? fid }));
    return { text: encoded.text, mentions: placed };
  }, [user.bio, known]);
  if (!user.bio) return null;
  return <CastText text={text} mentions={mentions} className="mt-3" />;
}
