import { describe, expect, it } from 'vitest';
import { keepShape, knownShape } from './pictureShapes';

const HASH = 'b'.repeat(64);

describe('picture shapes', () => {
  it('knows an upload by its name and another picture once it has loaded', () => {
    const svg = new URL('http://127.0.0.1:8787/static/img/demo-7.svg');
    expect(knownShape(new URL(`https://x.org/castline/v1/files/${HASH}-400x600.jpg`))).toEqual({ width: 400, height: 600 });
    expect(knownShape(svg)).toBeNull();
    keepShape(svg, { width: 768, height: 432 });
    expect(knownShape(new URL(svg.href))).toEqual({ width: 768, height: 432 });
  });

  it('keeps no empty shape, and lets the oldest go past its bound', () => {
    const empty = new URL('https://x.org/empty.png');
    keepShape(empty, { width: 0, height: 10 });
    expect(knownShape(empty)).toBeNull();
    const first = new URL('https://x.org/0.png');
    keepShape(first, { width: 1, height: 1 });
    for (let i = 1; i <= 500; i++) keepShape(new URL(`https://x.org/${i}.png`), { width: 2, height: 1 });
    expect(knownShape(first)).toBeNull();
    expect(knownShape(new URL('https://x.org/500.png'))).toEqual({ width: 2, height: 1 });
  });
});
