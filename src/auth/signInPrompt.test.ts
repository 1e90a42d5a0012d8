import { describe, expect, it } from 'vitest';
import { createSignInPrompt } from './signInPrompt';

describe('createSignInPrompt', () => {
  it('tells every waiting action how the sign-in ended, once', async () => {
    const prompt = createSignInPrompt();
    let changes = 0;
    prompt.subscribe(() => changes++);
    const first = prompt.request();
    const second = prompt.request();
    expect(prompt.isRequested()).toBe(true);
    expect(changes).toBe(1);
    prompt.finish(true);
    await expect(Promise.all([first, second])).resolves.toEqual([true, true]);
    expect(prompt.isRequested()).toBe(false);
    const third = prompt.request();
    prompt.finish(false);
    await expect(third).resolves.toBe(false);
  });
});
