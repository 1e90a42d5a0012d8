import { useEffect, useId, useState } from 'react';
import { webUrl } from '../../../components/webUrl';
import { isUploadUrl, shapeOf } from '../../media/imageUrl';
import { altText, withAlt } from './altText';
import type { PendingUpload } from './pendingUploads';
import type { Attachments } from './useAttachments';

export interface AttachmentTrayProps {
  attachments: Attachments;
  /** The draft's added URLs; its uploaded pictures are shown here with their alt text. */
  urls: readonly string[];
  changeUrls(change: (urls: string[]) => string[]): void;
  disabled: boolean;
  /** Why the gateway could not be asked about uploads, in words; null when it answered. */
  unreachable: string | null;
  /** False: only the pictures, without what is said about uploads (a thread's parts other than the one being written). */
  notices?: boolean;
}

const baseOf = (url: string) => url.split('#')[0]!;

/**
 * The composer's pictures: uploads in progress and attached pictures with alt text, and why pictures
 * cannot be uploaded where they cannot (the picker itself is a button of the composer's footer).
 */
export function AttachmentTray({ attachments, urls, changeUrls, disabled, unreachable, notices = true }: AttachmentTrayProps) {
  const pictures = urls.filter(isUploadUrl);
  return (
    <div className="flex flex-col gap-2 empty:hidden" data-testid="attachments">
      {notices && !attachments.upload && (
        <p className="text-sm text-zinc-600 dark:text-zinc-400" data-testid="uploads-unavailable">
          {unreachable
            ? `Pictures cannot be uploaded right now. ${unreachable}`
            : attachments.held > 0
              ? 'Asking the gateway which pictures it takes…'
              : attachments.upload === null && 'Picture uploads are not available on this gateway. You can still add an image by its URL.'}
        </p>
      )}
      {attachments.refusal && (
        <p role="alert" className="text-sm text-red-700 dark:text-red-400">
          {attachments.refusal}
        </p>
      )}
      {(attachments.pending.length > 0 || pictures.length > 0) && (
        <ul aria-label="Pictures" className="grid grid-cols-1 gap-2 sm:grid-cols-2">
          {pictures.map((url) => (
            <AttachedPicture
              key={baseOf(url)}
              url={url}
              disabled={disabled}
              onAlt={(alt) => changeUrls((all) => all.map((u) => (u === url ? withAlt(u, alt) : u)))}
              onRemove={() => changeUrls((all) => all.filter((u) => u !== url))}
            />
          ))}
          {attachments.pending.map((item) => (
            <PendingPicture key={item.id} item={item} onRetry={() => attachments.retry(item)} onRemove={() => attachments.remove(item)} />
          ))}
        </ul>
      )}
    </div>
  );
}

function Thumbnail({ src, ratio, alt }: { src: string | undefined; ratio: string; alt: string }) {
  return (
    <span className="flex h-24 items-center justify-center overflow-hidden rounded-lg bg-zinc-100 dark:bg-zinc-900">
      <img src={src} alt={alt} className="max-h-full max-w-full object-contain" style={{ aspectRatio: ratio }} />
    </span>
  );
}

function AttachedPicture({ url, disabled, onAlt, onRemove }: { url: string; disabled: boolean; onAlt(alt: string): void; onRemove(): void }) {
  const id = useId();
  const parsed = webUrl(url);
  const shape = parsed ? shapeOf(parsed) : null;
  return (
    <li className="flex flex-col gap-1 rounded-lg border border-zinc-200 p-1.5 dark:border-zinc-700">
      <Thumbnail src={baseOf(url)} ratio={shape ? `${shape.width} / ${shape.height}` : 'auto'} alt="Preview of the attachment" />
      <label htmlFor={id} className="text-xs font-semibold">
        Alt text
      </label>
      <textarea id={id} rows={2} className="field resize-y px-2 py-1 text-sm" value={altText(url)} disabled={disabled} placeholder="Describe the picture" onChange={(e) => onAlt(e.target.value)} />
      <button type="button" className="btn btn-quiet px-2 py-0.5 text-sm" disabled={disabled} onClick={onRemove} aria-label={`Remove picture${altText(url) ? ` ${altText(url)}` : ''}`}>
        Remove
      </button>
    </li>
  );
}

function PendingPicture({ item, onRetry, onRemove }: { item: PendingUpload; onRetry(): void; onRemove(): void }) {
  const src = useObjectUrl(item.file);
  const percent = Math.round(item.progress * 100);
  return (
    <li className="flex flex-col gap-1 rounded-lg border border-zinc-200 p-1.5 dark:border-zinc-700" data-testid="pending-upload">
      <Thumbnail src={src} ratio="auto" alt={`Preview of ${item.name}`} />
      {item.error ? (
        <>
          <p role="alert" className="text-xs text-red-700 dark:text-red-400">
            {item.error}
          </p>
          <button type="button" className="btn btn-primary px-2 py-0.5 text-sm" onClick={onRetry}>
            Retry upload
          </button>
        </>
      ) : (
        <progress className="w-full accent-violet-700" max={100} value={percent} aria-label={`Uploading ${item.name}`}>
          {percent} %
        </progress>
      )}
      <button type="button" className="btn btn-quiet px-2 py-0.5 text-sm" onClick={onRemove} aria-label={`Remove ${item.name}`}>
        {item.error ? 'Remove' : 'Cancel'}
      </button>
    </li>
  );
}

/** A blob: URL for the local file while it uploads, released when the thumbnail goes. */
function useObjectUrl(file: File): string | undefined {
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    const created = URL.createObjectURL(file);
    setUrl(created);
    return () => URL.revokeObjectURL(created);
  }, [file]);
  return url;
}
