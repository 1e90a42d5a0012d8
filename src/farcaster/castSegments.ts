/** A cast's text cut into plain runs and mentions, in display order. */
export interface TextSegment {
  kind: 'text';
  text: string;
}

export interface MentionSegment {
  kind: 'mention';
  fid: string;
  /** Carried over from the input mention when known. */
  username?: string;
}

export type CastSegment = TextSegment | MentionSegment;
