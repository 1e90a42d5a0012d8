import { useRef } from 'react';
import { PictureIcon } from '../composerIcons';
import { ToolButton } from '../ToolButton';
import { ACCEPT_ATTRIBUTE } from './pendingUploads';
import type { Attachments } from './useAttachments';

/** The composer's pictures button: it opens the file picker (pasting or dropping pictures works too). */
export function PicturePicker({ attachments, disabled, full }: { attachments: Attachments; disabled: boolean; full: boolean }) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <ToolButton
        label="Add pictures"
        tooltip={full ? 'This cast has as many embeds as it can carry.' : 'Add pictures (or paste or drop them here)'}
        icon={<PictureIcon />}
        disabled={disabled || full}
        onClick={() => input.current?.click()}
      />
      <input
        ref={input}
        type="file"
        accept={ACCEPT_ATTRIBUTE}
        multiple
        hidden
        data-testid="picture-input"
        onChange={(event) => {
          attachments.add(Array.from(event.target.files ?? []));
          event.target.value = '';
        }}
      />
    </>
  );
}
