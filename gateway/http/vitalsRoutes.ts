import { Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { InvalidInputError } from '../domainErrors';
import { boundedLabels } from '../metrics/boundedLabels';
import type { GatewayMetrics } from '../metrics/gatewayMetrics';
import type { Store } from '../store/store';
import { jsonObject } from './body';
import { limitBody } from './bodyLimit';
import { perClientLimit } from './rateLimit';

export const VITALS_PATH = '/castline/v1/vitals';

/** A report names each vital once: three, a little JSON. */
const MAX_BODY_BYTES = 1024;
/** A page load sends a report each time it is hidden; a person switching tabs often stays well under this. */
const REPORTS_PER_MINUTE = { max: 30, ms: 60_000 };
/** Route labels a process keeps apart; past them, reports count under `other`, so labels stay bounded. */
const MAX_ROUTES = 50;

/** Each vital's largest plausible value in the unit the browser measures it (milliseconds; CLS has none), and its unit in the metrics. */
const VITALS = {
  LCP: { max: 120_000, toMetric: (ms: number) => ms / 1000 },
  INP: { max: 60_000, toMetric: (ms: number) => ms / 1000 },
  CLS: { max: 10, toMetric: (score: number) => score },
} as const;
type VitalName = keyof typeof VITALS;

/** A route pattern as the app's route table writes it (`/`, `/u/:fid`, `/cast/:hash/:reactions`), or `*` for no screen. */
const ROUTE_PATTERN = /^(\*|\/|(\/([a-z][a-z-]*|:[a-zA-Z]+)){1,4})$/;

interface VitalsReport {
  route: string;
  vitals: { name: VitalName; value: number }[];
}

function exactKeys(value: Record<string, unknown>, keys: readonly string[], what: string): void {
  const extra = Object.keys(value).filter((key) => !keys.includes(key));
  if (extra.length > 0) throw new InvalidInputError(`${what} has unknown fields: ${extra.slice(0, 3).join(', ')}; it takes only ${keys.join(' and ')}`);
}

function readVital(entry: unknown): { name: VitalName; value: number } {
  if (typeof entry !== 'object' || entry === null || Array.isArray(entry)) throw new InvalidInputError('Each vital must be an object with name and value');
  const { name, value } = entry as Record<string, unknown>;
  exactKeys(entry as Record<string, unknown>, ['name', 'value'], 'A vital');
  if (typeof name !== 'string' || !Object.hasOwn(VITALS, name)) throw new InvalidInputError('A vital name must be LCP, INP or CLS');
  const { max } = VITALS[name as VitalName];
  if (typeof value !== 'number' || !Number.isFinite(value) || value < 0 || value > max) throw new InvalidInputError(`${name} must be a number from 0 to ${max}`);
  return { name: name as VitalName, value };
}

function readVitalsReport(body: Record<string, unknown>): VitalsReport {
  exactKeys(body, ['route', 'vitals'], 'The report');
  const { route, vitals } = body;
  if (typeof route !== 'string' || route.length > 64 || !ROUTE_PATTERN.test(route)) {
    throw new InvalidInputError('route must be a route pattern such as /u/:fid, never an address with its ids');
  }
  const names = Object.keys(VITALS);
  if (!Array.isArray(vitals) || vitals.length === 0 || vitals.length > names.length) throw new InvalidInputError(`vitals must be a list of 1 to ${names.length} vitals`);
  const read = vitals.map(readVital);
  if (new Set(read.map((vital) => vital.name)).size !== read.length) throw new InvalidInputError('vitals names each vital once');
  return { route, vitals: read };
}

/**
 * Field measurement: the largest contentful paint, interaction to next paint and layout shift that
 * people's browsers measured, into the metrics' histograms. Public (a beacon carries no API key, and a
 * report names no one: a route pattern and three numbers), so mounted before the API key, with its own
 * rate limit per client and a small body.
 */
export function vitalsRoutes(metrics: GatewayMetrics, rateWindows: Store['rateWindows']): Hono {
  const app = new Hono();
  const routeLabel = boundedLabels(MAX_ROUTES);
  const perClient = perClientLimit(rateWindows, 'vitals', REPORTS_PER_MINUTE, 'Too many reports');
  const smallBody = limitBody(MAX_BODY_BYTES, () => {
    throw new HTTPException(413, { message: `A report is at most ${MAX_BODY_BYTES} bytes` });
  });
  app.post(VITALS_PATH, perClient, smallBody, async (c) => {
    const { route, vitals } = readVitalsReport(await jsonObject(c));
    const label = routeLabel(route);
    for (const { name, value } of vitals) metrics.webVitals[name].observe({ route: label }, VITALS[name].toMetric(value));
    return c.body(null, 204);
  });
  return app;
}
