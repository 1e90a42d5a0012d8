const bar = 'rounded bg-zinc-200 dark:bg-zinc-800';

/** Placeholder rows while the first page loads; hidden from assistive technology, which hears `aria-busy`. */
export function CastSkeletons({ count = 4 }: { count?: number }) {
  return (
    <div aria-hidden="true" className="animate-pulse">
      {Array.from({ length: count }, (_, i) => (
        <div key={i} className="flex gap-3 border-b border-zinc-200 px-4 py-4 dark:border-zinc-800">
          <div className={`h-10 w-10 shrink-0 rounded-full ${bar}`} />
          <div className="flex-1 space-y-2">
            <div className={`h-3 w-1/3 ${bar}`} />
            <div className={`h-3 w-full ${bar}`} />
            <div className={`h-3 w-2/3 ${bar}`} />
          </div>
        </div>
      ))}
    </div>
  );
}

export function UserRowSkeletons({ count = 6 }: { count?: number }) {
  return (
    <div aria-hidden="true" className="animate-pulse">
      {Array.from({ length: count }, (_, i) => (
        <div key={i} className="flex items-center gap-3 border-b border-zinc-200 px-4 py-3 dark:border-zinc-800">
          <div className={`h-10 w-10 shrink-0 rounded-full ${bar}`} />
          <div className="flex-1 space-y-2">
            <div className={`h-3 w-1/4 ${bar}`} />
            <div className={`h-3 w-1/2 ${bar}`} />
          </div>
        </div>
      ))}
    </div>
  );
}
