import { useEffect, useId, useMemo, useReducer, useRef, useState } from 'react';
import type { Cast } from '../../api/model';
import { describeError } from '../../errors/describeError';
import { useSession } from '../../services/useSession';
import { usePublishCast } from '../../writes/usePublishCast';
import { useScheduleCast } from '../../writes/useScheduleCast';
import { signInGate } from '../../writes/writeDeps';
import { localOwnerOf } from '../../auth/lastAccount';
import { CastText } from '../cast/CastText';
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
import { IDLE, isBusy, publishReducer } from './publishState';
import { PublishStatus } from './PublishStatus';
import { ComposerTools } from './ComposerTools';
import { addPart, changeChannel, changePart, movePart, removePart, targetOfPart } from './threadDraft';
import { useDraft, type DraftSeed } from './useDraft';
import { ScheduleControl } from './ScheduleControl';
import { fromLocalInputValue, scheduleProblem } from './scheduleTime';
import { useDeliberatePress } from '../../components/useDeliberatePress';
import { fidOf } from '../../api/ids';
import { needsPostingKey } from '../../auth/farcasterAccount';
import { EnablePostingDialog } from '../enablePosting/EnablePostingDialog';

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
  const [addingUrl, setAddingUrl] = useState(false);
  const [channelOpen, setChannelOpen] = useState(false);
  const [picturesSlot, setPicturesSlot] = useState<HTMLSpanElement | null>(null);
  const sectionRef = useRef<HTMLElement>(null);
  const opening = useRef<string | null>(null);
  const scheduleReasonId = useId();
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
    const offline = seemsOffline() || (gatewayReach() !== 'reachable' && !(await probeGateway(services.settings)));
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
      if (toAppError(error).kind === 'network' && !(await probeGateway(services.settings))) sendLater(writer);
      else dispatch({ type: 'failed', reason: describeError(error) });
    }
  }

  // A single new cast can wait for its time; a thread, a cast an app wrote, or the rest of a thread cannot.
  const canSchedule = writtenBy === undefined && draft.parts.length === 1 && !draft.postedUpTo;
  const scheduleBlocked = writtenBy === undefined && !canSchedule;
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

  /** Opens or closes one of the fields the footer's buttons open; one just opened takes the focus, so typing goes on there. */
  const toggle = (panel: string, isOpen: boolean, set: (open: boolean) => void) => {
    opening.current = isOpen ? null : panel;
    set(!isOpen);
  };
  useEffect(() => {
    if (opening.current === null) return;
    sectionRef.current?.querySelector<HTMLElement>(`[data-panel="${opening.current}"] input`)?.focus();
    opening.current = null;
  });

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
  const channelPickable = allowChannelPick && !target.parent && !target.channelUrl && !draft.postedUpTo;
  // A chosen channel stays in view, so nobody posts to a channel they cannot see.
  const channelShown = channelPickable && (channelOpen || Boolean(draft.channelKey));
  return (
    <section ref={sectionRef} aria-label={label} className="flex flex-col border-b border-zinc-200 dark:border-zinc-800" {...strayDrop}>
      <div className="flex flex-col gap-3 px-4 py-3">
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
            picturesSlot={picturesSlot}
            addingUrl={addingUrl}
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
        {open && channelShown && (
          <div data-panel="channel">
            <ChannelCombobox value={draft.channelKey ?? null} disabled={busy} onChange={(key) => edit((d) => changeChannel(d, key))} />
          </div>
        )}
        {open && canSchedule && publishAt !== null && (
          <div data-panel="schedule">
            <ScheduleControl value={publishAt} onChange={setPublishAt} onPostNow={() => setPublishAt(null)} supported={gatewayLimits !== null} problem={scheduleTrouble} disabled={busy} />
          </div>
        )}
        {open && previewing && hasPreview && (
          <section aria-label="Preview" className="flex flex-col gap-3 rounded-lg border border-dashed border-zinc-300 p-3 dark:border-zinc-700">
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
          </section>
        )}
      </div>
      {open && (
        // Stays in view at the bottom of the window (above a phone's tab bar) or of the dialog, however long the cast.
        <footer className="sticky bottom-[calc(3.5rem+1px+env(safe-area-inset-bottom))] z-10 flex flex-col gap-1 border-t border-zinc-200 bg-white px-3 py-2 md:bottom-0 in-[dialog]:bottom-0 dark:border-zinc-800 dark:bg-zinc-950 dark:in-[dialog]:bg-zinc-900">
          {writtenBy !== undefined && <p className="text-sm text-zinc-600 dark:text-zinc-400">Text from {writtenBy}: read it, then press Post.</p>}
          {scheduleBlocked && (
            <p id={scheduleReasonId} className="text-sm text-zinc-600 dark:text-zinc-400">
              Threads post at once; scheduling takes a single cast.
            </p>
          )}
          <div className="flex items-start gap-2">
            <PublishStatus
              state={state}
              thread={thread}
              waitingForSignIn={busy && sessionState.expired}
              signedOut={signedOut}
              needsKeyFor={sessionState.identity && needsPostingKey(sessionState) ? sessionState.identity.fid : null}
              onEnablePosting={() => setEnabling(true)}
              keptAside={keptAside}
              uploading={uploading}
            />
            {state.phase === 'failed' && (
              <button
                type="button"
                className="btn btn-quiet shrink-0 px-3 py-1"
                onClick={() => {
                  discardDraft();
                  updateDraft(() => EMPTY_DRAFT);
                  dispatch({ type: 'edited' });
                }}
              >
                Discard draft
              </button>
            )}
          </div>
          <div className="flex items-center gap-2">
            <ComposerTools
              picturesSlot={setPicturesSlot}
              busy={busy}
              imageUrl={{ open: addingUrl, onToggle: () => toggle('url', addingUrl, setAddingUrl) }}
              channel={channelPickable ? { open: channelShown, onToggle: () => toggle('channel', channelShown, setChannelOpen) } : undefined}
              schedule={
                writtenBy === undefined
                  ? { open: publishAt !== null, blockedBy: scheduleBlocked ? scheduleReasonId : null, onToggle: () => toggle('schedule', publishAt !== null, (on) => setPublishAt(on ? '' : null)) }
                  : undefined
              }
              thread={
                writtenBy === undefined
                  ? {
                      disabled: publishAt !== null,
                      onAdd: () => {
                        const next = addPart(draft);
                        setAdded(next.parts.at(-1)!.id);
                        setWriting(next.parts.at(-1)!.id);
                        edit(() => next);
                      },
                    }
                  : undefined
              }
              keepAside={
                canKeepAside(context) && writtenBy === undefined
                  ? {
                      disabled: isBlankDraft(draft),
                      onKeep: () => {
                        keepDraftAside((d) => ({ ...d, channelKey: channelOfContext(context) ?? d.channelKey }));
                        setKeptAside(true);
                        dispatch({ type: 'edited' });
                        firstText.current?.focus();
                      },
                    }
                  : undefined
              }
              preview={{ open: previewing, onToggle: () => setPreviewing((p) => !p) }}
            />
            {/* One primary button: after a failure it sends the very messages signed the first time. */}
            {writtenBy === undefined ? (
              <button
                type="button"
                className="btn btn-primary shrink-0"
                disabled={!ready || busy || uploading || scheduleTrouble !== null}
                onClick={() => void (scheduling ? scheduleIt() : post())}
                aria-keyshortcuts="Control+Enter Meta+Enter"
                title={`${postLabel} (Ctrl+Enter)`}
              >
                {postLabel}
              </button>
            ) : (
              <span className="contents" {...deliberate.pressProps}>
                <button type="button" className="btn btn-primary shrink-0 aria-disabled:opacity-50" disabled={!ready || busy || uploading} aria-disabled={!deliberate.armed} onClick={deliberate.guard(() => void post())}>
                  {postLabel}
                </button>
              </span>
            )}
          </div>
        </footer>
      )}
      {enabling && sessionState.identity && <EnablePostingDialog fid={sessionState.identity.fid} onClose={() => setEnabling(false)} />}
    </section>
  );
}
