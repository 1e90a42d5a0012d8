import { useId, useState, type FormEvent } from 'react';
import type { Cast } from '../../api/model';
import { utf8Length } from '../../farcaster/castText';
import { URL_MAX_BYTES } from '../../farcaster/validateCast';
import { DraftLinkCard } from '../media/LinkCard';
import type { ComposerEmbed } from './composerModel';
import { mentionName } from '../../components/userName';

function webUrlProblem(url: string): string | null {
  if (utf8Length(url) > URL_MAX_BYTES) return `An address may be at most ${URL_MAX_BYTES} bytes.`;
  try {
    const { protocol } = new URL(url);
    if (protocol === 'http:' || protocol === 'https:') return null;
  } catch {
    // falls through to the same answer as a wrong scheme
  }
  return 'Enter an http or https address.';
}

/** What the cast will carry: images with a preview, links (each can be left out) and the quoted cast. */
export function ComposerEmbedList({
  embeds,
  quoted,
  disabled,
  onRemove,
}: {
  embeds: readonly ComposerEmbed[];
  quoted?: Cast | undefined;
  disabled: boolean;
  onRemove(embed: ComposerEmbed & { kind: 'image' | 'link' }): void;
}) {
  if (embeds.length === 0) return null;
  return (
    <ul aria-label="Embeds" className="flex flex-col gap-2">
      {embeds.map((embed) =>
        embed.kind === 'quote' ? (
          <li key={`quote:${embed.cast.hash}`} className="rounded-lg border border-zinc-200 p-2 text-sm dark:border-zinc-700">
            <span className="font-semibold">Quoting </span>
            {quoted ? (
              <>
                {mentionName(quoted.author)}: <span className="line-clamp-2">{quoted.text}</span>
              </>
            ) : (
              <span className="font-mono">{embed.cast.hash}</span>
            )}
          </li>
        ) : (
          <li key={embed.url} className="flex flex-wrap items-start gap-2 rounded-lg border border-zinc-200 p-2 text-sm dark:border-zinc-700">
            {embed.kind === 'image' && <img src={embed.url} alt="Preview of the attachment" className="h-16 w-16 shrink-0 rounded object-cover" />}
            <span className="min-w-0 flex-1 [overflow-wrap:anywhere]">{embed.url}</span>
            <button type="button" className="btn btn-quiet px-2 py-0.5" disabled={disabled} onClick={() => onRemove(embed)} aria-label={`Remove embed ${embed.url}`}>
              Remove
            </button>
            {embed.kind === 'link' && <DraftLinkCard url={embed.url} />}
          </li>
        ),
      )}
    </ul>
  );
}

/** Adds an image (or any web page) by its address. */
export function AddEmbedByUrl({ disabled, onAdd }: { disabled: boolean; onAdd(url: string): void }) {
  const [url, setUrl] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const id = useId();
  const problemId = useId();
  const add = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = url.trim();
    const found = webUrlProblem(trimmed);
    setProblem(found);
    if (found) return;
    onAdd(trimmed);
    setUrl('');
  };
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-semibold">
        Image by URL
      </label>
      <div className="flex gap-2">
        <input
          id={id}
          className="field min-w-0 flex-1"
          type="url"
          inputMode="url"
          placeholder="https://…/picture.png"
          value={url}
          disabled={disabled}
          aria-invalid={problem !== null}
          aria-describedby={problem ? problemId : undefined}
          onChange={(e) => setUrl(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') add(e);
          }}
        />
        <button type="button" className="btn btn-quiet" disabled={disabled} onClick={add}>
          Add image
        </button>
      </div>
      {problem && (
        <p id={problemId} className="text-sm text-red-700 dark:text-red-400">
          {problem}
        </p>
      )}
    </div>
  );
}
