// @vitest-environment happy-dom
import { act, cleanup, render } from '@testing-library/react';
import { MemoryRouter, useNavigate, type NavigateFunction } from 'react-router-dom';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { rememberAnchor } from '../widgets/feed/placeMemory';
import ScrollPlaces from './ScrollPlaces';

afterEach(cleanup);

const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve));

let navigate: NavigateFunction = () => {};
function Navigator() {
  navigate = useNavigate();
  return null;
}

/** The app on history entry `key`, with ScrollPlaces already there (it arrives after the first screen). */
function openAt(key: string) {
  render(
    <MemoryRouter initialEntries={[{ pathname: `/${key}`, key }]}>
      <Navigator />
      <ScrollPlaces />
    </MemoryRouter>,
  );
}

async function scrollTo(y: number) {
  window.scrollTo(0, y);
  window.dispatchEvent(new Event('scroll'));
  await nextFrame();
}

beforeEach(() => window.scrollTo(0, 0));

it('leaves a screen the reader scrolled before it arrived where it is', async () => {
  window.scrollTo(0, 1200);
  openAt('first');
  await nextFrame();
  expect(window.scrollY).toBe(1200);
});

it('starts a screen opened anew at the top, and puts a screen without a list back where its window was', async () => {
  openAt('settings');
  await scrollTo(700);
  act(() => navigate('/channels'));
  expect(window.scrollY).toBe(0);
  await scrollTo(300);
  act(() => navigate(-1));
  expect(window.scrollY).toBe(700);
});

it('leaves going back to a screen whose list kept the reader’s place to that list', async () => {
  openAt('home');
  await scrollTo(900);
  rememberAnchor('home', { key: '0xabc', offset: 40 });
  act(() => navigate('/cast/0xabc'));
  expect(window.scrollY).toBe(0);
  act(() => navigate(-1));
  expect(window.scrollY).toBe(0);
});
