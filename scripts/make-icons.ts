// `npx tsx scripts/make-icons.ts`: the installed app's icons, drawn once from public/favicon.svg with sharp.
// The maskable icon fills its whole square with the logo's violet and keeps the mark inside the
// central 80 % a launcher may cut to a circle or a rounded square.
import { readFileSync } from 'node:fs';
import sharp from 'sharp';

const logo = readFileSync('public/favicon.svg', 'utf8');
const mark = logo.replace(/^.*?<rect[^>]*\/>/s, '').replace(/<\/svg>\s*$/, '');
const maskable = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" fill="#5b21b6"/><g transform="translate(16 16) scale(0.7) translate(-16 -16)">${mark}</g></svg>`;

const icons: [svg: string, size: number, file: string][] = [
  [logo, 192, 'public/icons/icon-192.png'],
  [logo, 512, 'public/icons/icon-512.png'],
  [maskable, 512, 'public/icons/maskable-512.png'],
  [maskable, 180, 'public/icons/apple-touch-icon-180.png'],
];
for (const [svg, size, file] of icons) {
  await sharp(Buffer.from(svg), { density: (72 * size) / 32 }).resize(size, size).png({ compressionLevel: 9 }).toFile(file);
  console.log(file);
}
