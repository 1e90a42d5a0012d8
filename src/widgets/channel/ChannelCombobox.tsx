import { useEffect, useId, useState, type KeyboardEvent } from 'react';
import { useChannelSearch } from '../../queries/channelQueries';
import { moveActive } from '../../components/moveActive';
import { ListboxOption } from '../../components/ListboxOption';

const SETTLE_MS = 200;

/** Picks a channel by typing its name: the gateway's channels that match, chosen with the arrow keys and Enter. */
export function ChannelCombobox({ value, disabled, onChange }: { value: string | null; disabled: boolean; onChange(key: string | null): void }) {
  const id = useId();
  const listId = `${id}-list`;
  const [text, setText] = useState('');
  const [settled, setSettled] = useState('');
  const [active, setActive] = useState(0);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(text), SETTLE_MS);
    return () => clearTimeout(timer);
  }, [text]);
  const found = useChannelSearch(settled).data ?? [];
  const options = text.trim() && text === settled ? found : [];
  const current = options[Math.min(active, options.length - 1)];

  const choose = (key: string | null) => {
    onChange(key);
    setText('');
    setActive(0);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setActive((a) => moveActive(a, options.length, event.key === 'ArrowDown' ? 1 : -1));
    } else if (event.key === 'Enter' && current) {
      event.preventDefault();
      choose(current.key);
    } else if (event.key === 'Escape') {
      setText('');
    }
  };

  if (value) {
    return (
      <div className="flex flex-col gap-1">
        <span className="text-sm font-semibold">Post to channel</span>
        <span className="flex items-center gap-2">
          <span className="font-semibold">/{value}</span>
          <button type="button" className="btn btn-quiet" disabled={disabled} onClick={() => choose(null)}>
            No channel
          </button>
        </span>
      </div>
    );
  }
  return (
    <div className="relative flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-semibold">
        Post to channel
      </label>
      <input
        id={id}
        role="combobox"
        aria-expanded={options.length > 0}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={current ? `${listId}-${current.key}` : undefined}
        className="field w-48"
        placeholder="Type a channel"
        value={text}
        disabled={disabled}
        onChange={(e) => {
          setText(e.target.value);
          setActive(0);
        }}
        onKeyDown={onKeyDown}
      />
      <div id={listId} role="listbox" aria-label="Channels" className={options.length ? 'absolute top-full z-10 mt-1 w-56 rounded-lg border border-zinc-200 bg-white py-1 shadow-lg dark:border-zinc-800 dark:bg-zinc-950' : 'hidden'}>
        {options.map((channel) => (
          <ListboxOption key={channel.key} id={`${listId}-${channel.key}`} active={channel === current} onChoose={() => choose(channel.key)} className="px-3 py-1.5">
            /{channel.key} <span className="text-sm text-zinc-600 dark:text-zinc-400">{channel.name}</span>
          </ListboxOption>
        ))}
      </div>
    </div>
  );
}
