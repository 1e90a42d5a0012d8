/** The formats accepted for upload, recognised from their first bytes, never from a name or a header. */
export type ImageFormat = 'png' | 'jpeg' | 'gif' | 'webp';

const ascii = (bytes: Uint8Array, start: number, text: string): boolean =>
  [...text].every((ch, i) => bytes[start + i] === ch.charCodeAt(0));

export function sniffImage(bytes: Uint8Array): ImageFormat | null {
  if (bytes.length >= 8 && bytes[0] === 0x89 && ascii(bytes, 1, 'PNG\r\n\x1a\n')) return 'png';
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (ascii(bytes, 0, 'GIF87a') || ascii(bytes, 0, 'GIF89a')) return 'gif';
  if (bytes.length >= 12 && ascii(bytes, 0, 'RIFF') && ascii(bytes, 8, 'WEBP')) return 'webp';
  return null;
}
