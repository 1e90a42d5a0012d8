// `npm run gateway -- <flags>`: the gateway (gateway/main.ts), run from a bundle of its current source,
// rebuilt first whenever that source has changed (scripts/gatewayBundle.mjs). The workers of
// `--workers N` run this file again, and find the bundle built.
import { pathToFileURL } from 'node:url';
import { gatewayBundle } from './gatewayBundle.mjs';

await import(pathToFileURL(await gatewayBundle()).href);
