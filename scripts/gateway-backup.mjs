// `npm run gateway:backup -- --out FILE` and `npm run gateway:restore -- --from FILE`: the gateway's
// backup and restore commands (gateway/backup/main.ts), run from a bundle of their current source as
// `npm run gateway` runs the gateway (scripts/gatewayBundle.mjs), so they need no tsx where they run.
import { pathToFileURL } from 'node:url';
import { gatewayBundle } from './gatewayBundle.mjs';

await import(pathToFileURL(await gatewayBundle('backup')).href);
