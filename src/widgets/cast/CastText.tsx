import { Fragment, useMemo } from 'react';
import { fidOf } from '../../api/ids';
import type { Mention } from '../../api/model';
import { castTextSegments } from '../../farcaster/castText';
import { linkifySegments } from '../../farcaster/textLinks';
import { shownText } from '../../components/userText';
import { ExternalLink } from './ExternalLink';
import { MentionLink } from './MentionLink';

/**
 * Stored cast text with its mentions as profile links (placed at their UTF-8 byte offsets) and
 * its web addresses as links. Network text only ever becomes React text nodes, in a paragraph
 * that takes its direction from its own text, isolated from the page, and clipped to its box.
 * `untabbable`: inside a row that is one link itself, its links take a click but not a tab stop.
 */
export function CastText({ text, mentions, className = '', untabbable = false }: { text: string; mentions: readonly Mention[]; className?: string; untabbable?: boolean }) {
  const tabIndex = untabbable ? -1 : undefined;
  const segments = useMemo(() => linkifySegments(castTextSegments(text, mentions)), [text, mentions]);
  if (segments.length === 0) return null;
  return (
    <p dir="auto" className={`overflow-hidden whitespace-pre-wrap [overflow-wrap:anywhere] ${className}`}>
      {segments.map((segment, i) =>
        segment.kind === 'text' ? (
          <Fragment key={i}>{shownText(segment.text)}</Fragment>
        ) : segment.kind === 'mention' ? (
          <MentionLink key={i} fid={fidOf(segment.fid)} username={segment.username} tabIndex={tabIndex} />
        ) : (
          <ExternalLink key={i} href={segment.url} tabIndex={tabIndex} />
        ),
      )}
    </p>
  );
}
