import { isUploadUrl } from '../../widgets/media/imageUrl';
import { channelOfContext, type SavedDraft } from '../../widgets/composer/draftStore';

export interface DraftSummary {
  /** What the draft will be: "New cast", "New cast in /dev", "Reply", "Quote cast", and how many casts when a thread. */
  kind: string;
  /** Its first line of text, or what it carries when it has none. */
  firstLine: string;
}

/** How the Drafts screen names one draft. */
export function draftSummary({ context, draft }: SavedDraft): DraftSummary {
  const channel = channelOfContext(context) ?? draft.channelKey;
  const single = context.startsWith('reply:') ? 'Reply' : context.startsWith('quote:') ? 'Quote cast' : channel ? `New cast in /${channel}` : 'New cast';
  const kind = draft.parts.length > 1 ? `${single}, a thread of ${draft.parts.length}` : single;
  const first = draft.parts[0]!;
  const firstLine = first.text.split('\n').find((line) => line.trim() !== '')?.trim();
  if (firstLine) return { kind, firstLine };
  const pictures = first.addedUrls.filter(isUploadUrl).length;
  return { kind, firstLine: pictures > 0 ? `${pictures} ${pictures === 1 ? 'picture' : 'pictures'}, no text` : `${first.addedUrls.length} ${first.addedUrls.length === 1 ? 'link' : 'links'}, no text` };
}
