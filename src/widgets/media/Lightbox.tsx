import { useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { Modal } from '../../components/Modal';
import type { ShownImage } from './imageUrl';

const SWIPE_PX = 50;

/**
 * Pictures full size in a modal dialog: arrows and swipes move between them, Escape closes, and focus goes
 * back to what opened it. Loaded only when first opened.
 */
export default function Lightbox({ images, start, onClose }: { images: ShownImage[]; start: number; onClose(): void }) {
  const [index, setIndex] = useState(start);
  const swipeFrom = useRef<number | null>(null);
  const image = images[index]!;
  const many = images.length > 1;

  const step = (by: number) => setIndex((i) => (i + by + images.length) % images.length);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowRight' && many) step(1);
    else if (event.key === 'ArrowLeft' && many) step(-1);
    else return;
    event.preventDefault();
  };
  const onPointerUp = (event: PointerEvent) => {
    if (swipeFrom.current === null) return;
    const dx = event.clientX - swipeFrom.current;
    swipeFrom.current = null;
    if (many && Math.abs(dx) > SWIPE_PX) step(dx < 0 ? 1 : -1);
  };

  return (
    <Modal
      aria-label={`Image ${index + 1} of ${images.length}`}
      onClose={onClose}
      onKeyDown={onKeyDown}
      className="m-0 h-dvh max-h-none w-screen max-w-none bg-black p-0 text-white backdrop:bg-black"
    >
      <div className="flex h-full flex-col">
        <div className="flex items-center justify-between gap-2 p-3">
          <p className="text-sm" aria-live="polite">
            {many ? `${index + 1} of ${images.length}` : ''}
          </p>
          {/* biome-ignore lint/a11y/noAutofocus: the lightbox opens at the person's press on a picture, on the control that closes it */}
          <button type="button" className="rounded-lg bg-white/10 px-3 py-1.5 text-sm font-semibold hover:bg-white/20 focus-visible:outline-2 focus-visible:outline-white" onClick={onClose} autoFocus>
            Close
          </button>
        </div>
        <div
          className="relative flex min-h-0 flex-1 touch-pan-y items-center justify-center px-2"
          onPointerDown={(event) => (swipeFrom.current = event.clientX)}
          onPointerUp={onPointerUp}
          onPointerCancel={() => (swipeFrom.current = null)}
        >
          <img src={image.url.href} alt={image.alt} referrerPolicy="no-referrer" className="max-h-full max-w-full select-none object-contain" draggable={false} />
          {many && (
            <>
              <button type="button" aria-label="Previous image" onClick={() => step(-1)} className="absolute left-2 rounded-full bg-white/15 px-3 py-2 text-xl hover:bg-white/25 focus-visible:outline-2 focus-visible:outline-white">
                ‹
              </button>
              <button type="button" aria-label="Next image" onClick={() => step(1)} className="absolute right-2 rounded-full bg-white/15 px-3 py-2 text-xl hover:bg-white/25 focus-visible:outline-2 focus-visible:outline-white">
                ›
              </button>
            </>
          )}
        </div>
        <p className="mx-auto max-w-prose p-3 text-center text-sm" data-testid="lightbox-alt">
          {image.alt}
        </p>
      </div>
    </Modal>
  );
}
