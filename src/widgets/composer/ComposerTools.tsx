import type { Ref } from 'react';
import { ChannelsIcon } from '../../components/navigationIcons';
import { ClockIcon, DraftIcon, LinkIcon, PreviewIcon, ThreadIcon } from './composerIcons';
import { ToolButton } from './ToolButton';

/** A tool that opens a field or a panel of the composer. */
interface PanelTool {
  open: boolean;
  onToggle(): void;
}

export interface ComposerToolsProps {
  /** Where the part being written puts its picture button (it holds that part's uploads). */
  picturesSlot: Ref<HTMLSpanElement>;
  imageUrl: PanelTool;
  /** Absent where the cast cannot go to a channel of the person's choosing (a reply, a channel's own box). */
  channel?: PanelTool | undefined;
  /** Absent for text an app wrote (it posts only by a press of Post); `blockedBy` is the id of the visible reason it cannot be used. */
  schedule?: (PanelTool & { blockedBy: string | null }) | undefined;
  thread?: { disabled: boolean; onAdd(): void } | undefined;
  keepAside?: { disabled: boolean; onKeep(): void } | undefined;
  preview: PanelTool;
  busy: boolean;
}

/** The composer's row of icon buttons: pictures, an image by its URL, channel, schedule, thread, draft and preview. */
export function ComposerTools({ picturesSlot, imageUrl, channel, schedule, thread, keepAside, preview, busy }: ComposerToolsProps) {
  return (
    <div className="flex min-w-0 flex-1 flex-wrap items-center">
      <span ref={picturesSlot} className="contents" />
      <ToolButton label="Add an image by its URL" icon={<LinkIcon />} expanded={imageUrl.open} disabled={busy} onClick={imageUrl.onToggle} />
      {channel && <ToolButton label="Choose a channel" icon={<ChannelsIcon />} expanded={channel.open} disabled={busy} onClick={channel.onToggle} />}
      {schedule && (
        <ToolButton
          label="Schedule…"
          tooltip="Schedule for later"
          icon={<ClockIcon />}
          expanded={schedule.open}
          disabled={busy}
          unavailable={schedule.blockedBy !== null}
          describedBy={schedule.blockedBy ?? undefined}
          onClick={schedule.onToggle}
        />
      )}
      {thread && (
        <ToolButton
          label="Add another cast"
          tooltip={thread.disabled && !busy ? 'A scheduled cast is a single cast: post now to write a thread' : 'Add another cast (a thread)'}
          icon={<ThreadIcon />}
          disabled={busy || thread.disabled}
          onClick={thread.onAdd}
        />
      )}
      {keepAside && <ToolButton label="Keep as draft" tooltip="Keep as draft and start another" icon={<DraftIcon />} disabled={busy || keepAside.disabled} onClick={keepAside.onKeep} />}
      <ToolButton label="Preview" icon={<PreviewIcon />} expanded={preview.open} onClick={preview.onToggle} />
    </div>
  );
}
