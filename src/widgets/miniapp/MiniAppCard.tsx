import type { Cast } from '../../api/model';
import type { MiniAppEmbed } from './embedSchema';
import { launchMiniApp } from './launch';

/** A cast's Mini App embed: its image, the app's name and the button that opens it in Castline. */
export function MiniAppCard({ embed, cast, embedUrl }: { embed: MiniAppEmbed; cast: Cast; embedUrl: string }) {
  const open = () =>
    launchMiniApp({
      name: embed.name,
      url: embed.url,
      splashImageUrl: embed.splashImageUrl,
      splashBackgroundColor: embed.splashBackgroundColor,
      imageUrl: embed.imageUrl,
      from: { type: 'cast_embed', embed: embedUrl, cast },
    });
  return (
    <div className="overflow-hidden rounded-xl border border-zinc-200 dark:border-zinc-800" data-testid="miniapp-card">
      <img
        src={embed.imageUrl}
        alt={`Preview of the Mini App ${embed.name}`}
        width={600}
        height={embed.aspectRatio === '1:1' ? 600 : 400}
        loading="lazy"
        decoding="async"
        referrerPolicy="no-referrer"
        className={`h-auto w-full bg-zinc-100 object-cover dark:bg-zinc-900 ${embed.aspectRatio === '1:1' ? 'aspect-square' : 'aspect-[3/2]'}`}
      />
      <div className="flex items-center justify-between gap-3 px-3 py-2">
        <span className="min-w-0">
          <span className="block truncate text-sm font-semibold">{embed.name}</span>
          <span className="block text-xs text-zinc-600 dark:text-zinc-400">Mini App</span>
        </span>
        <button type="button" className="btn btn-primary min-h-11 shrink-0" onClick={open} aria-label={`${embed.buttonTitle}: ${embed.name}, a Mini App`}>
          {embed.buttonTitle}
        </button>
      </div>
    </div>
  );
}
