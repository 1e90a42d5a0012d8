import { describe, expect, it } from 'vitest';
import { ApprovalQueue } from './approvals';

const request = (title: string) => ({ title, detail: null, approveLabel: 'Allow' });

describe('ApprovalQueue', () => {
  it('shows one request at a time, in order, and answers each', async () => {
    const queue = new ApprovalQueue();
    const first = queue.ask(request('first'));
    const second = queue.ask(request('second'));
    expect(queue.current()?.title).toBe('first');
    queue.answer(queue.current()!.id, true);
    expect(queue.current()?.title).toBe('second');
    queue.answer(queue.current()!.id, false);
    await expect(first).resolves.toBe(true);
    await expect(second).resolves.toBe(false);
    expect(queue.current()).toBeNull();
  });

  it('refuses everything still waiting when the app closes', async () => {
    const queue = new ApprovalQueue();
    const waiting = [queue.ask(request('a')), queue.ask(request('b'))];
    queue.refuseAll();
    await expect(Promise.all(waiting)).resolves.toEqual([false, false]);
  });

  it('tells subscribers when the request on show changes', () => {
    const queue = new ApprovalQueue();
    let calls = 0;
    const stop = queue.subscribe(() => calls++);
    void queue.ask(request('a'));
    queue.answer(queue.current()!.id, true);
    stop();
    void queue.ask(request('b'));
    expect(calls).toBe(2);
  });

  it('gives the option with the answer: as left when approved, never when refused or absent', async () => {
    const queue = new ApprovalQueue();
    const withOption = { ...request('add'), option: 'Allow notifications' };
    const kept = queue.choose(withOption);
    expect(queue.current()?.option).toBe('Allow notifications');
    queue.answer(queue.current()!.id, true, true);
    const unchecked = queue.choose(withOption);
    queue.answer(queue.current()!.id, true, false);
    const refused = queue.choose(withOption);
    queue.answer(queue.current()!.id, false, true);
    const none = queue.choose(request('plain'));
    expect(queue.current()).not.toHaveProperty('option');
    queue.answer(queue.current()!.id, true, true);
    expect(await Promise.all([kept, unchecked, refused, none])).toEqual([
      { approved: true, option: true },
      { approved: true, option: false },
      { approved: false, option: false },
      { approved: true, option: false },
    ]);
  });
});
