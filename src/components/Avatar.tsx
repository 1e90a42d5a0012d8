import { useState } from 'react';
import { generatedAvatar } from './generatedAvatar';
import { webUrl } from './webUrl';

const sizes = { sm: 'h-8 w-8', md: 'h-10 w-10', lg: 'h-20 w-20 sm:h-24 sm:w-24' } as const;
const pixels = { sm: 32, md: 40, lg: 96 } as const;

interface AvatarProps {
  url: string | null;
  /** What the generated picture is made from when there is no usable URL: the account's FID. */
  seed: string;
  size?: keyof typeof sizes;
  /** Above the fold and the largest thing there (a profile header): load it first, not lazily. */
  priority?: boolean;
}

/** A profile picture, or a generated one when there is none or it fails; decorative, since the name always stands beside it. */
export function Avatar({ url, seed, size = 'md', priority = false }: AvatarProps) {
  const src = webUrl(url);
  const [failed, setFailed] = useState<string | null>(null);
  const box = `${sizes[size]} shrink-0 rounded-full`;
  if (!src || failed === src.href) return <GeneratedPicture seed={seed} className={box} />;
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
      onError={() => setFailed(src.href)}
      className={`${box} bg-zinc-200 object-cover dark:bg-zinc-800`}
    />
  );
}

function GeneratedPicture({ seed, className }: { seed: string; className: string }) {
  const { background, foreground, cells } = generatedAvatar(seed);
  return (
    <svg aria-hidden="true" focusable="false" viewBox="-1 -1 7 7" className={className} data-generated-avatar="">
      <rect x="-1" y="-1" width="7" height="7" fill={background} />
      {cells.map(([x, y]) => (
        <rect key={`${x},${y}`} x={x} y={y} width="1.02" height="1.02" fill={foreground} />
      ))}
    </svg>
  );
}
