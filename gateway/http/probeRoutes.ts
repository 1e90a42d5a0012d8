import { Hono } from 'hono';
import type { Readiness } from './readiness';

export const HEALTH_PATH = '/healthz';
export const READY_PATH = '/readyz';

/**
 * The probes of an orchestrator or load balancer: `/healthz`, the process is alive and serving (restart
 * it when not); `/readyz`, it should be sent requests (503 naming what fails when not). Public, never
 * cached: mounted before the API key, the rate limits and the read cache.
 */
export function probeRoutes(readiness: Readiness): Hono {
  const app = new Hono();
  app.get(HEALTH_PATH, (c) => c.json({ status: 'ok' }, 200, { 'Cache-Control': 'no-store' }));
  app.get(READY_PATH, async (c) => {
    const report = await readiness.report();
    return c.json(report, report.status === 'ready' ? 200 : 503, { 'Cache-Control': 'no-store' });
  });
  return app;
}
