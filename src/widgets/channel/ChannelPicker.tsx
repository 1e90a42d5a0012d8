import { useId } from 'react';

/** Narrows a feed to one channel, by id; '' means every channel. */
export function ChannelPicker({ value, keys, onChange }: { value: string; keys: readonly string[]; onChange(key: string): void }) {
  const id = useId();
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="text-sm font-semibold">
        Channel
      </label>
      <select id={id} className="field w-40 py-1.5" value={value} onChange={(e) => onChange(e.target.value)}>
        <option value="">All casts</option>
        {keys.map((key) => (
          <option key={key} value={key}>
            /{key}
          </option>
        ))}
      </select>
    </div>
  );
}
