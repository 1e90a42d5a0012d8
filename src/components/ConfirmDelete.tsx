import { useEffect, useRef } from 'react';

/**
 * "Delete this …?" with Yes, delete (or the `confirm` words) and Keep: a list's delete asks first. Keep,
 * the choice that changes nothing, takes the focus, so a second Enter does no harm.
 */
export function ConfirmDelete({ question, confirm = 'Yes, delete', onDelete, onKeep }: { question: string; confirm?: string; onDelete(): void; onKeep(): void }) {
  const keep = useRef<HTMLButtonElement>(null);
  useEffect(() => keep.current?.focus(), []);
  return (
    <fieldset className="flex min-h-11 min-w-0 flex-wrap items-center gap-2" aria-label={question}>
      <span className="font-semibold text-zinc-900 dark:text-zinc-100">{question}</span>
      <button type="button" className="btn btn-danger" onClick={onDelete}>
        {confirm}
      </button>
      <button ref={keep} type="button" className="btn btn-quiet" onClick={onKeep}>
        Keep
      </button>
    </fieldset>
  );
}
