import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useServices } from '../../services/services';
import { useDocumentTitle } from '../../components/useDocumentTitle';
import { AppearanceSection } from './AppearanceSection';
import { FarcasterServicesSection } from './FarcasterServicesSection';
import { MiniAppsSection } from './MiniAppsSection';
import { serviceUrlProblem, normaliseGatewayUrl, PUBLIC_SERVICE_URL } from '../../config/gatewaySettings';

/** `/settings`: appearance, the gateway, the Farcaster services beside it, the account's Mini Apps, and the account's signer key (`signerKey`, which app/ brings from the account feature). */
export function SettingsPage({ signerKey }: { signerKey: ReactNode }) {
  const { settings, changeSettings } = useServices();
  const [url, setUrl] = useState(settings.url);
  const [apiKey, setApiKey] = useState(settings.apiKey);
  const [problem, setProblem] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const urlId = useId();
  const keyId = useId();
  const problemId = useId();
  useDocumentTitle('Settings');

  function save(event: FormEvent) {
    event.preventDefault();
    const found = serviceUrlProblem(url);
    setProblem(found);
    setSaved(false);
    if (found) return;
    changeSettings({ url: normaliseGatewayUrl(url), apiKey: apiKey.trim() });
    setSaved(true);
  }

  return (
    <div className="mx-auto flex max-w-xl flex-col gap-6 p-4">
      <h1 className="text-2xl font-bold">Settings</h1>
      <AppearanceSection />
      <section aria-labelledby="gateway-heading" className="flex flex-col gap-4">
        <h2 id="gateway-heading" className="text-lg font-semibold">
          Gateway
        </h2>
        <p className="text-sm">
          Castline reads and posts through a gateway. It uses the local gateway by default; to use the public service,
          enter <span className="font-mono">{PUBLIC_SERVICE_URL}</span> and your API key. Changing the gateway signs you out.
        </p>
        <form onSubmit={save} className="flex flex-col gap-4" noValidate>
          <div className="flex flex-col gap-1">
            <label htmlFor={urlId} className="text-sm font-semibold">
              Gateway address
            </label>
            <input
              id={urlId}
              className="field font-mono"
              type="url"
              inputMode="url"
              autoComplete="off"
              spellCheck={false}
              value={url}
              aria-invalid={problem !== null}
              aria-describedby={problem ? problemId : undefined}
              onChange={(e) => setUrl(e.target.value)}
            />
            {problem && (
              <p id={problemId} role="alert" className="text-sm text-red-700 dark:text-red-400">
                {problem}
              </p>
            )}
          </div>
          <div className="flex flex-col gap-1">
            <label htmlFor={keyId} className="text-sm font-semibold">
              API key
            </label>
            <input
              id={keyId}
              className="field font-mono"
              autoComplete="off"
              spellCheck={false}
              value={apiKey}
              onChange={(e) => setApiKey(e.target.value)}
            />
          </div>
          <div className="flex flex-wrap gap-2">
            <button type="submit" className="btn btn-primary">
              Save
            </button>
            <button type="button" className="btn btn-quiet" onClick={() => setUrl(PUBLIC_SERVICE_URL)}>
              Use the public service
            </button>
            <button
              type="button"
              className="btn btn-quiet"
              onClick={() => {
                const applied = changeSettings(null);
                setUrl(applied.url);
                setApiKey(applied.apiKey);
                setProblem(null);
                setSaved(true);
              }}
            >
              Reset to default
            </button>
          </div>
          <p role="status" className="min-h-5 text-sm">
            {saved ? `Now using ${settings.url}.` : ''}
          </p>
        </form>
      </section>
      <FarcasterServicesSection />
      <MiniAppsSection />
      {signerKey}
    </div>
  );
}
