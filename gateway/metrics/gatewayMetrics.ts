import { Counter, Gauge, Histogram, Registry } from 'prom-client';

/** What a request's answer meant for a write: accepted, or why it was refused. */
export type WriteOutcome = 'accepted' | 'invalid' | 'unauthenticated' | 'forbidden' | 'not_found' | 'conflict' | 'too_large' | 'rate_limited' | 'refused' | 'error';

/** What the gauges read at each scrape. */
export interface GaugeSources {
  /** The delivery outbox: messages not yet delivered or refused, and when the oldest of them was accepted (`--hub-url`). */
  outbox?: () => Promise<{ depth: number; oldestAcceptedAt: number | null }>;
  /** Scheduled casts whose time has come and that are not published yet, and those of them a minute or more late. */
  scheduled: () => Promise<{ due: number; late: number }>;
  /** Per shard, the seconds since the events of a Farcaster node were last read to their end (when following them). */
  eventLag?: () => ReadonlyMap<number, number>;
  /** Whether this process leads the cluster, running the jobs that run once in it. */
  leading: () => boolean;
  now: () => number;
}

/**
 * The gateway's Prometheus metrics, one registry per gateway (a process may run several, as the tests
 * do). Counters and the latency histogram move as things happen; gauges are read when scraped. Several
 * worker processes are added up by prom-client's AggregatorRegistry (`metricsServer.ts`): counters and
 * histograms are summed, a gauge read from the shared database takes the largest worker's answer
 * (they all read the same rows), event lag the smallest (only the leader reads the node's events; the
 * others report none), and the leader gauge the sum (1 when one of the workers leads).
 */
/**
 * One read of `source` for every gauge that asks while it runs (a scrape collects them all at once), so
 * they show the same moment; when it fails (the database out of reach), the last answer, so the scrape
 * still answers and the readiness probe tells what is wrong.
 */
function sharedReading<T>(source: () => Promise<T>, initial: T): () => Promise<T> {
  let last = initial;
  let pending: Promise<T> | null = null;
  return () =>
    (pending ??= source()
      .then((value) => (last = value), () => last)
      .finally(() => {
        pending = null;
      }));
}

export function gatewayMetrics() {
  const registry = new Registry();
  const registers = [registry];
  return {
    registry,
    requests: new Histogram({
      name: 'castline_http_request_duration_seconds',
      help: 'Time to answer an HTTP request, by method, route pattern and status',
      labelNames: ['method', 'route', 'status'] as const,
      registers,
    }),
    readCache: new Counter({
      name: 'castline_read_cache_lookups_total',
      help: 'Reads the read cache could answer: hit (served from memory) or miss (built)',
      labelNames: ['result'] as const,
      registers,
    }),
    writes: new Counter({
      name: 'castline_writes_total',
      help: 'Writes (messages, scheduled casts, bookmarks, channel follows, pictures, Mini App notifications) by route pattern and outcome: accepted, or why refused',
      labelNames: ['route', 'outcome'] as const,
      registers,
    }),
    nodeSubmissions: new Counter({
      name: 'castline_node_submissions_total',
      help: 'Messages sent to the Farcaster node, by its answer: admitted, delivered, refused, or retry (unreachable, busy or failing)',
      labelNames: ['outcome'] as const,
      registers,
    }),
    rateLimited: new Counter({
      name: 'castline_rate_limited_total',
      help: 'Requests refused by a rate limit, by limit',
      labelNames: ['limit'] as const,
      registers,
    }),
    /** What people's browsers measured (`POST /castline/v1/vitals`), by the route pattern of the page loaded. */
    webVitals: {
      LCP: new Histogram({
        name: 'castline_web_vitals_lcp_seconds',
        help: "Largest contentful paint of page loads, as people's browsers measured it, by the route pattern of the page",
        labelNames: ['route'] as const,
        // Around the thresholds of a good (2.5 s) and a poor (4 s) paint.
        buckets: [0.5, 1, 1.5, 2, 2.5, 3, 4, 5, 7.5, 10, 20],
        registers,
      }),
      INP: new Histogram({
        name: 'castline_web_vitals_inp_seconds',
        help: "Interaction to next paint of page loads, as people's browsers measured it, by the route pattern of the page",
        labelNames: ['route'] as const,
        // Around the thresholds of a good (200 ms) and a poor (500 ms) response.
        buckets: [0.025, 0.05, 0.1, 0.15, 0.2, 0.3, 0.5, 1, 2],
        registers,
      }),
      CLS: new Histogram({
        name: 'castline_web_vitals_cls',
        help: "Cumulative layout shift of page loads (unitless), as people's browsers measured it, by the route pattern of the page",
        labelNames: ['route'] as const,
        // Around the thresholds of a good (0.1) and a poor (0.25) layout.
        buckets: [0.01, 0.025, 0.05, 0.1, 0.15, 0.25, 0.5, 1],
        registers,
      }),
    },
    /** Registers the gauges read from `sources` at each scrape. */
    watch(sources: GaugeSources): void {
      const { outbox, eventLag } = sources;
      if (outbox) {
        const backlog = sharedReading(outbox, { depth: 0, oldestAcceptedAt: null });
        new Gauge({
          name: 'castline_outbox_depth',
          help: 'Accepted L1 messages not yet delivered to the Farcaster node nor refused by it',
          aggregator: 'max',
          registers,
          async collect() {
            this.set((await backlog()).depth);
          },
        });
        new Gauge({
          name: 'castline_outbox_oldest_age_seconds',
          help: 'How long ago the oldest message still in the outbox was accepted; 0 when it is empty',
          aggregator: 'max',
          registers,
          async collect() {
            const { oldestAcceptedAt } = await backlog();
            this.set(oldestAcceptedAt === null ? 0 : Math.max(0, sources.now() - oldestAcceptedAt) / 1000);
          },
        });
      }
      const scheduled = sharedReading(sources.scheduled, { due: 0, late: 0 });
      new Gauge({
        name: 'castline_scheduled_casts_due',
        help: 'Scheduled casts whose time has come that are not published yet',
        aggregator: 'max',
        registers,
        async collect() {
          this.set((await scheduled()).due);
        },
      });
      new Gauge({
        name: 'castline_scheduled_casts_late',
        help: 'Scheduled casts not published a minute or more after their time',
        aggregator: 'max',
        registers,
        async collect() {
          this.set((await scheduled()).late);
        },
      });
      if (eventLag) {
        new Gauge({
          name: 'castline_node_event_lag_seconds',
          help: "Seconds since the Farcaster node's events of a shard were last read to their end",
          labelNames: ['shard'] as const,
          aggregator: 'min',
          registers,
          collect() {
            // A process that stopped leading reports no lag rather than the last it saw.
            this.reset();
            for (const [shard, seconds] of eventLag()) this.set({ shard: String(shard) }, seconds);
          },
        });
      }
      new Gauge({
        name: 'castline_leader',
        help: 'Whether this process leads the cluster (1) and runs its jobs: the node events follower, the scheduled casts and delivery',
        aggregator: 'sum',
        registers,
        collect() {
          this.set(sources.leading() ? 1 : 0);
        },
      });
    },
  };
}

export type GatewayMetrics = ReturnType<typeof gatewayMetrics>;
