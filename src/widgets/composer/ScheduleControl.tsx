import { useId } from 'react';
import { localInputValue, scheduleBounds } from './scheduleTime';

export interface ScheduleControlProps {
  /** A `datetime-local` value; empty until a time is picked. */
  value: string;
  onChange(value: string): void;
  /** Closes the control: the cast goes out when Post is pressed. */
  onPostNow(): void;
  /** False against a gateway that keeps no scheduled casts (the public service). */
  supported: boolean;
  problem: string | null;
  disabled: boolean;
}

/** The day and time a cast is published at, in the person's own time zone. */
export function ScheduleControl({ value, onChange, onPostNow, supported, problem, disabled }: ScheduleControlProps) {
  const ids = { input: useId(), hint: useId() };
  if (!supported) {
    return (
      <p role="note" className="text-sm text-zinc-600 dark:text-zinc-400">
        This gateway does not schedule casts: the public service has no place to keep one until its time. Post sends it now.
      </p>
    );
  }
  const { min, max } = scheduleBounds(Date.now());
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={ids.input} className="text-sm font-semibold">
        Publish at
      </label>
      <div className="flex flex-wrap items-center gap-2">
        <input
          id={ids.input}
          type="datetime-local"
          className="field w-fit"
          value={value}
          min={localInputValue(min)}
          max={localInputValue(max)}
          disabled={disabled}
          aria-describedby={ids.hint}
          aria-invalid={value !== '' && problem !== null}
          onChange={(event) => onChange(event.target.value)}
        />
        <button type="button" className="btn btn-quiet" disabled={disabled} onClick={onPostNow}>
          Post now instead
        </button>
      </div>
      <p id={ids.hint} className={`text-sm ${value !== '' && problem ? 'text-red-700 dark:text-red-400' : 'text-zinc-600 dark:text-zinc-400'}`}>
        {value !== '' && problem ? problem : `In your time zone (${zone}), up to 30 days ahead. Signed now in this browser; the gateway keeps it until then.`}
      </p>
    </div>
  );
}
