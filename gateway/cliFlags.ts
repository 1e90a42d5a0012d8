import type { GatewayOptions } from './server';

export const USAGE = `Usage: npm run gateway -- [flags]
  --port N                 port to listen on (default 8787; 0 = a free port)
  --host H                 address to bind (default 127.0.0.1)
  --db PATH                SQLite file (default .data/gateway.sqlite; created if missing)
  --seed demo|none|scale:N data for an empty database (default demo)
  --compat spec|farquest   response shapes (default spec)
  --token-ttl SECONDS      access token lifetime (default 3600)
  --api-key KEY            accepted API key; repeatable (default dev-key)
  --rate-limit off|farquest per-IP limits of the public service (default off)`;

export class FlagError extends Error {}

function oneOf<T extends string>(flag: string, value: string, allowed: readonly T[]): T {
  if (!(allowed as readonly string[]).includes(value)) throw new FlagError(`${flag} must be one of ${allowed.join(', ')}`);
  return value as T;
}

function integer(flag: string, value: string, min: number, max: number): number {
  const n = /^\d+$/.test(value) ? Number(value) : NaN;
  if (!(n >= min && n <= max)) throw new FlagError(`${flag} must be an integer from ${min} to ${max}`);
  return n;
}

/**
 * One handler per flag; a handler receives the flag's value and the options so far. Further flags
 * (a chain registry, say) are one entry each.
 */
const FLAGS: Record<string, (value: string, options: GatewayOptions) => void> = {
  '--port': (v, o) => void (o.port = integer('--port', v, 0, 65535)),
  '--host': (v, o) => void (o.host = v),
  '--db': (v, o) => void (o.db = v),
  '--seed': (v, o) => {
    const scale = /^scale:(\d+)$/.exec(v);
    if (scale) o.seed = `scale:${integer('--seed scale:N', scale[1]!, 1, 10_000_000)}`;
    else o.seed = oneOf('--seed', v, ['demo', 'none'] as const);
  },
  '--compat': (v, o) => void (o.compat = oneOf('--compat', v, ['spec', 'farquest'] as const)),
  '--token-ttl': (v, o) => void (o.tokenTtlSeconds = integer('--token-ttl', v, 1, 10 * 365 * 24 * 3600)),
  '--api-key': (v, o) => {
    if (v === '') throw new FlagError('--api-key must not be empty');
    o.apiKeys = [...(o.apiKeys ?? []), v];
  },
  '--rate-limit': (v, o) => void (o.rateLimit = oneOf('--rate-limit', v, ['off', 'farquest'] as const)),
};

/** Accepts `--flag value` and `--flag=value`. */
export function parseFlags(argv: readonly string[]): GatewayOptions {
  const options: GatewayOptions = {};
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    const eq = arg.indexOf('=');
    const flag = eq > 0 ? arg.slice(0, eq) : arg;
    const handler = FLAGS[flag];
    if (!handler) throw new FlagError(`Unknown flag ${arg}`);
    const value = eq > 0 ? arg.slice(eq + 1) : argv[++i];
    if (value === undefined) throw new FlagError(`${flag} needs a value`);
    handler(value, options);
  }
  return options;
}
