import { bench, describe } from 'vitest';
import { encodeCastText, utf8Length } from './castText';
import { validateCast } from './validateCast';

// A worst case for one keystroke: 1,024 bytes of display text with 10 resolved mentions, mixed
// scripts and an address.
const handles = Array.from({ length: 10 }, (_, i) => `user${i}`);
const mentionFids = new Map(handles.map((h, i) => [h, String(1000 + i)]));
const mentions = handles.map((h) => `@${h} `).join('');
const filler = 'gm 日本語 👨‍👩‍👧 https://example.com/some/path?q=1 ';
const postedBytes = (text: string) => utf8Length(encodeCastText(text, mentionFids).text);
let displayText = mentions;
while (postedBytes(displayText + filler) <= 1024) displayText += filler;
displayText += 'x'.repeat(1024 - postedBytes(displayText));

describe('composer keystroke (1,024 bytes, 10 mentions)', () => {
  bench('encodeCastText + validateCast (the live counter and checks)', () => {
    const encoded = encodeCastText(displayText, mentionFids);
    const result = validateCast({ ...encoded, embeds: [{ url: 'https://example.com/some/path?q=1' }] });
    if (!result.ok || result.bytes !== 1024 || encoded.mentions.length !== 10) throw new Error('unexpected bench input');
  });
});
