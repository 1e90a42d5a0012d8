import { lazy, Suspense, useState } from 'react';
import { altOf, type Shape, type ShownImage } from './imageUrl';
import { keepShape, knownShape } from './pictureShapes';
import { pictureRows, rowMaxWidthRem, UNKNOWN_SHAPE } from './pictureRows';

const Lightbox = lazy(() => import('./Lightbox'));

/** The cap on a picture's height in a cast, in rem; the lightbox shows it larger. */
const MAX_HEIGHT_REM = 32;
/** The gap between pictures (Tailwind's gap-1), in rem. */
const GAP_REM = 0.25;

/**
 * A cast's pictures, never cropped: each is shown whole at its own shape, and pictures sharing a row
 * share one height. An upload's shape is in its name, and a picture loaded before keeps its shape, so
 * their boxes have the right size before they load; a picture of unknown shape waits in a 4:3 box and
 * takes its own shape once loaded.
 */
export function CastImages({ urls, who }: { urls: URL[]; who: string }) {
  const [open, setOpen] = useState<number | null>(null);
  // The shapes of pictures whose URL does not say it, as they load.
  const [loaded, setLoaded] = useState<Record<string, Shape>>({});
  const images: ShownImage[] = urls.map((url, i) => ({ url, alt: altOf(url) || `Image ${i + 1} of ${urls.length} attached by ${who}` }));
  const shapes = images.map((image) => loaded[image.url.href] ?? knownShape(image.url) ?? UNKNOWN_SHAPE);
  return (
    <>
      <div className="flex flex-col gap-1" data-testid="cast-images">
        {pictureRows(shapes).map((row) => (
          <div key={row[0]} className="flex gap-1" style={{ maxWidth: `min(100%, ${rowMaxWidthRem(row.map((i) => shapes[i]!), MAX_HEIGHT_REM, GAP_REM).toFixed(3)}rem)` }}>
            {row.map((i) => {
              const image = images[i]!;
              const { width, height } = shapes[i]!;
              return (
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
                  className="block min-w-0 rounded-xl"
                  // Widths in proportion to the shapes give every picture of the row the same height.
                  style={{ flex: `${width / height} 1 0%` }}
                >
                  <img
                    src={image.url.href}
                    alt={image.alt}
                    width={width}
                    height={height}
                    loading="lazy"
                    decoding="async"
                    referrerPolicy="no-referrer"
                    // A ring, not a border, so the box has exactly the picture's shape.
                    className="block h-auto w-full rounded-xl bg-zinc-100 object-contain ring-1 ring-zinc-200 dark:bg-zinc-900 dark:ring-zinc-800"
                    style={{ aspectRatio: `${width} / ${height}` }}
                    onLoad={(event) => {
                      const { naturalWidth, naturalHeight } = event.currentTarget;
                      if (naturalWidth > 0 && naturalHeight > 0 && !knownShape(image.url)) {
                        const shape = { width: naturalWidth, height: naturalHeight };
                        keepShape(image.url, shape);
                        setLoaded((all) => ({ ...all, [image.url.href]: shape }));
                      }
                    }}
                  />
                </a>
              );
            })}
          </div>
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
