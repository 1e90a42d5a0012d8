// @vitest-environment happy-dom
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { READY_TIMEOUT_MS, useReadyWait } from './useReadyWait';

describe('useReadyWait', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const wait = (ms: number) => act(() => vi.advanceTimersByTime(ms));

  it('turns slow exactly when the timeout passes without ready()', () => {
    const { result } = renderHook(() => useReadyWait());
    expect(result.current.phase).toBe('loading');
    wait(READY_TIMEOUT_MS - 1);
    expect(result.current.phase).toBe('loading');
    wait(1);
    expect(result.current.phase).toBe('slow');
  });

  it('stays ready once the app calls ready(), however long it then runs', () => {
    const { result } = renderHook(() => useReadyWait());
    wait(READY_TIMEOUT_MS / 2);
    act(() => result.current.ready());
    wait(READY_TIMEOUT_MS * 3);
    expect(result.current.phase).toBe('ready');
  });

  it('keeps waiting for a whole new timeout, and a late ready() still ends the wait', () => {
    const { result } = renderHook(() => useReadyWait());
    wait(READY_TIMEOUT_MS);
    act(() => result.current.keepWaiting());
    expect(result.current.phase).toBe('loading');
    wait(READY_TIMEOUT_MS - 1);
    expect(result.current.phase).toBe('loading');
    wait(1);
    expect(result.current.phase).toBe('slow');
    act(() => result.current.ready());
    expect(result.current.phase).toBe('ready');
  });

  it('leaves no timer behind when the host closes', () => {
    const { unmount } = renderHook(() => useReadyWait());
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});
