import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { AggregatorRegistry, collectDefaultMetrics, type Registry } from 'prom-client';

/** Where the metrics are served: their own port, on 127.0.0.1 unless another address is named (`--metrics-port`, `--metrics-host`). */
export interface MetricsAddress {
  port: number;
  host?: string;
}

export interface MetricsServer {
  /** `http://<host>:<port>/metrics` */
  url: string;
  close(): Promise<void>;
}

type Exposition = () => Promise<{ contentType: string; text: string }>;

/**
 * `GET /metrics` in Prometheus's text format, on a port of its own so that the public API never serves
 * it: bound to 127.0.0.1 by default, for a Prometheus on the same machine or a sidecar.
 */
export async function serveMetrics(address: MetricsAddress, exposition: Exposition): Promise<MetricsServer> {
  const server = createServer((req, res) => {
    if (req.method !== 'GET' || new URL(req.url ?? '/', 'http://metrics').pathname !== '/metrics') {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('Metrics are served at /metrics\n');
      return;
    }
    exposition().then(
      ({ contentType, text }) => res.writeHead(200, { 'content-type': contentType }).end(text),
      (error: unknown) => res.writeHead(500, { 'content-type': 'text/plain' }).end(`The metrics could not be collected: ${error instanceof Error ? error.message : String(error)}\n`),
    );
  });
  const host = address.host ?? '127.0.0.1';
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(address.port, host, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://${host.includes(':') ? `[${host}]` : host}:${port}/metrics`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Node's own figures (CPU, memory, event-loop delay, garbage collection) in the registry; once per served registry. */
export function withProcessMetrics(registry: Registry): Registry {
  collectDefaultMetrics({ register: registry });
  return registry;
}

/** One process's registry, as served. */
export const registryExposition =
  (registry: Registry): Exposition =>
  async () => ({ contentType: registry.contentType, text: await registry.metrics() });

/**
 * A worker of `--workers N`: answers the primary's requests for its metrics with `registry`. prom-client
 * installs that answer when an AggregatorRegistry is made in the worker.
 */
export function shareWithPrimary(registry: Registry): void {
  AggregatorRegistry.setRegistries([withProcessMetrics(registry)]);
  new AggregatorRegistry();
}

/** The primary of `--workers N`: every worker's metrics, asked for at each scrape and added up. */
export function clusterExposition(): Exposition {
  const aggregator = new AggregatorRegistry();
  return async () => ({ contentType: aggregator.contentType, text: await aggregator.clusterMetrics() });
}
