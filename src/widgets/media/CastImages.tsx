import { lazy, Suspense, useState } from 'react';
import { altOf, shapeOf, type ShownImage } from './imageUrl';

const Lightbox = lazy(() => import('./Lightbox'));

/** The cap on a picture's height in a cast, in rem; the lightbox shows it whole. */
const MAX_HEIGHT_REM = 32;

/**
 * A cast's pictures. One alone is shown whole at its own shape: an upload's shape is in its name, so its
 * box has the right size before it loads; a picture of unknown shape waits in a 4:3 box and takes its own
 * shape once loaded. Several fill the squares of a grid (cropped there, whole in the lightbox).
 */
export function CastImages({ urls, who }: { urls: URL[]; who: string }) {
  const [open, setOpen] = useState<number | null>(null);
  // The shapes of pictures whose URL does not say it, as they load.
  const [loaded, setLoaded] = useState<Record<string, Shape>>({});
  const images: ShownImage[] = urls.map((url, i) => ({ url, alt: altOf(url) || `Image ${i + 1} of ${urls.length} attached by ${who}` }));
  const single = images.length === 1;
  return (
    <>
      <div className={single ? '' : 'grid grid-cols-2 gap-1'} data-testid="cast-images">
        {images.map((image, i) => (
          <a
            key={`${image.url.href}-${i}`}
            href={image.url.href}
            target="_blank"
            rel="noopener noreferrer"
            onClick={(event) => {
              if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
              event.preventDefault();
              setOpen(i);
            }}
            className="block max-w-full overflow-hidden rounded-xl border border-zinc-200 bg-zinc-100 dark:border-zinc-800 dark:bg-zinc-900"
            style={boxStyle(single ? (shapeOf(image.url) ?? loaded[image.url.href] ?? null) : null, single)}
          >
            <img
              src={image.url.href}
              alt={image.alt}
              loading="lazy"
              decoding="async"
              referrerPolicy="no-referrer"
              className="h-full w-full object-cover"
              onLoad={(event) => {
                const { naturalWidth: width, naturalHeight: height } = event.currentTarget;
                if (single && width > 0 && height > 0 && !shapeOf(image.url)) setLoaded((all) => ({ ...all, [image.url.href]: { width, height } }));
              }}
            />
          </a>
        ))}
      </div>
      {open !== null && (
        <Suspense fallback={null}>
          <Lightbox images={images} start={open} onClose={() => setOpen(null)} />
        </Suspense>
      )}
    </>
  );
}

type Shape = { width: number; height: number };

/** Known shape: exactly that ratio, at most MAX_HEIGHT_REM tall. Unknown: a 4:3 box. In a grid: a square. */
function boxStyle(shape: Shape | null, single: boolean): React.CSSProperties {
  if (!single) return { aspectRatio: '1 / 1', width: '100%' };
  if (!shape) return { aspectRatio: '4 / 3', width: `min(100%, ${MAX_HEIGHT_REM * (4 / 3)}rem)` };
  const ratio = shape.width / shape.height;
  return { aspectRatio: `${shape.width} / ${shape.height}`, width: `min(100%, ${(MAX_HEIGHT_REM * ratio).toFixed(3)}rem)` };
}
