import { Fragment, useMemo } from 'react';
import type { Mention } from '../../api/model';
import { castTextSegments } from '../../farcaster/castText';
import { linkifySegments } from '../../farcaster/textLinks';
import { ExternalLink } from './ExternalLink';
import { MentionLink } from './MentionLink';

/**
 * Stored cast text with its mentions as profile links (placed at their UTF-8 byte offsets) and
 * its web addresses as links. Network text only ever becomes React text nodes.
 */
export function CastText({ text, mentions, className }: { text: string; mentions: readonly Mention[]; className?: string }) {
  const segments = useMemo(() => linkifySegments(castTextSegments(text, mentions)), [text, mentions]);
  if (segments.length === 0) return null;
  return (
    <p className={className ?? 'whitespace-pre-wrap break-words'}>
      {segments.map((segment, i) =>
        segment.kind === 'text' ? (
          <Fragment key={i}>{segment.text}</Fragment>
        ) : segment.kind === 'mention' ? (
          <MentionLink key={i} fid={segment.fid} username={segment.username} />
        ) : (
          <ExternalLink key={i} href={segment.url} />
        ),
      )}
    </p>
  );
}
