export interface Shape {
  width: number;
  height: number;
}

/** Uploads on a Castline gateway are named `<hash>-<width>x<height>.<ext>`, so their shape is known before they load. */
const SHAPED_NAME = /\/[0-9a-f]{64}-(\d{1,5})x(\d{1,5})\.(?:jpg|webp)$/;

export function shapeOf(url: URL): Shape | null {
  const match = SHAPED_NAME.exec(url.pathname);
  if (!match) return null;
  const width = Number(match[1]);
  const height = Number(match[2]);
  return width > 0 && height > 0 ? { width, height } : null;
}

/** A picture uploaded to a Castline gateway (its name carries its shape). */
export function isUploadUrl(raw: string): boolean {
  try {
    return shapeOf(new URL(raw)) !== null;
  } catch {
    return false;
  }
}

/**
 * Embeds carry no alt text, so Castline writes it into the URL's fragment (`#alt=...`): browsers never
 * send a fragment, the picture is the same, and other clients simply ignore it.
 */
export function altOf(url: URL): string {
  const params = new URLSearchParams(url.hash.slice(1));
  return (params.get('alt') ?? '').trim();
}

/** A picture as the cast and the lightbox show it. */
export interface ShownImage {
  url: URL;
  alt: string;
}
