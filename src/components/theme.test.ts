// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { applyTheme, loadTheme, saveTheme } from './theme';
import { memoryStorage } from './fixtures/memoryStorage';

describe('theme choice', () => {
  it('is the system’s until a person picks light or dark, and forgets a choice of system', () => {
    const storage = memoryStorage();
    expect(loadTheme(storage)).toBe('system');
    saveTheme(storage, 'dark');
    expect(loadTheme(storage)).toBe('dark');
    saveTheme(storage, 'system');
    expect(storage.length).toBe(0);
  });

  it('ignores anything else found in storage', () => {
    const storage = memoryStorage();
    storage.setItem('castline.theme', 'purple');
    expect(loadTheme(storage)).toBe('system');
  });

  it('marks the root with exactly one class for a forced choice and none for the system', () => {
    const root = document.createElement('html');
    applyTheme(root, 'dark');
    expect(root.className).toBe('dark');
    applyTheme(root, 'light');
    expect(root.className).toBe('light');
    applyTheme(root, 'system');
    expect(root.className).toBe('');
  });
});
