import { isUploadUrl } from '../media/imageUrl';
import { channelOfContext, type SavedDraft } from './draftStore';

export interface DraftSummary {
  /** What the draft will be: "New cast", "New cast in /dev", "Reply", "Quote cast", and how many casts when a thread. */
  kind: string;
  /** Its first line of text, or what it carries when it has none. */
  firstLine: string;
}

/** What a draft will be, from its context, or from where it was queued to go when it waits in the outbox. */
function singleKind({ context, draft }: SavedDraft): string {
  const target = draft.queued?.target;
  const channel = channelOfContext(context) ?? draft.channelKey;
  if (context.startsWith('reply:') || target?.parent) return 'Reply';
  if (context.startsWith('quote:') || target?.quote) return 'Quote cast';
  if (channel) return `New cast in /${channel}`;
  return target?.channelUrl ? `New cast in ${target.channelUrl}` : 'New cast';
}

/** How the Drafts and Outbox screens name one draft. */
export function draftSummary(saved: SavedDraft): DraftSummary {
  const { draft } = saved;
  const single = singleKind(saved);
  const kind = draft.parts.length > 1 ? `${single}, a thread of ${draft.parts.length}` : single;
  const first = draft.parts[0]!;
  const firstLine = first.text.split('\n').find((line) => line.trim() !== '')?.trim();
  if (firstLine) return { kind, firstLine };
  const pictures = first.addedUrls.filter(isUploadUrl).length;
  return { kind, firstLine: pictures > 0 ? `${pictures} ${pictures === 1 ? 'picture' : 'pictures'}, no text` : `${first.addedUrls.length} ${first.addedUrls.length === 1 ? 'link' : 'links'}, no text` };
}
