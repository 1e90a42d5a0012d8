import { useId } from 'react';
import { CHANNELS } from './channels';

/** Narrows a feed to one channel; '' means every channel. */
export function ChannelPicker({ value, onChange }: { value: string; onChange(key: string): void }) {
  const id = useId();
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="text-sm font-semibold">
        Channel
      </label>
      <select id={id} className="field w-auto py-1.5" value={value} onChange={(e) => onChange(e.target.value)}>
        <option value="">All casts</option>
        {CHANNELS.map((c) => (
          <option key={c.key} value={c.key}>
            /{c.key}
          </option>
        ))}
      </select>
    </div>
  );
}
