import { buildUrl } from './http';

export const VITALS_PATH = '/castline/v1/vitals';

/** What one page load measured, named by the route pattern of the page (`/u/:fid`): no id, account or address. */
export interface VitalsReport {
  route: string;
  vitals: { name: 'LCP' | 'INP' | 'CLS'; value: number }[];
}

interface Senders {
  sendBeacon?: (url: string, body: string) => boolean;
  fetch: typeof fetch;
}

/**
 * Sends a report to the gateway as the page is left: a beacon, which the browser delivers after the page
 * is gone, else a `keepalive` fetch. Neither carries the API key or a token (the gateway's route is
 * public), and plain text keeps it a request the browser sends to another origin without asking first.
 */
export function sendVitalsReport(gatewayUrl: string, report: VitalsReport, senders: Senders): void {
  const url = buildUrl(gatewayUrl, VITALS_PATH);
  const body = JSON.stringify(report);
  if (senders.sendBeacon?.(url, body)) return;
  // A report that cannot be sent is dropped: field measurement never troubles the person.
  senders.fetch(url, { method: 'POST', body, keepalive: true, credentials: 'omit', headers: { 'Content-Type': 'text/plain;charset=UTF-8' } }).catch(() => {});
}
