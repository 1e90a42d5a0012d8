import { useMemo, useReducer, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import type { Cast } from '../../api/model';
import { describeError } from '../../errors/describeError';
import { useSession } from '../../services/useSession';
import { usePublishCast } from '../../writes/usePublishCast';
import { useScheduleCast } from '../../writes/useScheduleCast';
import { signInGate } from '../../writes/writeDeps';
import { localOwnerOf } from '../../auth/lastAccount';
import { CastText } from '../cast/CastText';
import { castPath, draftsPath, outboxPath, scheduledPath } from '../../app/routePaths';
import { RepliedCast } from './RepliedCast';
import { channelUrl } from '../channel/channelKey';
import { ChannelCombobox } from '../channel/ChannelCombobox';
import { useGatewayLimitsQuery } from '../../queries/mediaQueries';
import { castLimitsOf } from './attachments/castLimits';
import type { Attachments } from './attachments/useAttachments';
import { checkComposer, type ComposerTarget } from './composerModel';
import { ComposerPart, type PartAttachments } from './ComposerPart';
import { canKeepAside, channelOfContext, EMPTY_DRAFT, isBlankDraft, type Draft, type DraftContext, type DraftOwner } from './draftStore';
import { postDraft } from './postDraft';
import { publishPart } from './publishPart';
import { toAppError } from '../../errors/appError';
import { gatewayReach, probeGateway, seemsOffline } from '../../api/reachability';
import { useServices } from '../../services/services';
import { IDLE, isBusy, publishReducer, publishStatusText, type PublishState } from './publishState';
import { addPart, changeChannel, changePart, movePart, removePart, targetOfPart } from './threadDraft';
import { useDraft, type DraftSeed } from './useDraft';
import { ScheduleControl } from './ScheduleControl';
import { fromLocalInputValue, scheduleProblem } from './scheduleTime';
import { useDeliberatePress } from '../../components/useDeliberatePress';
import { fidOf } from '../../api/ids';
import { needsPostingKey } from '../../auth/farcasterAccount';
import { EnablePostingDialog } from '../enablePosting/EnablePostingDialog';
import { EnablePostingNotice } from '../enablePosting/EnablePostingNotice';

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

/** Writes a cast or a thread of them: text with mentions, embeds, channel, a preview, and a post that is never lost. */
export default function Composer({ context, target, parentCast, quotedCast, allowChannelPick, label, seed, autoFocus, compact = false, writtenBy, onPosted }: ComposerProps) {
  const sessionState = useSession();
  const services = useServices();
  const publish = usePublishCast();
  const scheduler = useScheduleCast();
  /** The time picked to publish at (a `datetime-local` value), or null when the cast goes out now. */
  const [publishAt, setPublishAt] = useState<string | null>(null);
  const { owner: draftOwner, draft, update: updateDraft, show: showDraft, discard: discardDraft, keepAside: keepDraftAside, sendLater: sendDraftLater } = useDraft(context, seed);
  const [keptAside, setKeptAside] = useState(false);
  const [state, dispatch] = useReducer(publishReducer, IDLE);
  const [thread, setThread] = useState<{ part: number; of: number } | null>(null);
  const [previewing, setPreviewing] = useState(false);
  const [focused, setFocused] = useState(false);
  const [added, setAdded] = useState<string | null>(null);
  const [writing, setWriting] = useState<string | null>(null);
  const [pictures, setPictures] = useState<Record<string, PartAttachments>>({});
  const [enabling, setEnabling] = useState(false);
  const firstText = useRef<HTMLTextAreaElement>(null);
  const checkingReach = useRef(false);
  const strayDrops = useRef<Attachments['dropTarget'] | null>(null);
  const busy = isBusy(state);

  const limitsQuery = useGatewayLimitsQuery();
  const gatewayLimits = limitsQuery.data;
  const limits = useMemo(() => castLimitsOf(gatewayLimits), [gatewayLimits]);
  const first = useMemo<ComposerTarget>(() => ({ ...target, channelUrl: target.channelUrl ?? (draft.channelKey ? channelUrl(draft.channelKey) : undefined) }), [target, draft.channelKey]);
  const targets = useMemo(() => draft.parts.map((_, i) => targetOfPart(draft, i, first)), [draft, first]);
  const checks = useMemo(() => draft.parts.map((part, i) => checkComposer(part, targets[i]!, limits)), [draft.parts, targets, limits]);
  const ready = checks.every((check) => check.validation.ok);
  const partPictures = draft.parts.map((part) => pictures[part.id]);
  const uploading = partPictures.some((p) => p?.uploading);

  const edit = (change: (d: Draft) => Draft) => {
    updateDraft(change);
    setKeptAside(false);
    dispatch({ type: 'edited' });
  };

  /**
   * Offline, the cast waits in the outbox of `writer`, whose it is, unsigned, and is sent when the connection
   * returns; pictures still on their way in (or refused) cannot wait there, so such a draft stays here and says so.
   */
  function sendLater(writer: DraftOwner) {
    if (partPictures.some((p) => p?.showing)) {
      dispatch({ type: 'start' });
      dispatch({ type: 'failed', reason: "You're offline, and pictures that are not uploaded yet cannot wait in the Outbox. Post once you are back online." });
      return;
    }
    const { parent, quote, channelUrl } = first;
    sendDraftLater(writer, draft, { ...(parent && { parent }), ...(quote && { quote }), ...(channelUrl && { channelUrl }) });
    dispatch({ type: 'queued' });
  }

  /** The account a post goes out as: the draft's; one written signed out goes with the person into the account they sign in to. */
  async function writerOf(owner: DraftOwner): Promise<DraftOwner> {
    if (owner !== 'signed-out') return owner;
    await signInGate(services);
    return localOwnerOf(services.session.getState(), localStorage);
  }

  async function post() {
    if (!ready || busy || publish.isPending || uploading) return;
    // Signed in with Farcaster without a key yet: Post offers Enable posting instead of failing; the draft stays.
    if (needsPostingKey(services.session.getState())) return setEnabling(true);
    // Whose the draft is as Post is pressed: every part goes out as that account or not at all.
    const owner = draftOwner;
    // The gateway's reach is asked once per page (and again after a failure) before anything is signed;
    // a second press while it is asked does nothing.
    if (checkingReach.current) return;
    checkingReach.current = true;
    const offline = seemsOffline() || (gatewayReach() !== 'reachable' && !(await probeGateway(services.settings.url)));
    checkingReach.current = false;
    if (offline) return sendLater(owner);
    dispatch({ type: 'start' });
    // Signed out, or the session has run out: the sign-in gate opens the sign-in and the post carries on
    // once it is done. A switch to another account midway stops it, and what is left stays the writer's.
    let writer = owner;
    try {
      writer = await writerOf(owner);
      const posted = await postDraft(draft, first, {
        storage: localStorage,
        writer,
        context,
        post: (part, partTarget, as) => publishPart(publish.mutateAsync, limits, part, partTarget, { ...as, onPhase: (phase) => dispatch({ type: 'progress', phase }) }),
        progress: (part, of) => {
          setThread(of > 1 ? { part, of } : null);
          if (part > 1) dispatch({ type: 'next' });
        },
        changed: (saved) => showDraft(writer, saved),
      });
      dispatch({ type: 'posted', hash: posted[0]!.hash });
      onPosted?.(posted[0]!);
    } catch (error) {
      // The connection went while posting: what is left waits in the writer's outbox (a message already
      // signed goes with it, to be resent as it is). A request that failed while the gateway still answers
      // is a failure to retry, as before.
      if (toAppError(error).kind === 'network' && !(await probeGateway(services.settings.url))) sendLater(writer);
      else dispatch({ type: 'failed', reason: describeError(error) });
    }
  }

  // A single new cast can wait for its time; a thread, a cast an app wrote, or the rest of a thread cannot.
  const canSchedule = writtenBy === undefined && draft.parts.length === 1 && !draft.postedUpTo;
  const scheduling = canSchedule && publishAt !== null && gatewayLimits !== null;
  const scheduleTrouble = scheduling ? scheduleProblem(fromLocalInputValue(publishAt), Date.now()) : null;

  async function scheduleIt() {
    const at = publishAt === null ? null : fromLocalInputValue(publishAt);
    if (!ready || busy || uploading || at === null || scheduleProblem(at, Date.now())) return;
    dispatch({ type: 'start' });
    try {
      const result = await scheduler.mutateAsync({
        action: { kind: 'cast', draft: checks[0]!.castDraft, limits },
        at,
        onPhase: (phase) => dispatch({ type: 'progress', phase }),
      });
      discardDraft();
      updateDraft((d) => ({ ...EMPTY_DRAFT, channelKey: d.channelKey }));
      setPublishAt(null);
      if ('posted' in result) {
        dispatch({ type: 'posted', hash: result.posted.hash });
        onPosted?.(result.posted);
      } else dispatch({ type: 'scheduled', at: result.scheduled.publishAt });
    } catch (error) {
      dispatch({ type: 'failed', reason: describeError(error) });
    }
  }

  const deliberate = useDeliberatePress();
  const signedOut = !sessionState.identity && !sessionState.expired;
  // A picture pasted or dropped on the one-line composer opens it, so its progress or refusal is seen.
  const open =
    !compact || focused || draft.parts.length > 1 || draft.parts[0]!.text !== '' || checks[0]!.castDraft.embeds.length > 0 || state.phase !== 'idle' || partPictures.some((p) => p?.showing);
  const hasPreview = checks.some((check) => check.castDraft.text !== '' || check.castDraft.embeds.length > 0);
  const usernames = useMemo(() => new Map(draft.parts.flatMap((part) => Object.entries(part.mentions)).map(([name, fid]) => [fid, name])), [draft.parts]);
  const strayDrop = {
    onDragOver(event: Parameters<Attachments['dropTarget']['onDragOver']>[0]) {
      if (!event.defaultPrevented) strayDrops.current?.onDragOver(event);
    },
    onDrop(event: Parameters<Attachments['dropTarget']['onDrop']>[0]) {
      if (!event.defaultPrevented) strayDrops.current?.onDrop(event);
    },
  };

  const postLabel = state.phase === 'failed' ? 'Retry' : scheduling ? 'Schedule' : draft.parts.length > 1 ? 'Post thread' : target.parent ? 'Reply' : 'Post';
  return (
    <section aria-label={label} className="flex flex-col gap-3 border-b border-zinc-200 px-4 py-3 dark:border-zinc-800" {...strayDrop}>
      {parentCast && <RepliedCast cast={parentCast} />}
      {draft.parts.map((part, i) => (
        <ComposerPart
          key={part.id}
          part={part}
          index={i}
          count={draft.parts.length}
          label={i === 0 ? label : `Cast ${i + 1} of the thread`}
          placeholder={i > 0 ? 'Add to the thread' : target.parent || draft.postedUpTo ? 'Write your reply' : "What's happening?"}
          target={targets[i]!}
          check={checks[i]!}
          limits={limits}
          gatewayLimits={gatewayLimits}
          limitsError={limitsQuery.error ? describeError(limitsQuery.error) : null}
          quotedCast={i === 0 && !draft.postedUpTo ? quotedCast : undefined}
          busy={busy}
          open={open}
          tools={part.id === (draft.parts.some((p) => p.id === writing) ? writing : draft.parts[0]!.id)}
          autoFocus={i === 0 ? autoFocus : part.id === added}
          textRef={i === 0 ? firstText : undefined}
          strayDrops={i === 0 ? strayDrops : undefined}
          onEdit={(change) => edit((d) => changePart(d, part.id, change))}
          onPostShortcut={writtenBy === undefined ? () => void (scheduling ? scheduleIt() : post()) : undefined}
          onFocus={() => {
            setFocused(true);
            setWriting(part.id);
          }}
          onAttachments={(now) => setPictures((all) => ({ ...all, [part.id]: now }))}
          onMove={(step) => edit((d) => movePart(d, part.id, step))}
          onRemove={() => edit((d) => removePart(d, part.id))}
        />
      ))}
      {open && (
        <>
          {allowChannelPick && !target.parent && !target.channelUrl && !draft.postedUpTo && (
            <ChannelCombobox value={draft.channelKey ?? null} disabled={busy} onChange={(key) => edit((d) => changeChannel(d, key))} />
          )}
          {previewing && hasPreview && (
            <div aria-label="Preview" role="region" className="flex flex-col gap-3 rounded-lg border border-dashed border-zinc-300 p-3 dark:border-zinc-700">
              {checks.map(({ castDraft }, i) => (
                <div key={draft.parts[i]!.id}>
                  <CastText text={castDraft.text} mentions={castDraft.mentions.map((fid, j) => ({ fid: fidOf(fid), position: castDraft.mentionsPositions[j] ?? 0, username: usernames.get(fid) ?? fid }))} />
                  {castDraft.parentUrl && <p className="mt-1 text-sm text-zinc-600 dark:text-zinc-400">In {castDraft.parentUrl}</p>}
                  {castDraft.embeds.length > 0 && (
                    <p className="mt-1 text-sm text-zinc-600 dark:text-zinc-400">
                      With {castDraft.embeds.length} embed{castDraft.embeds.length === 1 ? '' : 's'}
                    </p>
                  )}
                </div>
              ))}
            </div>
          )}
          {canSchedule && publishAt !== null && <ScheduleControl value={publishAt} onChange={setPublishAt} supported={gatewayLimits !== null} problem={scheduleTrouble} disabled={busy} />}
          <div className="flex flex-wrap items-center gap-2">
            {/* One primary button: after a failure it sends the very messages signed the first time. */}
            {writtenBy === undefined ? (
              <button
                type="button"
                className="btn btn-primary"
                disabled={!ready || busy || uploading || scheduleTrouble !== null}
                onClick={() => void (scheduling ? scheduleIt() : post())}
                aria-keyshortcuts="Control+Enter Meta+Enter"
              >
                {postLabel}
              </button>
            ) : (
              <span className="contents" {...deliberate.pressProps}>
                <button type="button" className="btn btn-primary aria-disabled:opacity-50" disabled={!ready || busy || uploading} aria-disabled={!deliberate.armed} onClick={deliberate.guard(() => void post())}>
                  {postLabel}
                </button>
              </span>
            )}
            {canSchedule && !busy && (
              <button type="button" className="btn btn-quiet" aria-expanded={publishAt !== null} onClick={() => setPublishAt((now) => (now === null ? '' : null))}>
                {publishAt === null ? 'Schedule…' : 'Post now instead'}
              </button>
            )}
            {writtenBy === undefined && !busy && publishAt === null && (
              <button
                type="button"
                className="btn btn-quiet"
                onClick={() => {
                  const next = addPart(draft);
                  setAdded(next.parts.at(-1)!.id);
                  setWriting(next.parts.at(-1)!.id);
                  edit(() => next);
                }}
              >
                Add another cast
              </button>
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
                  firstText.current?.focus();
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
              <span className="hidden text-sm text-zinc-600 pointer-fine:inline dark:text-zinc-400">Ctrl+Enter posts{draft.parts.length > 1 ? ' the thread' : ''}</span>
            ) : (
              <span className="text-sm text-zinc-600 dark:text-zinc-400">Text from {writtenBy}: read it, then press Post.</span>
            )}
          </div>
          <div role="status" aria-live="polite" className="min-h-5 text-sm" data-testid="publish-status">
            {busy && sessionState.expired ? 'Your session has expired. Sign in again and your cast will be sent; nothing you typed is lost.' : threadStatusText(state, thread)}
            {state.phase === 'posted' && (
              <>
                {' '}
                <Link to={castPath(state.hash)} className="font-semibold text-violet-700 hover:underline dark:text-violet-300">
                  View your cast
                </Link>
              </>
            )}
            {state.phase === 'queued' && (
              <>
                {' '}
                <Link to={outboxPath()} className="font-semibold text-violet-700 hover:underline dark:text-violet-300">
                  Open the Outbox
                </Link>
              </>
            )}
            {state.phase === 'scheduled' && (
              <>
                {' '}
                <Link to={scheduledPath()} className="font-semibold text-violet-700 hover:underline dark:text-violet-300">
                  Scheduled casts
                </Link>
              </>
            )}
            {signedOut && state.phase === 'idle' && 'Sign in to post. Your draft is kept in this browser meanwhile.'}
            {sessionState.identity && needsPostingKey(sessionState) && state.phase === 'idle' && <EnablePostingNotice fid={sessionState.identity.fid} onEnable={() => setEnabling(true)} />}
            {keptAside && state.phase === 'idle' && (
              <>
                Kept in Drafts.{' '}
                <Link to={draftsPath()} className="font-semibold text-violet-700 hover:underline dark:text-violet-300">
                  Open Drafts
                </Link>
              </>
            )}
            {uploading && state.phase === 'idle' && ' Posting waits until the pictures are uploaded.'}
          </div>
        </>
      )}
      {enabling && sessionState.identity && <EnablePostingDialog fid={sessionState.identity.fid} onClose={() => setEnabling(false)} />}
    </section>
  );
}

/** The publish state's words, told of which cast of a thread they are. */
function threadStatusText(state: PublishState, thread: { part: number; of: number } | null): string {
  const text = publishStatusText(state);
  if (!thread || text === '') return text;
  if (state.phase === 'queued') return thread.part > 1 ? `${thread.part - 1} of ${thread.of} casts posted. ${text}` : text;
  if (state.phase === 'failed') return thread.part > 1 ? `${thread.part - 1} of ${thread.of} casts posted. ${text.replace('Your draft is kept.', 'The rest of the thread is kept; Retry goes on from there.')}` : text;
  return state.phase === 'posted' ? `Thread of ${thread.of} posted.` : `Cast ${thread.part} of ${thread.of}: ${text}`;
}
