import { useCallback, useEffect, useReducer, useRef, useState, type ClipboardEvent, type DragEvent } from 'react';
import { describeError } from '../../../errors/describeError';
import type { GatewayLimits } from '../../../api/mediaModel';
import { useServices } from '../../../services/services';
import { fileProblem, pendingReducer, pictureFiles, readyInOrder, type PendingUpload } from './pendingUploads';

export interface AttachmentsOptions {
  limits: GatewayLimits | null | undefined;
  /** How many more embeds the cast can take. */
  room: number;
  disabled: boolean;
  /** Adds the stored picture's URL to the draft, where it is kept across reloads. */
  onUploaded(url: string): void;
}

/** Picture uploads of one composer: from the picker, a paste or a drop, each with its progress or its failure. */
export function useAttachments({ limits, room, disabled, onUploaded }: AttachmentsOptions) {
  const { gateway } = useServices();
  const [pending, dispatch] = useReducer(pendingReducer, []);
  const [refusal, setRefusal] = useState<string | null>(null);
  // Pictures pasted or dropped before the gateway has said what it takes: added once it has.
  const [held, setHeld] = useState<File[]>([]);
  const nextId = useRef(1);
  const inFlight = useRef(new Map<number, AbortController>());
  const uploaded = useRef(onUploaded);
  useEffect(() => {
    uploaded.current = onUploaded;
  });
  useEffect(() => {
    for (const item of readyInOrder(pending)) {
      uploaded.current(item.url);
      dispatch({ type: 'remove', id: item.id });
    }
  }, [pending]);
  const upload = limits?.upload ?? null;
  const available = upload !== null && !disabled;

  const send = useCallback(
    (item: PendingUpload) => {
      const controller = new AbortController();
      inFlight.current.set(item.id, controller);
      gateway
        .upload(item.file, { signal: controller.signal, onProgress: (progress) => dispatch({ type: 'progress', id: item.id, progress }) })
        .then((image) => dispatch({ type: 'uploaded', id: item.id, url: image.url }))
        .catch((error: unknown) => {
          if (!controller.signal.aborted) dispatch({ type: 'failed', id: item.id, error: `${item.name} was not uploaded. ${describeError(error)}` });
        })
        .finally(() => inFlight.current.delete(item.id));
    },
    [gateway],
  );

  const add = useCallback(
    (files: File[]) => {
      if (!upload) return;
      const free = room - pending.length;
      const problems: string[] = [];
      if (files.length > free) problems.push(`Only ${Math.max(free, 0)} more ${free === 1 ? 'picture fits' : 'pictures fit'} in this cast.`);
      for (const file of files.slice(0, Math.max(free, 0))) {
        const problem = fileProblem(file, upload);
        if (problem) {
          problems.push(problem);
          continue;
        }
        const item: PendingUpload = { id: nextId.current++, file, name: file.name || 'Pasted picture', progress: 0, error: null };
        dispatch({ type: 'add', upload: item });
        send(item);
      }
      setRefusal(problems.length > 0 ? problems.join(' ') : null);
    },
    [upload, room, pending.length, send],
  );

  useEffect(() => {
    if (held.length === 0 || limits === undefined) return;
    setHeld([]);
    if (upload) add(held);
    else setRefusal(NO_UPLOADS);
  }, [held, limits, upload, add]);

  /** Takes the pictures of a paste or a drop, so the browser never opens a dropped file in place of the page. */
  const take = (event: { preventDefault(): void }, files: File[]) => {
    if (files.length === 0 || disabled) return;
    event.preventDefault();
    if (upload) add(files);
    else if (limits === undefined) setHeld((before) => [...before, ...files]);
    else setRefusal(NO_UPLOADS);
  };

  return {
    available,
    /** Null: the gateway has no uploads (or has not said yet). */
    upload,
    pending,
    refusal,
    uploading: pending.length > 0,
    /** Pictures waiting for the gateway's answer about uploads. */
    held: held.length,
    add,
    retry(item: PendingUpload) {
      dispatch({ type: 'retry', id: item.id });
      send(item);
    },
    remove(item: PendingUpload) {
      inFlight.current.get(item.id)?.abort();
      dispatch({ type: 'remove', id: item.id });
    },
    onPaste(event: ClipboardEvent) {
      take(event, pictureFiles(event.clipboardData?.files));
    },
    dropTarget: {
      onDragOver(event: DragEvent) {
        if (!disabled && event.dataTransfer.types.includes('Files')) event.preventDefault();
      },
      onDrop(event: DragEvent) {
        take(event, pictureFiles(event.dataTransfer.files));
      },
    },
  };
}

const NO_UPLOADS = 'This gateway does not take uploaded pictures.';

export type Attachments = ReturnType<typeof useAttachments>;
