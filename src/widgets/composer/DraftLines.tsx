import { exactTime, relativeTimeLabel } from '../../components/relativeTime';

/** A saved draft in a list (Drafts, Outbox): what it is and when, then its first line. */
export function DraftLines({ kind, firstLine, at, when = '', now }: { kind: string; firstLine: string; at: number; when?: string; now: number }) {
  const exact = exactTime(at);
  return (
    <>
      <div className="flex items-baseline justify-between gap-3 text-sm text-zinc-600 dark:text-zinc-400">
        <span>{kind}</span>
        <time dateTime={new Date(at).toISOString()} title={exact}>
          {when}
          {relativeTimeLabel(at, now)}
          <span className="sr-only">, {exact}</span>
        </time>
      </div>
      <p className="line-clamp-2 break-words font-medium [overflow-wrap:anywhere]" dir="auto">
        {firstLine}
      </p>
    </>
  );
}
