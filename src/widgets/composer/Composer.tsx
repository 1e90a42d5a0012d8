import { useEffect, useId, useLayoutEffect, useMemo, useReducer, useRef, useState, type KeyboardEvent } from 'react';
import { Link } from 'react-router-dom';
import type { Cast, User } from '../../api/model';
import { describeError } from '../../errors/describeError';
import { CAST_MAX_BYTES, LONG_CAST_MAX_BYTES } from '../../farcaster/validateCast';
import { useSession } from '../../services/useSession';
import { moveActive } from '../../components/moveActive';
import { usePublishCast } from '../../writes/usePublishCast';
import { CastText } from '../cast/CastText';
import { castPath, draftsPath } from '../../app/routePaths';
import { RepliedCast } from './RepliedCast';
import { channelUrl } from '../channel/channelKey';
import { ChannelCombobox } from '../channel/ChannelCombobox';
import { useGatewayLimitsQuery } from '../../queries/mediaQueries';
import { castLimitsOf } from './attachments/castLimits';
import { isUploadUrl } from '../media/imageUrl';
import { AttachmentTray } from './attachments/AttachmentTray';
import { useAttachments } from './attachments/useAttachments';
import { AddEmbedByUrl, ComposerEmbedList } from './ComposerEmbeds';
import { checkComposer, composerEmbeds, type ComposerTarget } from './composerModel';
import { canKeepAside, channelOfContext, EMPTY_DRAFT, isBlankDraft, type Draft, type DraftContext } from './draftStore';
import { insertMention, mentionQueryAt } from './mentionQuery';
import { MentionList, optionId } from './MentionList';
import { IDLE, isBusy, publishReducer, publishStatusText } from './publishState';
import { useDraft, type DraftSeed } from './useDraft';
import { useDeliberatePress } from '../../components/useDeliberatePress';
import { useUserSearch } from '../../queries/useUserSearch';
import { fidOf } from '../../api/ids';

export interface ComposerProps {
  context: DraftContext;
  target: ComposerTarget;
  /** The cast being replied to or quoted, for showing it. */
  parentCast?: Cast | undefined;
  quotedCast?: Cast | undefined;
  allowChannelPick: boolean;
  label: string;
  seed?: DraftSeed;
  autoFocus?: boolean;
  /** Starts as a one-line box and opens out on focus (the box above the home feed). */
  compact?: boolean;
  /**
   * The Mini App that wrote the text: it is posted only by a deliberate press of Post, never by a
   * shortcut (the app may have asked the person to hold Ctrl+Enter) or a click that began too early.
   */
  writtenBy?: string;
  onPosted?(cast: Cast): void;
}

/** Typing pauses this long before the gateway is asked who a mention could be. */
const MENTION_SEARCH_DEBOUNCE_MS = 250;

/** Writes a cast: text with mentions, embeds, channel, a preview, and a post that is never lost. */
export default function Composer({ context, target, parentCast, quotedCast, allowChannelPick, label, seed, autoFocus, compact = false, writtenBy, onPosted }: ComposerProps) {
  const sessionState = useSession();
  const publish = usePublishCast();
  const [draft, updateDraft, discardDraft, keepDraftAside] = useDraft(context, seed);
  const [keptAside, setKeptAside] = useState(false);
  const [state, dispatch] = useReducer(publishReducer, IDLE);
  const [caret, setCaret] = useState<number | null>(null);
  const [active, setActive] = useState(0);
  const [closedFor, setClosedFor] = useState<string | null>(null);
  const [previewing, setPreviewing] = useState(false);
  const [focused, setFocused] = useState(false);
  const textRef = useRef<HTMLTextAreaElement>(null);
  const pendingCaret = useRef<number | null>(null);
  const ids = { text: useId(), list: useId(), counter: useId(), problems: useId(), status: useId() };
  const busy = isBusy(state);

  const limitsQuery = useGatewayLimitsQuery();
  const gatewayLimits = limitsQuery.data;
  const limits = useMemo(() => castLimitsOf(gatewayLimits), [gatewayLimits]);
  const check = useMemo(() => checkComposer(draft, target, channelUrl, limits), [draft, target, limits]);
  const embeds = useMemo(() => composerEmbeds(draft, target), [draft, target]);
  const mention = caret === null ? null : mentionQueryAt(draft.text, caret);
  const mentionKey = mention ? `${mention.start}:${mention.query}` : null;
  const typed = mention && mentionKey !== closedFor ? mention.query : null;
  // The search key follows typing once it pauses: one search per word, not per key.
  const settled = useCalmValue(typed, MENTION_SEARCH_DEBOUNCE_MS);
  const users = useUserSearch(typed !== null && settled === typed ? typed : null);
  const listOpen = users.length > 0 && mention !== null;
  const announced = useCalmValue(counterText(check.bytes), 600);

  useLayoutEffect(() => {
    if (pendingCaret.current === null || !textRef.current) return;
    textRef.current.setSelectionRange(pendingCaret.current, pendingCaret.current);
    setCaret(pendingCaret.current);
    pendingCaret.current = null;
  });

  const edit = (change: (d: Draft) => Draft) => {
    updateDraft((d) => ({ ...change(d), submission: null }));
    setKeptAside(false);
    dispatch({ type: 'edited' });
  };

  const choose = (user: User) => {
    if (!mention) return;
    const next = insertMention(draft.text, mention, user.username);
    pendingCaret.current = next.caret;
    edit((d) => ({ ...d, text: next.text, mentions: { ...d.mentions, [user.username.toLowerCase()]: user.fid } }));
    setActive(0);
  };

  async function post() {
    if (!check.validation.ok || busy || publish.isPending || attachments.uploading) return;
    dispatch({ type: 'start' });
    // Signed out, or the session has run out: the write's sign-in gate opens the sign-in and the post
    // carries on once it is done.
    try {
      const { cast } = await publish.mutateAsync({
        action: { kind: 'cast', draft: check.castDraft, limits },
        signed: draft.submission,
        onSigned: (signed) => updateDraft((d) => ({ ...d, submission: signed })),
        onPhase: (phase) => dispatch({ type: 'progress', phase }),
      });
      discardDraft();
      updateDraft((d) => ({ ...EMPTY_DRAFT, channelKey: d.channelKey }));
      dispatch({ type: 'posted', hash: cast.hash });
      onPosted?.(cast);
    } catch (error) {
      dispatch({ type: 'failed', reason: describeError(error) });
    }
  }

  const changeUrls = (change: (urls: string[]) => string[]) => edit((d) => ({ ...d, addedUrls: change(d.addedUrls) }));
  const attachments = useAttachments({ limits: gatewayLimits, room: limits.maxEmbeds - embeds.length, disabled: busy, onUploaded: (url) => changeUrls((urls) => [...urls, url]) });

  const deliberate = useDeliberatePress();
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      if (writtenBy === undefined) void post();
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
  const signedOut = !sessionState.identity && !sessionState.expired;
  // A picture pasted or dropped on the one-line composer opens it, so its progress or refusal is seen.
  const open = !compact || focused || draft.text !== '' || embeds.length > 0 || state.phase !== 'idle' || attachments.pending.length > 0 || attachments.held > 0 || attachments.refusal !== null;
  const hasPreview = check.castDraft.text !== '' || check.castDraft.embeds.length > 0;
  const usernames = useMemo(() => new Map(Object.entries(draft.mentions).map(([name, fid]) => [fid, name])), [draft.mentions]);

  const postLabel = state.phase === 'failed' ? 'Retry' : target.parent ? 'Reply' : 'Post';
  return (
    <section aria-label={label} className="flex flex-col gap-3 border-b border-zinc-200 px-4 py-3 dark:border-zinc-800" {...attachments.dropTarget}>
      {parentCast && <RepliedCast cast={parentCast} />}
      <div className="relative">
        <label htmlFor={ids.text} className="sr-only">
          {label}
        </label>
        <textarea
          id={ids.text}
          ref={textRef}
          className={`field w-full resize-none [field-sizing:content] ${open ? 'min-h-28' : 'min-h-11'} max-h-[60vh]`}
          rows={open ? 4 : 1}
          placeholder={target.parent ? 'Write your reply' : "What's happening?"}
          value={draft.text}
          readOnly={busy}
          autoFocus={autoFocus}
          aria-autocomplete="list"
          aria-controls={listOpen ? ids.list : undefined}
          aria-activedescendant={listOpen ? optionId(ids.list, active) : undefined}
          aria-describedby={open ? `${ids.counter} ${problems.length > 0 ? ids.problems : ''}`.trim() : undefined}
          onChange={(e) => {
            const text = e.target.value;
            setCaret(e.target.selectionStart);
            setActive(0);
            edit((d) => ({ ...d, text }));
          }}
          onSelect={(e) => setCaret(e.currentTarget.selectionStart)}
          onKeyDown={onKeyDown}
          onPaste={attachments.onPaste}
          onFocus={() => setFocused(true)}
          onBlur={() => setCaret(null)}
        />
        {listOpen && <MentionList id={ids.list} users={users} active={Math.min(active, users.length - 1)} onChoose={choose} />}
      </div>
      {open && (
        <>
      <p id={ids.counter} aria-hidden="true" hidden={draft.text === ''} className={`text-sm ${check.bytes > LONG_CAST_MAX_BYTES ? 'font-semibold text-red-700 dark:text-red-400' : 'text-zinc-600 dark:text-zinc-400'}`} data-testid="byte-counter">
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
      <AttachmentTray
        attachments={attachments}
        urls={draft.addedUrls}
        changeUrls={changeUrls}
        disabled={busy}
        full={embeds.length + attachments.pending.length >= limits.maxEmbeds}
        unreachable={limitsQuery.error ? describeError(limitsQuery.error) : null}
      />
      <ComposerEmbedList
        embeds={embeds.filter((e) => !(e.kind === 'image' && isUploadUrl(e.url)))}
        quoted={quotedCast}
        disabled={busy}
        onRemove={(embed) =>
          edit((d) =>
            embed.from === 'added'
              ? { ...d, addedUrls: d.addedUrls.filter((u) => u !== embed.url) }
              : { ...d, dismissedUrls: [...d.dismissedUrls, embed.url] },
          )
        }
      />
      <div className="flex flex-wrap items-end gap-3">
        <div className="min-w-60 flex-1">
          <AddEmbedByUrl disabled={busy} onAdd={(url) => edit((d) => ({ ...d, addedUrls: d.addedUrls.includes(url) ? d.addedUrls : [...d.addedUrls, url] }))} />
        </div>
        {allowChannelPick && !target.parent && !target.channelUrl && (
          <ChannelCombobox value={draft.channelKey ?? null} disabled={busy} onChange={(key) => edit((d) => ({ ...d, channelKey: key }))} />
        )}
      </div>
      {previewing && hasPreview && (
        <div aria-label="Preview" role="region" className="rounded-lg border border-dashed border-zinc-300 p-3 dark:border-zinc-700">
          <CastText
            text={check.castDraft.text}
            mentions={check.castDraft.mentions.map((fid, i) => ({ fid: fidOf(fid), position: check.castDraft.mentionsPositions[i] ?? 0, username: usernames.get(fid) ?? fid }))}
          />
          {check.castDraft.parentUrl && <p className="mt-1 text-sm text-zinc-600 dark:text-zinc-400">In {check.castDraft.parentUrl}</p>}
          {check.castDraft.embeds.length > 0 && <p className="mt-1 text-sm text-zinc-600 dark:text-zinc-400">With {check.castDraft.embeds.length} embed{check.castDraft.embeds.length === 1 ? '' : 's'}</p>}
        </div>
      )}
      <div className="flex flex-wrap items-center gap-2">
        {/* One primary button: after a failure it sends the very message signed the first time. */}
        {writtenBy === undefined ? (
          <button type="button" className="btn btn-primary" disabled={!check.validation.ok || busy || attachments.uploading} onClick={() => void post()} aria-keyshortcuts="Control+Enter Meta+Enter">
            {postLabel}
          </button>
        ) : (
          <span className="contents" {...deliberate.pressProps}>
            <button
              type="button"
              className="btn btn-primary aria-disabled:opacity-50"
              disabled={!check.validation.ok || busy || attachments.uploading}
              aria-disabled={!deliberate.armed}
              onClick={deliberate.guard(() => void post())}
            >
              {postLabel}
            </button>
          </span>
        )}
        <button type="button" className="btn btn-quiet" aria-expanded={previewing} onClick={() => setPreviewing((p) => !p)}>
          Preview
        </button>
        {canKeepAside(context) && !isBlankDraft(draft) && !busy && writtenBy === undefined && (
          <button
            type="button"
            className="btn btn-quiet"
            onClick={() => {
              keepDraftAside((d) => ({ ...d, channelKey: channelOfContext(context) ?? d.channelKey }));
              setKeptAside(true);
              dispatch({ type: 'edited' });
              textRef.current?.focus();
            }}
          >
            Keep as draft
          </button>
        )}
        {state.phase === 'failed' && (
          <button
              type="button"
              className="btn btn-quiet"
              onClick={() => {
                discardDraft();
                updateDraft(() => EMPTY_DRAFT);
                dispatch({ type: 'edited' });
              }}
            >
              Discard draft
            </button>
        )}
        {writtenBy === undefined ? (
          <span className="hidden text-sm text-zinc-600 pointer-fine:inline dark:text-zinc-400">Ctrl+Enter posts</span>
        ) : (
          <span className="text-sm text-zinc-600 dark:text-zinc-400">Text from {writtenBy}: read it, then press Post.</span>
        )}
      </div>
      <div id={ids.status} role="status" aria-live="polite" className="min-h-5 text-sm" data-testid="publish-status">
        {busy && sessionState.expired
          ? 'Your session has expired. Sign in again and your cast will be sent; nothing you typed is lost.'
          : publishStatusText(state)}
        {state.phase === 'posted' && (
          <>
            {' '}
            <Link to={castPath(state.hash)} className="font-semibold text-violet-700 hover:underline dark:text-violet-300">
              View your cast
            </Link>
          </>
        )}
        {signedOut && state.phase === 'idle' && 'Sign in to post. Your draft is kept in this browser meanwhile.'}
        {keptAside && state.phase === 'idle' && (
          <>
            Kept in Drafts.{' '}
            <Link to={draftsPath()} className="font-semibold text-violet-700 hover:underline dark:text-violet-300">
              Open Drafts
            </Link>
          </>
        )}
        {attachments.uploading && state.phase === 'idle' && ' Posting waits until the pictures are uploaded.'}
      </div>
        </>
      )}
    </section>
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
