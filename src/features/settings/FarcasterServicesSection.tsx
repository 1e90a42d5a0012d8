import { useId, useState, type FormEvent } from 'react';
import {
  farcasterServiceProblem,
  loadFarcasterServices,
  saveFarcasterServices,
  tidyFarcasterServices,
  type FarcasterServices,
} from '../../config/farcasterServices';

const FIELDS: { field: keyof FarcasterServices; label: string; hint: string }[] = [
  { field: 'relayUrl', label: 'Farcaster sign-in relay', hint: 'Where Sign in with Farcaster opens its request.' },
  { field: 'clientApiUrl', label: 'Farcaster client API', hint: 'Where Enable posting asks the Farcaster app for a key.' },
];

/** The relay and the client API beside the gateway: empty means the ones the gateway names. Addresses, kept in this browser. */
export function FarcasterServicesSection() {
  const [values, setValues] = useState<FarcasterServices>(() => loadFarcasterServices(localStorage));
  const [problems, setProblems] = useState<Partial<Record<keyof FarcasterServices, string>>>({});
  const [saved, setSaved] = useState(false);
  const ids = { relayUrl: useId(), clientApiUrl: useId() };
  const problemIds = { relayUrl: useId(), clientApiUrl: useId() };

  function save(event: FormEvent) {
    event.preventDefault();
    const found: Partial<Record<keyof FarcasterServices, string>> = {};
    for (const { field } of FIELDS) {
      const problem = farcasterServiceProblem(values[field]);
      if (problem) found[field] = problem;
    }
    setProblems(found);
    setSaved(false);
    if (Object.keys(found).length > 0) return;
    const cleaned = tidyFarcasterServices(values);
    saveFarcasterServices(localStorage, cleaned);
    setValues(cleaned);
    setSaved(true);
  }

  return (
    <section aria-labelledby="farcaster-services-heading" className="flex flex-col gap-4">
      <h2 id="farcaster-services-heading" className="text-lg font-semibold">
        Farcaster services
      </h2>
      <p className="text-sm">Leave a field empty to use the one the gateway names. These are addresses, not passwords: they are kept in this browser.</p>
      <form onSubmit={save} className="flex flex-col gap-4" noValidate>
        {FIELDS.map(({ field, label, hint }) => (
          <div key={field} className="flex flex-col gap-1">
            <label htmlFor={ids[field]} className="text-sm font-semibold">
              {label}
            </label>
            <span className="text-xs text-zinc-600 dark:text-zinc-400">{hint}</span>
            <input
              id={ids[field]}
              className="field font-mono"
              type="url"
              inputMode="url"
              autoComplete="off"
              spellCheck={false}
              placeholder="The gateway's"
              value={values[field]}
              aria-invalid={problems[field] !== undefined}
              aria-describedby={problems[field] ? problemIds[field] : undefined}
              onChange={(e) => setValues((now) => ({ ...now, [field]: e.target.value }))}
            />
            {problems[field] && (
              <p id={problemIds[field]} role="alert" className="text-sm text-red-700 dark:text-red-400">
                {problems[field]}
              </p>
            )}
          </div>
        ))}
        <div className="flex flex-wrap gap-2">
          <button type="submit" className="btn btn-primary">
            Save
          </button>
        </div>
        <p role="status" className="min-h-5 text-sm">
          {saved ? 'Saved. Sign in with Farcaster and Enable posting use these from now on.' : ''}
        </p>
      </form>
    </section>
  );
}
