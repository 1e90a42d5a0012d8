// @vitest-environment happy-dom
import { cleanup, render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, expect, it } from 'vitest';
import { recallAnchor } from '../widgets/feed/scrollAnchor';
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
