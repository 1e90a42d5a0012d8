// @vitest-environment happy-dom
import { cleanup, render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { recallAnchor, rememberAnchor } from '../widgets/feed/scrollAnchor';
import ScrollPlaces from './ScrollPlaces';

afterEach(cleanup);

const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve));

it('remembers the place a reader scrolled to before it arrived, with no scroll after', async () => {
  document.body.innerHTML = '<article data-cast-key="0xabc"></article>';
  const article = document.querySelector('article')!;
  article.getBoundingClientRect = () => DOMRect.fromRect({ x: 0, y: 140, width: 600, height: 120 });
  window.scrollTo(0, 1200);
  render(
    <MemoryRouter initialEntries={[{ pathname: '/', key: 'home' }]}>
      <ScrollPlaces />
    </MemoryRouter>,
  );
  await nextFrame();
  expect(recallAnchor('home')).toEqual({ key: '0xabc', top: 140, scrollY: 1200 });
});

describe('going back', () => {
  let rowTop = 140;
  beforeEach(() => {
    rowTop = 140;
    document.body.innerHTML = '<article data-cast-key="0xabc"></article>';
    document.querySelector('article')!.getBoundingClientRect = () => DOMRect.fromRect({ x: 0, y: rowTop, width: 600, height: 120 });
    rememberAnchor('back', { key: '0xabc', top: 140, scrollY: 1200 });
  });
  afterEach(() => vi.restoreAllMocks());

  const goBack = () =>
    render(
      <MemoryRouter initialEntries={[{ pathname: '/', key: 'back' }]}>
        <ScrollPlaces />
      </MemoryRouter>,
    );

  it('keeps the cast the reader was on in place while the rows above it measure themselves', async () => {
    const scrollBy = vi.spyOn(window, 'scrollBy');
    goBack();
    rowTop = 400;
    await nextFrame();
    await nextFrame();
    expect(scrollBy).toHaveBeenCalledWith(0, 260);
  });

  it('stops moving the page once the reader presses on it, so the press and the release meet the same control', async () => {
    const scrollBy = vi.spyOn(window, 'scrollBy');
    goBack();
    window.dispatchEvent(new Event('pointerdown'));
    rowTop = 400;
    await nextFrame();
    await nextFrame();
    expect(scrollBy).not.toHaveBeenCalled();
  });

  it('places the cast once its screen draws it, even seconds after going back', async () => {
    const scrollBy = vi.spyOn(window, 'scrollBy');
    const article = document.querySelector('article')!;
    article.remove();
    let now = 0;
    vi.spyOn(performance, 'now').mockImplementation(() => now);
    goBack();
    await nextFrame();
    now = 3000;
    await nextFrame();
    document.body.append(article);
    rowTop = 400;
    await nextFrame();
    await nextFrame();
    expect(scrollBy).toHaveBeenCalledWith(0, 260);
  });
});
