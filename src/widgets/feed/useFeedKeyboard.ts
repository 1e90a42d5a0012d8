import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import type { Virtualizer } from '@tanstack/react-virtual';
import { feedKeyAction, isTypingTarget, targetRow } from './feedKeys';

interface FeedKeyboardOptions {
  feedId: string;
  virtualizer: Virtualizer<Window, Element>;
  /** Where `Enter` on a row goes. */
  pathOf(index: number): string | undefined;
}

const FOCUS_ATTEMPTS = 30;

function rowElement(feedId: string, index: number): HTMLElement | null {
  return document.getElementById(feedId)?.querySelector<HTMLElement>(`:scope > [data-index="${index}"]`) ?? null;
}

function focusedRow(feedId: string): { index: number; isRow: boolean } | null {
  const active = document.activeElement;
  const row = active?.closest<HTMLElement>('[data-index]');
  if (!row || row.parentElement?.id !== feedId) return null;
  return { index: Number(row.dataset.index), isRow: row === active };
}

/** `j`/`k` move focus between a feed's rows (scrolling a row in first if it is not rendered), `Enter` opens the focused row. */
export function useFeedKeyboard({ feedId, virtualizer, pathOf }: FeedKeyboardOptions) {
  const navigate = useNavigate();
  const latest = useRef({ virtualizer, pathOf });
  latest.current = { virtualizer, pathOf };

  useEffect(() => {
    let frame = 0;
    const focusWhenRendered = (index: number, attempt = 0) => {
      const element = rowElement(feedId, index);
      if (element) element.focus({ preventScroll: true });
      else if (attempt < FOCUS_ATTEMPTS) frame = requestAnimationFrame(() => focusWhenRendered(index, attempt + 1));
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || isTypingTarget(event.target as HTMLElement | null)) return;
      const action = feedKeyAction(event);
      if (!action) return;
      const { virtualizer: v, pathOf: path } = latest.current;
      const focused = focusedRow(feedId);
      if (action === 'open') {
        const to = focused?.isRow ? path(focused.index) : undefined;
        if (!to) return;
        event.preventDefault();
        navigate(to);
        return;
      }
      const firstVisible = v.getVirtualItems().find((row) => row.end > window.scrollY + v.options.scrollPaddingStart)?.index ?? 0;
      const next = targetRow(action, focused?.index ?? null, firstVisible, v.options.count);
      if (next === null) return;
      event.preventDefault();
      v.scrollToIndex(next, { align: 'auto' });
      cancelAnimationFrame(frame);
      focusWhenRendered(next);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      cancelAnimationFrame(frame);
    };
  }, [feedId, navigate]);
}
