import { useMemo } from 'react';
import { useQueries } from '@tanstack/react-query';
import type { Mention, User } from '../../api/model';
import { encodeCastText } from '../../farcaster/castText';
import { userQueryOptions } from '../../queries/userQueries';
import { useReadContext } from '../../queries/useReadContext';
import { CastText } from '../cast/CastText';
import { fidOf } from '../../api/ids';

/**
 * A bio with its mentions as profile links. The bio names mentioned users only by FID, so their
 * usernames come from one batched lookup; until then the bio reads as plain text.
 */
export function ProfileBio({ user }: { user: User }) {
  const ctx = useReadContext();
  const mentioned = useQueries({ queries: user.bioMentions.map((fid) => userQueryOptions(ctx, fid)) });
  const usernames = mentioned.map((q) => q.data?.username ?? '').join(',');
  const { text, mentions } = useMemo(() => {
    const byName = new Map<string, string>();
    user.bioMentions.forEach((fid, i) => {
      const name = usernames.split(',')[i];
      if (name) byName.set(name.toLowerCase(), fid);
    });
    const encoded = encodeCastText(user.bio, byName);
    const names = new Map([...byName].map(([name, fid]) => [fid, name]));
    const placed: Mention[] = encoded.mentions.map((fid, i) => ({ fid: fidOf(fid), position: encoded.mentionsPositions[i] ?? 0, username: names.get(fid) ?? fid }));
    return { text: encoded.text, mentions: placed };
  }, [user.bio, user.bioMentions, usernames]);
  if (!user.bio) return null;
  return <CastText text={text} mentions={mentions} className="mt-3" />;
}
