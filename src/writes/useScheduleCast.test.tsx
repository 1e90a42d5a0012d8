// @vitest-environment happy-dom
import { act, renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Gateway } from '../api/gateway';
import { castHashOf } from '../api/ids';
import type { ScheduledCast } from '../api/scheduleModel';
import { readKeys } from '../queries/queryKeys';
import { testCast } from '../queries/testModel';
import { feed, itemsOf, ME, offlineServices, signedInServices } from './fixtures/writeFixtures';
import { signAndSchedule } from './signAndSubmit';
import { useCancelScheduled, useScheduleCast } from './useScheduleCast';
import { writeKeys } from './writeKeys';

// The hooks over the app's services; the signing and sending (signAndSchedule) and the gateway's
// cancel call are stood in for.
vi.mock('./signAndSubmit', () => ({ signAndSchedule: vi.fn() }));
const scheduled = vi.mocked(signAndSchedule);

const draft = { text: 'later', mentions: [], mentionsPositions: [], embeds: [] };
const write = { action: { kind: 'cast' as const, draft }, at: 1_700_000_600_000 };
const kept = (hash: string, publishAt: number): ScheduledCast => ({ hash: castHashOf(hash), text: hash, publishAt, failure: null, retry: null });

beforeEach(() => {
  scheduled.mockReset();
});

/** Services signed in as ME (or signed out, closing the sign-in when asked), whose gateway cancels with `cancel`. */
function services({ signedIn = true, cancel = async () => ({ cancelled: true as const }) }: { signedIn?: boolean; cancel?: Gateway['cancelScheduled'] } = {}) {
  const test = signedIn ? signedInServices() : offlineServices();
  test.services.signInPrompt.subscribe(() => test.services.signInPrompt.isRequested() && test.services.signInPrompt.finish(false));
  const cancelScheduled = vi.fn(cancel);
  test.services.gateway = { ...test.services.gateway, cancelScheduled };
  return { ...test, cancelScheduled };
}

describe('useScheduleCast', () => {
  it('signs the cast for its time and puts what the gateway keeps in the list, soonest first', async () => {
    const test = services();
    const [sooner, later] = [kept('0x01', 1_700_000_000_000), kept('0x03', 1_700_000_900_000)];
    const answer = kept('0x02', write.at);
    test.queryClient.setQueryData(readKeys.scheduled(ME), [sooner, later]);
    test.queryClient.setQueryData(readKeys.casts(ME, {}), feed());
    scheduled.mockResolvedValue({ scheduled: answer });
    const { result } = renderHook(() => useScheduleCast(), { wrapper: test.wrapper });
    await act(() => result.current.mutateAsync(write));
    expect(scheduled).toHaveBeenCalledWith(write, expect.objectContaining({ gateway: test.services.gateway, session: test.session, client: test.queryClient }));
    expect(test.queryClient.getQueryData(readKeys.scheduled(ME))).toEqual([sooner, answer, later]);
    expect(itemsOf(test.queryClient, readKeys.casts(ME, {}))).toEqual([]);
    expect(test.queryClient.getMutationCache().getAll()[0]!.options.mutationKey).toEqual(writeKeys.kind('schedule'));
  });

  it('adds a cast whose time had come to the feeds instead', async () => {
    const test = services();
    const posted = testCast({ hash: '0x0d' });
    test.queryClient.setQueryData(readKeys.scheduled(ME), []);
    test.queryClient.setQueryData(readKeys.casts(ME, {}), feed());
    scheduled.mockResolvedValue({ posted });
    const { result } = renderHook(() => useScheduleCast(), { wrapper: test.wrapper });
    await act(() => result.current.mutateAsync(write));
    expect(itemsOf(test.queryClient, readKeys.casts(ME, {}))).toEqual([posted]);
    expect(test.queryClient.getQueryData(readKeys.scheduled(ME))).toEqual([]);
  });

  it('signs nothing for someone who does not sign in', async () => {
    const test = services({ signedIn: false });
    const { result } = renderHook(() => useScheduleCast(), { wrapper: test.wrapper });
    await act(() => expect(result.current.mutateAsync(write)).rejects.toMatchObject({ kind: 'not-signed-in' }));
    expect(scheduled).not.toHaveBeenCalled();
  });
});

describe('useCancelScheduled', () => {
  it('asks the gateway to drop the cast, then takes it off the list', async () => {
    const test = services();
    const [one, two] = [kept('0x01', 1), kept('0x02', 2)];
    test.queryClient.setQueryData(readKeys.scheduled(ME), [one, two]);
    const { result } = renderHook(() => useCancelScheduled(), { wrapper: test.wrapper });
    await act(() => expect(result.current.mutateAsync(one.hash)).resolves.toEqual({ cancelled: true }));
    expect(test.cancelScheduled).toHaveBeenCalledWith(one.hash);
    expect(test.queryClient.getQueryData(readKeys.scheduled(ME))).toEqual([two]);
    expect(test.queryClient.getMutationCache().getAll()[0]!.options.mutationKey).toEqual(writeKeys.kind('cancel-schedule'));
  });

  it('takes a cast the gateway published before the cancel came off the list too, answering that it was published, and reads the list again', async () => {
    const test = services({ cancel: async (hash) => ({ published: hash }) });
    const [one, two] = [kept('0x01', 1), kept('0x02', 2)];
    test.queryClient.setQueryData(readKeys.scheduled(ME), [one, two]);
    const { result } = renderHook(() => useCancelScheduled(), { wrapper: test.wrapper });
    expect(test.queryClient.getQueryState(readKeys.scheduled(ME))?.isInvalidated).toBe(false);
    await act(() => expect(result.current.mutateAsync(one.hash)).resolves.toEqual({ published: one.hash }));
    expect(test.queryClient.getQueryData(readKeys.scheduled(ME))).toEqual([two]);
    // The list on screen was behind the gateway: it is read again.
    expect(test.queryClient.getQueryState(readKeys.scheduled(ME))?.isInvalidated).toBe(true);
  });

  it('keeps the cast listed when the gateway refuses, and reads the list again', async () => {
    const test = services({ cancel: () => Promise.reject(new TypeError('fetch failed')) });
    const one = kept('0x01', 1);
    test.queryClient.setQueryData(readKeys.scheduled(ME), [one]);
    const { result } = renderHook(() => useCancelScheduled(), { wrapper: test.wrapper });
    await act(() => expect(result.current.mutateAsync(one.hash)).rejects.toThrow('fetch failed'));
    expect(test.queryClient.getQueryData(readKeys.scheduled(ME))).toEqual([one]);
    expect(test.queryClient.getQueryState(readKeys.scheduled(ME))?.isInvalidated).toBe(true);
  });

  it('sends nothing for someone who does not sign in', async () => {
    const test = services({ signedIn: false });
    const { result } = renderHook(() => useCancelScheduled(), { wrapper: test.wrapper });
    await act(() => expect(result.current.mutateAsync(castHashOf('0x01'))).rejects.toMatchObject({ kind: 'not-signed-in' }));
    expect(test.cancelScheduled).not.toHaveBeenCalled();
  });
});
