import { renderSVG } from 'uqr';

/**
 * A link as an SVG QR code, dark on white whatever the theme (cameras read it best so), as a data:
 * URL. Imported only by the panels that show one (Sign in with Farcaster, Enable posting), on demand.
 */
export function qrCodeDataUrl(url: string): string {
  const svg = renderSVG(url, { ecc: 'M', border: 2, whiteColor: '#ffffff', blackColor: '#000000' });
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}
