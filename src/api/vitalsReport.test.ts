import { describe, expect, it, vi } from 'vitest';
import { sendVitalsReport, type VitalsReport } from './vitalsReport';

const report: VitalsReport = { route: '/u/:fid', vitals: [{ name: 'LCP', value: 1234.5 }] };

describe('sending what a page load measured', () => {
  it('goes by beacon to the gateway, the report as JSON text and nothing else', () => {
    const sendBeacon = vi.fn(() => true);
    const fetch = vi.fn<typeof globalThis.fetch>();
    sendVitalsReport('http://127.0.0.1:8787/', report, { sendBeacon, fetch });
    expect(sendBeacon).toHaveBeenCalledWith('http://127.0.0.1:8787/castline/v1/vitals', JSON.stringify(report));
    expect(fetch).not.toHaveBeenCalled();
  });

  it('falls back to a keepalive fetch without credentials when the beacon is refused or missing', async () => {
    for (const sendBeacon of [() => false, undefined]) {
      const fetch = vi.fn<typeof globalThis.fetch>(async () => new Response(null, { status: 204 }));
      sendVitalsReport('https://gateway.example', report, { sendBeacon, fetch });
      expect(fetch).toHaveBeenCalledTimes(1);
      const [url, init] = fetch.mock.calls[0]!;
      expect(url).toBe('https://gateway.example/castline/v1/vitals');
      expect(init).toMatchObject({ method: 'POST', keepalive: true, credentials: 'omit', body: JSON.stringify(report) });
      expect(new Headers(init?.headers).has('API-KEY')).toBe(false);
    }
  });
});
