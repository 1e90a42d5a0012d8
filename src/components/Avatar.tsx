import { webUrl } from './webUrl';

const sizes = { sm: 'h-8 w-8 text-xs', md: 'h-10 w-10 text-sm', lg: 'h-20 w-20 text-2xl sm:h-24 sm:w-24' } as const;
const pixels = { sm: 32, md: 40, lg: 96 } as const;

interface AvatarProps {
  url: string | null;
  name: string;
  size?: keyof typeof sizes;
  /** Above the fold and the largest thing there (a profile header): load it first, not lazily. */
  priority?: boolean;
}

/** A profile picture; decorative, since the name always stands beside it. */
export function Avatar({ url, name, size = 'md', priority = false }: AvatarProps) {
  const src = webUrl(url);
  const box = `${sizes[size]} shrink-0 rounded-full bg-zinc-200 dark:bg-zinc-800`;
  if (!src) {
    return (
      <span aria-hidden="true" className={`${box} inline-flex items-center justify-center font-bold text-zinc-700 dark:text-zinc-200`}>
        {(name.trim()[0] ?? '?').toUpperCase()}
      </span>
    );
  }
  return (
    <img
      src={src.href}
      alt=""
      width={pixels[size]}
      height={pixels[size]}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : 'auto'}
      decoding="async"
      referrerPolicy="no-referrer"
      className={`${box} object-cover`}
    />
  );
}
