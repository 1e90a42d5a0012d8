export type ThemeChoice = 'system' | 'light' | 'dark';

export const THEME_CHOICES: readonly ThemeChoice[] = ['system', 'light', 'dark'];
const KEY = 'castline.theme';

export function loadTheme(storage: Pick<Storage, 'getItem'>): ThemeChoice {
  const stored = storage.getItem(KEY);
  return THEME_CHOICES.find((choice) => choice === stored) ?? 'system';
}

export function saveTheme(storage: Pick<Storage, 'setItem' | 'removeItem'>, choice: ThemeChoice): void {
  if (choice === 'system') storage.removeItem(KEY);
  else storage.setItem(KEY, choice);
}

/** The stylesheet follows the system unless the root carries `light` or `dark`. */
export function applyTheme(root: Pick<HTMLElement, 'classList'>, choice: ThemeChoice): void {
  root.classList.toggle('light', choice === 'light');
  root.classList.toggle('dark', choice === 'dark');
}
