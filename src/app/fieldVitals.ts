import type { Metric } from 'web-vitals';
import { sendVitalsReport, type VitalsReport } from '../api/vitalsReport';
import { storedGatewaySettings } from '../config/gatewaySettings';
import { isSampled, vitalsSampleRate } from '../config/vitalsSampling';
import { routePatternOf } from './routePattern';

type Vital = VitalsReport['vitals'][number];

/**
 * Field measurement: on a sampled share of page loads, the largest contentful paint, interaction to next
 * paint and layout shift that the `web-vitals` library measures, sent to the gateway
 * (`POST /castline/v1/vitals`) each time the page is hidden, named by the route pattern of the page that
 * was loaded. Started once the page has loaded; the library is loaded only on the loads it measures.
 */
export async function reportFieldVitals(): Promise<void> {
  if (!isSampled(vitalsSampleRate(localStorage, import.meta.env), Math.random())) return;
  const route = routePatternOf(location.pathname);
  const { onCLS, onINP, onLCP } = await import('web-vitals');
  const measured = new Map<Vital['name'], number>();
  const send = () => {
    if (measured.size === 0) return;
    const vitals = [...measured].map(([name, value]) => ({ name, value }));
    measured.clear();
    const gateway = storedGatewaySettings(localStorage, import.meta.env);
    sendVitalsReport(gateway.url, { route, vitals }, { sendBeacon: (url, body) => navigator.sendBeacon(url, body), fetch: (input, init) => fetch(input, init) });
  };
  // The library reports CLS and INP as the page is hidden, from its own listener of the same event, so
  // the report waits for the end of that task to carry all three.
  const sendOnceHidden = () => {
    if (document.visibilityState === 'hidden') queueMicrotask(send);
  };
  const keep = (metric: Metric & { name: Vital['name'] }) => {
    measured.set(metric.name, metric.value);
    sendOnceHidden();
  };
  onLCP(keep);
  onINP(keep);
  onCLS(keep);
  document.addEventListener('visibilitychange', sendOnceHidden);
}
