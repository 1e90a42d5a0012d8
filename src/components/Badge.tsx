import type { ReactNode } from 'react';

const tones = {
  neutral: 'bg-zinc-100 text-zinc-800 dark:bg-zinc-800 dark:text-zinc-100',
  accent: 'bg-violet-100 text-violet-900 dark:bg-violet-950 dark:text-violet-100',
  amber: 'bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-100',
} as const;

export function Badge({ children, tone = 'neutral', title }: { children: ReactNode; tone?: keyof typeof tones; title?: string }) {
  return (
    <span title={title} className={`inline-flex items-center rounded-full px-2 py-0.5 text-xs font-semibold ${tones[tone]}`}>
      {children}
    </span>
  );
}

/** Marks an account or cast that lives on the gateway's own layer, not on Farcaster L1. */
export function L2Badge({ what }: { what: 'account' | 'cast' }) {
  return (
    <Badge tone="amber" title={`An L2 ${what}: kept by the gateway, not on Farcaster L1`}>
      L2<span className="sr-only"> {what}</span>
    </Badge>
  );
}
