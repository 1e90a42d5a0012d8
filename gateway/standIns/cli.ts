import { parseArgs, type ParseArgsConfig } from 'node:util';
import { type Address, getAddress, isAddress } from 'viem';
import type { RunningStandIn } from './serve';

type Options = NonNullable<ParseArgsConfig['options']>;
type Values = Record<string, string | undefined>;

/** A flag's value as a whole number in [min, max], or the reason it is not. */
export function wholeNumber(flag: string, value: string, min: number, max: number): number {
  const n = /^\d+$/.test(value) ? Number(value) : Number.NaN;
  if (!(n >= min && n <= max)) throw new Error(`${flag} must be a whole number from ${min} to ${max}`);
  return n;
}

/** A flag's value as an http(s) URL with nothing after its path, without a trailing slash. */
export function httpUrl(flag: string, value: string): string {
  let url: URL | null = null;
  try {
    url = new URL(value);
  } catch {
    // answered below
  }
  if (!url || !/^https?:$/.test(url.protocol) || url.search || url.hash) throw new Error(`${flag} must be an http:// or https:// URL without a query, e.g. http://127.0.0.1:8790`);
  return url.href.replace(/\/+$/, '');
}

/** A flag's value as an Ethereum address (0x and 40 hex digits), checksummed. */
export function ethereumAddress(flag: string, value: string): Address {
  if (!isAddress(value, { strict: false })) throw new Error(`${flag} must be an address: 0x and 40 hex digits`);
  return getAddress(value);
}

/**
 * A stand-in's command: reads its `--flag value` options (strings only), starts it, prints what
 * `describe` says about it, and stops it on Ctrl-C or SIGTERM. A bad flag prints the usage and exits 2.
 */
export async function runStandIn(usage: string, options: Options, start: (values: Values) => Promise<RunningStandIn>, describe: (url: string) => string): Promise<void> {
  let values: Values;
  let running: RunningStandIn;
  try {
    values = parseArgs({ options, strict: true, allowPositionals: false }).values as Values;
    running = await start(values);
  } catch (error) {
    console.error(`${error instanceof Error ? error.message : String(error)}\n\n${usage}`);
    process.exit(2);
  }
  console.log(describe(running.url));
  const stop = () => void running.close().then(() => process.exit(0));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}
