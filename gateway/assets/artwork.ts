import { createHash } from 'node:crypto';

/** Generated pictures and link pages the gateway serves itself, so the demo needs no outside host. */

function palette(key: string): [string, string, string] {
  const h = createHash('sha256').update(key).digest();
  const hue = (i: number) => Math.round((h[i]! / 255) * 360);
  return [`hsl(${hue(0)} 65% 55%)`, `hsl(${hue(1)} 70% 35%)`, `hsl(${hue(2)} 80% 85%)`];
}

const escapeXml = (text: string): string =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

export function avatarSvg(name: string): string {
  const [a, b, c] = palette(`avatar:${name}`);
  const initial = escapeXml((name.match(/[a-z0-9]/i)?.[0] ?? '?').toUpperCase());
  return `<svg xmlns="http://www.w3.org/2000/svg" width="128" height="128" viewBox="0 0 128 128">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${b}"/></linearGradient></defs>
<rect width="128" height="128" fill="url(#g)"/>
<text x="64" y="82" font-family="sans-serif" font-size="56" font-weight="700" text-anchor="middle" fill="${c}">${initial}</text>
</svg>`;
}

export function pictureSvg(key: string): string {
  const [a, b, c] = palette(`picture:${key}`);
  const h = createHash('sha256').update(key).digest();
  const circles = [0, 1, 2, 3]
    .map((i) => `<circle cx="${h[3 + i]! * 3}" cy="${h[7 + i]! * 1.5}" r="${20 + (h[11 + i]! % 80)}" fill="${c}" opacity="0.55"/>`)
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="768" height="432" viewBox="0 0 768 432">
<rect width="768" height="432" fill="${a}"/><rect y="288" width="768" height="144" fill="${b}"/>${circles}
<text x="24" y="408" font-family="sans-serif" font-size="28" fill="#fff">${escapeXml(key)}</text>
</svg>`;
}

export interface LinkCard {
  slug: string;
  title: string;
  description: string;
}

export const LINK_CARDS: readonly LinkCard[] = [
  { slug: 'protocol-notes', title: 'Notes on a sufficiently decentralized protocol', description: 'Why identities live on chain and messages live on hubs.' },
  { slug: 'rust-hubs', title: 'Rewriting a hub in Rust', description: 'What we learned moving message validation to a faster core.' },
  { slug: 'film-photography', title: 'Shooting film in 2025', description: 'A field guide to grain, light meters and patience.' },
  { slug: 'sourdough', title: 'The lazy sourdough schedule', description: 'Bread that fits around a working week.' },
  { slug: 'synth-patches', title: 'Ten patches for a small modular synth', description: 'From plucks to drones with six modules.' },
  { slug: 'reading-list', title: 'A reading list for long winters', description: 'Twelve books, one per month, mostly short.' },
  { slug: 'frames-explained', title: 'Frames, explained', description: 'Interactive posts built from plain HTML meta tags.' },
  { slug: 'ink-and-paper', title: 'Ink and paper', description: 'Sketchbook habits of working illustrators.' },
];

export function linkPageHtml(card: LinkCard, origin: string): string {
  const title = escapeXml(card.title);
  const description = escapeXml(card.description);
  const base = escapeXml(origin);
  const image = `${base}/static/img/${escapeXml(card.slug)}.svg`;
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${title}</title>
<meta property="og:title" content="${title}">
<meta property="og:description" content="${description}">
<meta property="og:image" content="${image}">
<meta property="og:url" content="${base}/static/link/${escapeXml(card.slug)}">
<meta property="og:type" content="article">
</head><body><h1>${title}</h1><p>${description}</p><img src="${image}" alt=""></body></html>`;
}
