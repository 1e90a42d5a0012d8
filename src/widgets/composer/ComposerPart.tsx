import { useEffect, useId, useLayoutEffect, useMemo, useRef, useState, type KeyboardEvent, type MutableRefObject, type Ref } from 'react';
import { createPortal } from 'react-dom';
import type { Cast, User } from '../../api/model';
import type { GatewayLimits } from '../../api/mediaModel';
import { moveActive } from '../../components/moveActive';
import { CAST_MAX_BYTES, LONG_CAST_MAX_BYTES, type CastLimits } from '../../farcaster/validateCast';
import { useUserSearch } from '../../queries/useUserSearch';
import { isUploadUrl } from '../media/imageUrl';
import { AttachmentTray } from './attachments/AttachmentTray';
import { PicturePicker } from './attachments/PicturePicker';
import { useAttachments, type Attachments } from './attachments/useAttachments';
import { AddEmbedByUrl, ComposerEmbedList } from './ComposerEmbeds';
import { composerEmbeds, type ComposerCheck, type ComposerTarget } from './composerModel';
import type { DraftPart } from './draftStore';
import { insertMention, mentionQueryAt } from './mentionQuery';
import { MentionList, optionId } from './MentionList';

/** What the composer around a part needs to know of its pictures. */
export interface PartAttachments {
  uploading: boolean;
  /** Pictures on their way in or refused: the one-line composer opens to show them. */
  showing: boolean;
}

export interface ComposerPartProps {
  part: DraftPart;
  /** Its place in the thread, from 0, and how many parts there are. */
  index: number;
  count: number;
  label: string;
  placeholder: string;
  target: ComposerTarget;
  check: ComposerCheck;
  limits: CastLimits;
  gatewayLimits: GatewayLimits | null | undefined;
  limitsError: string | null;
  quotedCast?: Cast | undefined;
  busy: boolean;
  /** False while the one-line composer is closed: only the text box shows. */
  open: boolean;
  /** The part being written: the footer's picture button and the image URL field add to it, and it shows its place in the thread; the others show their content only. */
  tools: boolean;
  /** Where the part being written puts its picture button: a place in the composer's footer. */
  picturesSlot: HTMLElement | null;
  /** The image URL field is open (shown by the part being written). */
  addingUrl: boolean;
  autoFocus?: boolean | undefined;
  textRef?: Ref<HTMLTextAreaElement> | undefined;
  onEdit(change: (part: DraftPart) => DraftPart): void;
  /** Ctrl/Cmd+Enter: posts the whole thread. Absent when a shortcut must never post. */
  onPostShortcut?: (() => void) | undefined;
  onFocus(): void;
  onAttachments(state: PartAttachments): void;
  /** Set on one part: pictures dropped on the composer outside every part's own area go to it. */
  strayDrops?: MutableRefObject<Attachments['dropTarget'] | null> | undefined;
  onMove(step: -1 | 1): void;
  onRemove(): void;
}

/** Typing pauses this long before the gateway is asked who a mention could be. */
const MENTION_SEARCH_DEBOUNCE_MS = 250;

/** One cast of the composer: its text with mentions, its counter, pictures and embeds, and its place in a thread. */
export function ComposerPart(props: ComposerPartProps) {
  const { part, index, count, label, placeholder, target, check, limits, busy, open, onEdit } = props;
  const [caret, setCaret] = useState<number | null>(null);
  const [active, setActive] = useState(0);
  const [closedFor, setClosedFor] = useState<string | null>(null);
  const ownRef = useRef<HTMLTextAreaElement | null>(null);
  const pendingCaret = useRef<number | null>(null);
  const ids = { text: useId(), list: useId(), counter: useId(), problems: useId() };

  const embeds = useMemo(() => composerEmbeds(part, target), [part, target]);
  const mention = caret === null ? null : mentionQueryAt(part.text, caret);
  const mentionKey = mention ? `${mention.start}:${mention.query}` : null;
  const typed = mention && mentionKey !== closedFor ? mention.query : null;
  // The search key follows typing once it pauses: one search per word, not per key.
  const settled = useCalmValue(typed, MENTION_SEARCH_DEBOUNCE_MS);
  const users = useUserSearch(typed !== null && settled === typed ? typed : null);
  const listOpen = users.length > 0 && mention !== null;
  const announced = useCalmValue(counterText(check.bytes), 600);

  useLayoutEffect(() => {
    if (pendingCaret.current === null || !ownRef.current) return;
    ownRef.current.setSelectionRange(pendingCaret.current, pendingCaret.current);
    setCaret(pendingCaret.current);
    pendingCaret.current = null;
  });

  const choose = (user: User) => {
    if (!mention) return;
    const next = insertMention(part.text, mention, user.username);
    pendingCaret.current = next.caret;
    onEdit((p) => ({ ...p, text: next.text, mentions: { ...p.mentions, [user.username.toLowerCase()]: user.fid } }));
    setActive(0);
  };

  const changeUrls = (change: (urls: string[]) => string[]) => onEdit((p) => ({ ...p, addedUrls: change(p.addedUrls) }));
  const attachments = useAttachments({ limits: props.gatewayLimits, room: limits.maxEmbeds - embeds.length, disabled: busy, onUploaded: (url) => changeUrls((urls) => [...urls, url]) });
  const showing = attachments.pending.length > 0 || attachments.held > 0 || attachments.refusal !== null;
  const reported = useRef(props.onAttachments);
  useEffect(() => {
    reported.current = props.onAttachments;
  });
  useEffect(() => reported.current({ uploading: attachments.uploading, showing }), [attachments.uploading, showing]);
  const { strayDrops } = props;
  useEffect(() => {
    if (strayDrops) strayDrops.current = attachments.dropTarget;
  });

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      props.onPostShortcut?.();
      return;
    }
    if (!listOpen) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((i) => moveActive(i, users.length, step));
    } else if (event.key === 'Enter' || event.key === 'Tab') {
      const user = users[Math.min(active, users.length - 1)];
      if (!user) return;
      event.preventDefault();
      choose(user);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      setClosedFor(mentionKey);
    }
  };

  const problems = check.validation.ok ? [] : check.validation.problems.filter((p) => p.code !== 'empty');
  const inThread = count > 1;
  const setRefs = (element: HTMLTextAreaElement | null) => {
    ownRef.current = element;
    const outer = props.textRef;
    if (typeof outer === 'function') outer(element);
    else if (outer) outer.current = element;
  };

  return (
    <div {...(inThread ? { role: 'group', 'aria-label': `Cast ${index + 1} of ${count}` } : {})} className={`flex flex-col gap-3 ${inThread ? 'border-l-2 border-violet-300 pl-3 dark:border-violet-700' : ''}`} {...attachments.dropTarget}>
      <div className="relative">
        <label htmlFor={ids.text} className="sr-only">
          {label}
        </label>
        <textarea
          id={ids.text}
          ref={setRefs}
          className={`field w-full resize-none [field-sizing:content] ${open ? 'min-h-28' : 'min-h-11'} max-h-[60vh]`}
          rows={open ? 4 : 1}
          placeholder={placeholder}
          value={part.text}
          readOnly={busy}
          // biome-ignore lint/a11y/noAutofocus: set only where the person opened the composer to write (a press, the `n` key, a compose link)
          autoFocus={props.autoFocus}
          aria-autocomplete="list"
          aria-controls={listOpen ? ids.list : undefined}
          aria-activedescendant={listOpen ? optionId(ids.list, active) : undefined}
          aria-describedby={open ? `${ids.counter} ${problems.length > 0 ? ids.problems : ''}`.trim() : undefined}
          onChange={(e) => {
            const text = e.target.value;
            setCaret(e.target.selectionStart);
            setActive(0);
            onEdit((p) => ({ ...p, text }));
          }}
          onSelect={(e) => setCaret(e.currentTarget.selectionStart)}
          onKeyDown={onKeyDown}
          onPaste={attachments.onPaste}
          onFocus={props.onFocus}
          onBlur={() => setCaret(null)}
        />
        {listOpen && <MentionList id={ids.list} users={users} active={Math.min(active, users.length - 1)} onChoose={choose} />}
      </div>
      {open && (
        <>
          <p id={ids.counter} aria-hidden="true" hidden={part.text === ''} className={`text-sm ${check.bytes > LONG_CAST_MAX_BYTES ? 'font-semibold text-red-700 dark:text-red-400' : 'text-zinc-600 dark:text-zinc-400'}`} data-testid="byte-counter">
            {counterText(check.bytes)}
          </p>
          <p className="sr-only" aria-live="polite">
            {listOpen ? `${users.length} ${users.length === 1 ? 'person' : 'people'} to mention: up and down arrows to choose, Enter to insert, Escape to close.` : announced}
          </p>
          {problems.length > 0 && (
            <ul id={ids.problems} className="text-sm text-red-700 dark:text-red-400">
              {problems.map((p) => (
                <li key={`${p.code}:${p.index ?? ''}`}>{p.message}</li>
              ))}
            </ul>
          )}
          <AttachmentTray attachments={attachments} urls={part.addedUrls} changeUrls={changeUrls} disabled={busy} unreachable={props.limitsError} notices={props.tools} />
          <ComposerEmbedList
            embeds={embeds.filter((e) => !(e.kind === 'image' && isUploadUrl(e.url)))}
            quoted={props.quotedCast}
            disabled={busy}
            onRemove={(embed) =>
              onEdit((p) => (embed.from === 'added' ? { ...p, addedUrls: p.addedUrls.filter((u) => u !== embed.url) } : { ...p, dismissedUrls: [...p.dismissedUrls, embed.url] }))
            }
          />
          {props.tools && props.addingUrl && (
            <div data-panel="url">
              <AddEmbedByUrl disabled={busy} onAdd={(url) => onEdit((p) => ({ ...p, addedUrls: p.addedUrls.includes(url) ? p.addedUrls : [...p.addedUrls, url] }))} />
            </div>
          )}
          {props.tools && inThread && (
            <div className="flex flex-wrap gap-2">
              <button type="button" className="btn btn-quiet" disabled={busy || index === 0} onClick={() => props.onMove(-1)} aria-label={`Move up cast ${index + 1}`}>
                Move up
              </button>
              <button type="button" className="btn btn-quiet" disabled={busy || index === count - 1} onClick={() => props.onMove(1)} aria-label={`Move down cast ${index + 1}`}>
                Move down
              </button>
              <button type="button" className="btn btn-quiet" disabled={busy} onClick={props.onRemove} aria-label={`Remove cast ${index + 1}`}>
                Remove
              </button>
            </div>
          )}
        </>
      )}
      {/* The picture button sits in the composer's footer, but its uploads are this part's. */}
      {open && props.tools && props.picturesSlot && attachments.upload && createPortal(<PicturePicker attachments={attachments} disabled={busy} full={embeds.length + attachments.pending.length >= limits.maxEmbeds} />, props.picturesSlot)}
    </div>
  );
}

function counterText(bytes: number): string {
  if (bytes > LONG_CAST_MAX_BYTES) return `${bytes} / ${LONG_CAST_MAX_BYTES} bytes · too long`;
  if (bytes > CAST_MAX_BYTES) return `${bytes} / ${LONG_CAST_MAX_BYTES} bytes · long cast`;
  return `${bytes} / ${CAST_MAX_BYTES} bytes · cast`;
}

/** `value`, once it has stopped changing for `ms`: what a screen reader hears without every keystroke. */
function useCalmValue<T>(value: T, ms: number): T {
  const [calm, setCalm] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setCalm(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return calm;
}
