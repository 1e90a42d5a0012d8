import { useEffect, useId, useState, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { Modal } from '../../components/Modal';
import { useUserSearch } from '../../queries/useUserSearch';
import { useChannelSearch } from '../../queries/channelQueries';
import { moveActive } from '../../components/moveActive';
import { paletteItems, type PaletteItem } from './paletteItems';
import { ListboxOption } from '../../components/ListboxOption';

const SETTLE_MS = 200;

/** A modal search box: type, move with the arrow keys, Enter opens the choice, Escape closes. */
export function CommandPalette({ onClose }: { onClose(): void }) {
  const listId = useId();
  const [text, setText] = useState('');
  const [settled, setSettled] = useState('');
  const [active, setActive] = useState(0);
  const navigate = useNavigate();
  const users = useUserSearch(settled.trim().replace(/^@/, '') || null);
  const channels = useChannelSearch(settled).data ?? [];
  const isSettled = text.trim() === settled.trim();
  const items = paletteItems(text, isSettled ? users : [], isSettled ? channels : []);

  useEffect(() => {
    const timer = setTimeout(() => setSettled(text), SETTLE_MS);
    return () => clearTimeout(timer);
  }, [text]);

  const open = (item: PaletteItem | undefined) => {
    if (!item) return;
    onClose();
    navigate(item.to);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setActive((a) => moveActive(a, items.length, event.key === 'ArrowDown' ? 1 : -1));
    } else if (event.key === 'Enter') {
      event.preventDefault();
      open(items[Math.min(active, items.length - 1)]);
    }
  };
  const optionId = (item: PaletteItem) => `${listId}-${item.id}`;
  const current = items[Math.min(active, items.length - 1)];

  return (
    <Modal
      aria-label="Search Castline"
      onClose={onClose}
      closeOnBackdrop
      className="mx-auto mt-[12vh] w-[min(36rem,calc(100vw-2rem))] rounded-xl border border-zinc-200 bg-white p-0 text-zinc-900 shadow-2xl backdrop:bg-black/40 dark:border-zinc-800 dark:bg-zinc-950 dark:text-zinc-100"
    >
      <input
        role="combobox"
        aria-label="Search casts, people and channels"
        aria-expanded={items.length > 0}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={current ? optionId(current) : undefined}
        value={text}
        onChange={(e) => {
          setText(e.target.value);
          setActive(0);
        }}
        onKeyDown={onKeyDown}
        placeholder="Search casts, @people, /channels"
        className="w-full border-b border-zinc-200 bg-transparent px-4 py-3 text-base outline-none dark:border-zinc-800"
      />
      <div id={listId} role="listbox" aria-label="Results" className="max-h-[50vh] overflow-y-auto py-1">
        {items.map((item) => (
          <ListboxOption key={item.id} id={optionId(item)} active={item === current} onChoose={() => open(item)} className="flex items-baseline justify-between gap-3 px-4 py-2">
            <span className="truncate font-medium">{item.label}</span>
            <span className="shrink-0 text-sm text-zinc-600 dark:text-zinc-400">{item.detail}</span>
          </ListboxOption>
        ))}
      </div>
      <p className="border-t border-zinc-200 px-4 py-2 text-xs text-zinc-600 dark:border-zinc-800 dark:text-zinc-400">
        ↑ ↓ to choose · Enter to open · Esc to close
      </p>
    </Modal>
  );
}
