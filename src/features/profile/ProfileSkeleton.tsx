import { CastSkeletons } from '../../components/Skeletons';

export function ProfileSkeleton() {
  return (
    <section aria-busy="true" aria-label="Loading profile">
      <div aria-hidden="true" className="flex animate-pulse gap-4 border-b border-zinc-200 px-4 py-5 dark:border-zinc-800">
        <div className="h-20 w-20 rounded-full bg-zinc-200 dark:bg-zinc-800" />
        <div className="flex-1 space-y-3 pt-2">
          <div className="h-5 w-1/2 rounded bg-zinc-200 dark:bg-zinc-800" />
          <div className="h-3 w-1/3 rounded bg-zinc-200 dark:bg-zinc-800" />
          <div className="h-3 w-2/3 rounded bg-zinc-200 dark:bg-zinc-800" />
        </div>
      </div>
      <CastSkeletons count={3} />
    </section>
  );
}
