import { useState } from 'react';
import { applyTheme, loadTheme, saveTheme, THEME_CHOICES, type ThemeChoice } from '../../components/theme';

const labels: Record<ThemeChoice, string> = { system: 'Same as this device', light: 'Light', dark: 'Dark' };

/** Light, dark, or whatever the device uses; kept in this browser. */
export function AppearanceSection() {
  const [choice, setChoice] = useState(() => loadTheme(localStorage));
  const choose = (next: ThemeChoice) => {
    setChoice(next);
    saveTheme(localStorage, next);
    applyTheme(document.documentElement, next);
  };
  return (
    <section aria-labelledby="appearance-heading" className="flex flex-col gap-3">
      <h2 id="appearance-heading" className="text-lg font-semibold">
        Appearance
      </h2>
      <fieldset className="flex flex-col gap-1">
        <legend className="sr-only">Theme</legend>
        {THEME_CHOICES.map((option) => (
          <label key={option} className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg px-2 hover:bg-zinc-100 dark:hover:bg-zinc-900">
            <input type="radio" name="theme" value={option} checked={choice === option} onChange={() => choose(option)} className="h-4 w-4 accent-violet-700" />
            {labels[option]}
          </label>
        ))}
      </fieldset>
    </section>
  );
}
