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
}

export type PendingAction =
  | { type: 'add'; upload: PendingUpload }
  | { type: 'progress'; id: number; progress: number }
  | { type: 'failed'; id: number; error: string }
  | { type: 'retry'; id: number }
  | { type: 'remove'; id: number };

export function pendingReducer(list: PendingUpload[], action: PendingAction): PendingUpload[] {
  switch (action.type) {
    case 'add':
      return [...list, action.upload];
    case 'progress':
      return list.map((u) => (u.id === action.id ? { ...u, progress: action.progress } : u));
    case 'failed':
      return list.map((u) => (u.id === action.id ? { ...u, error: action.error } : u));
    case 'retry':
      return list.map((u) => (u.id === action.id ? { ...u, error: null, progress: 0 } : u));
    case 'remove':
      return list.filter((u) => u.id !== action.id);
  }
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
