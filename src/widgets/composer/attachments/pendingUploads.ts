import type { GatewayLimits } from '../../../api/mediaModel';

/** A picture on its way to the gateway; once stored it becomes a URL in the draft and leaves this list. */
export interface PendingUpload {
  id: number;
  file: File;
  name: string;
  /** 0 to 1. */
  progress: number;
  /** In words, when the upload failed; the file stays for a retry. */
  error: string | null;
  /** Where the gateway stored it, once it has; it joins the draft when the pictures before it have. */
  url?: string;
}

export type PendingAction =
  | { type: 'add'; upload: PendingUpload }
  | { type: 'progress'; id: number; progress: number }
  | { type: 'uploaded'; id: number; url: string }
  | { type: 'failed'; id: number; error: string }
  | { type: 'retry'; id: number }
  | { type: 'remove'; id: number };

export function pendingReducer(list: PendingUpload[], action: PendingAction): PendingUpload[] {
  switch (action.type) {
    case 'add':
      return [...list, action.upload];
    case 'progress':
      return list.map((u) => (u.id === action.id ? { ...u, progress: action.progress } : u));
    case 'uploaded':
      return list.map((u) => (u.id === action.id ? { ...u, progress: 1, url: action.url } : u));
    case 'failed':
      return list.map((u) => (u.id === action.id ? { ...u, error: action.error } : u));
    case 'retry':
      return list.map((u) => (u.id === action.id ? { ...u, error: null, progress: 0 } : u));
    case 'remove':
      return list.filter((u) => u.id !== action.id);
  }
}

/**
 * The uploaded pictures that may join the draft now, in the order they were added: each one whose
 * earlier pictures have joined or failed (a failed one, once retried, comes after). A later picture
 * that finishes first waits, so pictures keep the order the person chose them in.
 */
export function readyInOrder(list: readonly PendingUpload[]): Array<PendingUpload & { url: string }> {
  const ready: Array<PendingUpload & { url: string }> = [];
  for (const item of list) {
    if (item.url !== undefined) ready.push({ ...item, url: item.url });
    else if (item.error === null) break;
  }
  return ready;
}

const ACCEPTED = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'];
export const ACCEPT_ATTRIBUTE = ACCEPTED.join(',');

/** Why a file will not be sent, checked before spending the upload; the gateway checks the bytes again. */
export function fileProblem(file: File, upload: NonNullable<GatewayLimits['upload']>): string | null {
  if (!ACCEPTED.includes(file.type)) return `${file.name || 'The file'} is not a PNG, JPEG, GIF or WebP picture.`;
  if (file.size > upload.maxBytes) return `${file.name || 'The picture'} is larger than ${Math.round(upload.maxBytes / 1024 / 1024)} MB.`;
  return null;
}

/** The picture files among pasted or dropped items. */
export function pictureFiles(files: FileList | null | undefined): File[] {
  return Array.from(files ?? []).filter((file) => file.type.startsWith('image/'));
}
