import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import type { Hono } from 'hono';

export interface RunningStandIn {
  url: string;
  close(): Promise<void>;
}

/** Serves a stand-in on 127.0.0.1 (or `host`) at `port`, 0 by default: a free port. */
export function serveStandIn(app: Hono, { port = 0, host = '127.0.0.1' }: { port?: number; host?: string }): Promise<RunningStandIn> {
  return new Promise((resolve, reject) => {
    const server = serve({ fetch: app.fetch, port, hostname: host }, (info: AddressInfo) => {
      const urlHost = host.includes(':') ? `[${host}]` : host;
      resolve({
        url: `http://${urlHost}:${info.port}`,
        close: () =>
          new Promise<void>((done, fail) => {
            if ('closeAllConnections' in server) server.closeAllConnections();
            server.close((error) => (error ? fail(error) : done()));
          }),
      });
    });
    server.once('error', reject);
  });
}
