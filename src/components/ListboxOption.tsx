import type { ReactNode } from 'react';

/**
 * An option of a listbox whose keys the combobox's own field handles (`aria-activedescendant`): a press
 * chooses it and leaves the focus in the field, so typing can go on; the active option is highlighted.
 */
export function ListboxOption({ id, active, onChoose, className, children }: { id: string; active: boolean; onChoose(): void; className: string; children: ReactNode }) {
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the combobox's field takes the keys for its options (arrows, Enter)
    <div
      id={id}
      role="option"
      tabIndex={-1}
      aria-selected={active}
      onMouseDown={(e) => e.preventDefault()}
      onClick={onChoose}
      className={`cursor-pointer ${active ? 'bg-violet-100 dark:bg-violet-950' : ''} ${className}`}
    >
      {children}
    </div>
  );
}
